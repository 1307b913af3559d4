import type { z } from 'zod';
import type {
  AssetTypeInput,
  PartyInput,
  assetTypeUpdateSchema,
  partyUpdateSchema,
} from '../../../../src/domain/assets';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { assetType, manufacturer, supplier } from '../../../db/schema/index';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import type { PartyKind } from './queries';
import { assetTypeValues, getAssetType, getParty, partyValues } from './queries';

const assetTypes = recordWrites(assetType, {
  uniqueFields: {
    asset_type_name_uq: { field: 'Name', message: SERVER_MESSAGES.assetTypeNameInUse },
    asset_type_code_uq: { field: 'Code', message: SERVER_MESSAGES.assetTypeCodeInUse },
  },
  current: getAssetType,
});

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

/** Creates an asset type (organisation users only). */
export async function createAssetType(tx: Tx, auth: AuthContext, body: AssetTypeInput): Promise<string> {
  assertOrganisationCaller(auth);
  return assetTypes.insert(tx, auth, body.id, assetTypeValues(body));
}

/** Updates an asset type at the version it was based on. */
export async function updateAssetType(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof assetTypeUpdateSchema>,
): Promise<void> {
  await assetTypes.update(tx, auth, { id, version: body.version }, assetTypeValues(body));
}

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
