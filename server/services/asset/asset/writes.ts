import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AssetInput, assetImagesSchema, assetUpdateSchema } from '../../../../src/domain/assets';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { asset, assetType, manufacturer, supplier, warehouse } from '../../../db/schema/index';
import { fieldError } from '../../../lib/http-errors';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { recordMovement } from './movements';
import { assetDetailValues, getAsset } from './queries';

const assets = recordWrites(asset, {
  uniqueFields: {
    asset_code_uq: { field: 'Code', message: SERVER_MESSAGES.assetCodeInUse },
    asset_serial_uq: { field: 'SerialNumber', message: SERVER_MESSAGES.assetSerialInUse },
    asset_barcode_uq: { field: 'Barcode', message: SERVER_MESSAGES.assetBarcodeInUse },
  },
  current: getAsset,
});

async function assertExists(
  tx: Tx,
  table: typeof assetType | typeof manufacturer | typeof supplier | typeof warehouse,
  id: string | null,
  field: string,
  message: string,
) {
  if (!id) return;
  const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!found) throw fieldError(field, message);
}

async function assertCatalogue(
  tx: Tx,
  body: { assetTypeId: string; manufacturerId: string | null; supplierId: string | null },
) {
  await assertExists(tx, assetType, body.assetTypeId, 'AssetTypeId', SERVER_MESSAGES.assetTypeNotFound);
  await assertExists(
    tx,
    manufacturer,
    body.manufacturerId,
    'ManufacturerId',
    SERVER_MESSAGES.manufacturerNotFound,
  );
  await assertExists(tx, supplier, body.supplierId, 'SupplierId', SERVER_MESSAGES.supplierNotFound);
}

/** Registers a new asset in a warehouse (status New; organisation users only), with its first history row. */
export async function createAsset(tx: Tx, auth: AuthContext, body: AssetInput): Promise<string> {
  assertOrganisationCaller(auth);
  await assertCatalogue(tx, body);
  await assertExists(tx, warehouse, body.warehouseId, 'WarehouseId', SERVER_MESSAGES.warehouseNotFound);
  const place = {
    locationType: 1,
    warehouseId: body.warehouseId,
    vendorId: null,
    crewId: null,
    workLocationId: null,
    fieldLatitude: null,
    fieldLongitude: null,
  };
  const id = await assets.insert(tx, auth, body.id, {
    ...assetDetailValues(body),
    imageUrls: body.imageUrls,
    ...place,
    movementStatus: 1,
  });
  await recordMovement(tx, auth, {
    assetId: id,
    status: 1,
    from: null,
    to: place,
    removalReason: null,
    note: null,
    warehouseUserId: null,
  });
  return id;
}

/** The asset's details at the version they were based on (its place changes only by a movement). */
export async function updateAssetDetails(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof assetUpdateSchema>,
): Promise<void> {
  await assertCatalogue(tx, body);
  await assets.update(tx, auth, { id, version: body.version }, assetDetailValues(body));
}

/** Replaces the asset's photos at the version they were based on. */
export async function updateAssetImages(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof assetImagesSchema>,
): Promise<void> {
  await assets.update(tx, auth, { id, version: body.version }, { imageUrls: body.imageUrls });
}
