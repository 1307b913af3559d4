import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  assetCreateSchema,
  assetHistoryQuerySchema,
  assetHistorySchema,
  assetImagesSchema,
  assetListQuerySchema,
  assetListSchema,
  assetLocationUpdateSchema,
  assetSchema,
  assetSearchQuerySchema,
  assetSearchSchema,
  assetUpdateSchema,
} from '../../../../src/domain/assets';
import { camelQuery, deletedSchema, idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Tx } from '../../../db/client';
import { asset, assetMovement, assetType, manufacturer, supplier, warehouse } from '../../../db/schema/index';
import { newId } from '../../../lib/crypto';
import { HttpError, fieldError, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { withUniqueFields } from '../../../lib/unique-violation';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { updateAtVersion } from '../../../lib/versioned';
import { assetHistory } from './history';
import { assetDetailValues, getAsset, listAssets, searchAssets } from './queries';
import { moveAsset, recordMovement } from './movements';

const tags = ['Asset'];
const uniqueFields = {
  asset_code_uq: { field: 'Code', message: SERVER_MESSAGES.assetCodeInUse },
  asset_serial_uq: { field: 'SerialNumber', message: SERVER_MESSAGES.assetSerialInUse },
  asset_barcode_uq: { field: 'Barcode', message: SERVER_MESSAGES.assetBarcodeInUse },
};
const idQuery = camelQuery(idQuerySchema);

async function mustGet(tx: Tx, id: string) {
  const found = await getAsset(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.assetNotFound);
  return found;
}

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

/** Assets: the catalogue record, where each one is, and every movement it made. */
export async function assetRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Asset/GetAllAssets',
      summary:
        'Assets, paged, filtered by type, status and storage place, searched on code, serial number and barcode',
      permission: 'asset.view',
      body: assetListQuerySchema,
      response: assetListSchema,
      handler: ({ tx, body }) => listAssets(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Asset/GetAssetById',
      summary: 'One asset with its current place',
      permission: 'asset.view',
      query: idQuery,
      response: assetSchema,
      handler: ({ tx, query }) => mustGet(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Asset/SearchAsset',
      summary:
        'Asset typeahead on code, serial number and barcode; an exact barcode or serial number comes first',
      permission: 'asset.view',
      body: assetSearchQuerySchema,
      response: assetSearchSchema,
      handler: ({ tx, body }) => searchAssets(tx, body.searchTerm, body.page, body.pageSize),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Asset',
      summary: 'Register a new asset in a warehouse (status New; organisation users only)',
      permission: 'asset.create',
      body: assetCreateSchema,
      response: assetSchema,
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        await assertCatalogue(tx, body);
        await assertExists(tx, warehouse, body.warehouseId, 'WarehouseId', SERVER_MESSAGES.warehouseNotFound);
        const id = body.id ?? newId();
        const place = {
          locationType: 1,
          warehouseId: body.warehouseId,
          vendorId: null,
          crewId: null,
          workLocationId: null,
          fieldLatitude: null,
          fieldLongitude: null,
        };
        await withUniqueFields(
          () =>
            tx.insert(asset).values({
              organisationId: auth.organisationId,
              id,
              ...assetDetailValues(body),
              imageUrls: body.imageUrls,
              ...place,
              movementStatus: 1,
              createdBy: auth.userId,
              updatedBy: auth.userId,
            }),
          uniqueFields,
        );
        await recordMovement(tx, auth, {
          assetId: id,
          status: 1,
          from: null,
          to: place,
          removalReason: null,
          note: null,
          warehouseUserId: null,
        });
        return mustGet(tx, id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Asset',
      summary: 'Update an asset’s details (its place changes only through UpdateAssetLocation)',
      permission: 'asset.update',
      body: assetUpdateSchema,
      response: assetSchema,
      handler: async ({ tx, auth, body }) => {
        await mustGet(tx, body.id);
        await assertCatalogue(tx, body);
        await withUniqueFields(
          () =>
            updateAtVersion(
              tx,
              asset,
              { id: body.id, version: body.version, userId: auth.userId },
              assetDetailValues(body),
              () => getAsset(tx, body.id),
            ),
          uniqueFields,
        );
        return mustGet(tx, body.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Asset/UpdateAssetImages',
      summary: 'Replace an asset’s photos (images uploaded through the document service)',
      permission: 'asset.update',
      body: assetImagesSchema,
      response: assetSchema,
      handler: async ({ tx, auth, body }) => {
        await mustGet(tx, body.id);
        await updateAtVersion(
          tx,
          asset,
          { id: body.id, version: body.version, userId: auth.userId },
          { imageUrls: body.imageUrls },
          () => getAsset(tx, body.id),
        );
        return mustGet(tx, body.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Asset',
      summary: 'Delete an asset registered by mistake: one that has not moved since it was created',
      permission: 'asset.delete',
      query: idQuery,
      response: deletedSchema,
      handler: async ({ tx, query }) => {
        const current = await mustGet(tx, query.id);
        const [moves] = await tx
          .select({ n: count() })
          .from(assetMovement)
          .where(eq(assetMovement.assetId, query.id));
        const movements = (moves?.n ?? 1) - 1;
        if (movements > 0) {
          throw new HttpError(
            409,
            'Record in use',
            SERVER_MESSAGES.stillReferenced(
              `The asset "${current.code}"`,
              `${movements} ${movements === 1 ? 'movement' : 'movements'} of its history`,
            ),
          );
        }
        await tx.delete(asset).where(eq(asset.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Asset/UpdateAssetLocation',
      summary:
        'Move an asset (issue, install, remove from the field, return, transfer); writes the history row with it',
      permission: 'asset.changeLocation',
      body: assetLocationUpdateSchema,
      response: assetSchema,
      handler: ({ tx, auth, body }) => moveAsset(tx, auth, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Asset/GetAssetStatusHistory',
      summary:
        'One asset’s movements, oldest first; without assetId, the latest movements of the organisation',
      permission: 'asset.view',
      query: camelQuery(assetHistoryQuerySchema),
      response: assetHistorySchema,
      handler: async ({ tx, query }) => {
        if (query.assetId) await mustGet(tx, query.assetId);
        return { history: await assetHistory(tx, query.assetId) };
      },
    },
    tags,
  );
}
