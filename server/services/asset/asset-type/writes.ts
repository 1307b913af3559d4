import type { z } from 'zod';
import type { AssetTypeInput, assetTypeUpdateSchema } from '../../../../src/domain/asset-types';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { assetType } from '../../../db/schema/index';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { assetTypeValues, getAssetType } from './queries';

const assetTypes = recordWrites(assetType, {
  uniqueFields: {
    asset_type_name_uq: { field: 'Name', message: SERVER_MESSAGES.assetTypeNameInUse },
    asset_type_code_uq: { field: 'Code', message: SERVER_MESSAGES.assetTypeCodeInUse },
  },
  current: getAssetType,
});

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
