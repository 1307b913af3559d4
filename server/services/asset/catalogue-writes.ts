import type { z } from 'zod';
import type {
  AssetTypeInput,
  PartyInput,
  assetTypeUpdateSchema,
  partyUpdateSchema,
} from '../../../src/domain/assets';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import type { AuthContext } from '../../auth/context';
import type { Tx } from '../../db/client';
import { assetType } from '../../db/schema/index';
import { insertRecord, updateRecord } from '../../lib/record-writes';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import type { PartyKind } from './catalogue';
import { PARTY_TABLES, assetTypeValues, getAssetType, getParty, partyValues } from './catalogue';

const assetTypeUniqueFields = {
  asset_type_name_uq: { field: 'Name', message: SERVER_MESSAGES.assetTypeNameInUse },
  asset_type_code_uq: { field: 'Code', message: SERVER_MESSAGES.assetTypeCodeInUse },
};

const partyUniqueFields = (kind: PartyKind) => ({
  [`${kind}_name_uq`]: {
    field: 'Name',
    message:
      kind === 'manufacturer' ? SERVER_MESSAGES.manufacturerNameInUse : SERVER_MESSAGES.supplierNameInUse,
  },
});

/** Creates an asset type (organisation users only). */
export async function createAssetType(tx: Tx, auth: AuthContext, body: AssetTypeInput): Promise<string> {
  assertOrganisationCaller(auth);
  return insertRecord(tx, assetType, auth, body.id, assetTypeValues(body), assetTypeUniqueFields);
}

/** Updates an asset type at the version it was based on. */
export async function updateAssetType(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof assetTypeUpdateSchema>,
): Promise<void> {
  await updateRecord(
    tx,
    assetType,
    { id, version: body.version, userId: auth.userId },
    assetTypeValues(body),
    assetTypeUniqueFields,
    () => getAssetType(tx, id),
  );
}

/** Creates a manufacturer or supplier (organisation users only). */
export async function createParty(
  kind: PartyKind,
  tx: Tx,
  auth: AuthContext,
  body: PartyInput,
): Promise<string> {
  assertOrganisationCaller(auth);
  return insertRecord(tx, PARTY_TABLES[kind], auth, body.id, partyValues(body), partyUniqueFields(kind));
}

/** Updates a manufacturer or supplier at the version it was based on. */
export async function updateParty(
  kind: PartyKind,
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof partyUpdateSchema>,
): Promise<void> {
  await updateRecord(
    tx,
    PARTY_TABLES[kind],
    { id, version: body.version, userId: auth.userId },
    partyValues(body),
    partyUniqueFields(kind),
    () => getParty(tx, kind, id),
  );
}
