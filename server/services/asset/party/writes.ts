import type { z } from 'zod';
import type { PartyInput, partyUpdateSchema } from '../../../../src/domain/asset-types';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { manufacturer, supplier } from '../../../db/schema/index';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import type { PartyKind } from './queries';
import { getParty, partyValues } from './queries';

const parties = {
  manufacturer: recordWrites(manufacturer, {
    uniqueFields: { manufacturer_name_uq: { field: 'Name', message: SERVER_MESSAGES.manufacturerNameInUse } },
    current: (tx, id) => getParty(tx, 'manufacturer', id),
  }),
  supplier: recordWrites(supplier, {
    uniqueFields: { supplier_name_uq: { field: 'Name', message: SERVER_MESSAGES.supplierNameInUse } },
    current: (tx, id) => getParty(tx, 'supplier', id),
  }),
};

/** Creates a manufacturer or supplier (organisation users only). */
export async function createParty(
  kind: PartyKind,
  tx: Tx,
  auth: AuthContext,
  body: PartyInput,
): Promise<string> {
  assertOrganisationCaller(auth);
  return parties[kind].insert(tx, auth, body.id, partyValues(body));
}

/** Updates a manufacturer or supplier at the version it was based on. */
export async function updateParty(
  kind: PartyKind,
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof partyUpdateSchema>,
): Promise<void> {
  await parties[kind].update(tx, auth, { id, version: body.version }, partyValues(body));
}
