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
import { asset, assetMovement } from '../../../db/schema/index';
import { defineCrudRoutes, orNotFound } from '../../../lib/crud';
import { HttpError } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { assetHistory } from './history';
import { moveAsset } from './movements';
import { getAsset, listAssets, searchAssets } from './queries';
import { createAsset, updateAssetDetails, updateAssetImages } from './writes';

const tags = ['Asset'];
const idQuery = camelQuery(idQuerySchema);
const resource = {
  path: 'Asset',
  tags,
  response: assetSchema,
  get: getAsset,
  notFound: SERVER_MESSAGES.assetNotFound,
};

const mustGet = (tx: Tx, id: string) => orNotFound(getAsset(tx, id), SERVER_MESSAGES.assetNotFound);

/** Assets: the catalogue record, where each one is, and every movement it made. */
export async function assetRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    ...resource,
    list: {
      url: '/Asset/GetAllAssets',
      summary:
        'Assets, paged, filtered by type, status and storage place, searched on code, serial number and barcode',
      permission: 'asset.view',
      filter: assetListQuerySchema,
      response: assetListSchema,
      list: listAssets,
    },
    byId: {
      url: '/Asset/GetAssetById',
      summary: 'One asset with its current place',
      permission: 'asset.view',
      id: { query: idQuery },
    },
    create: {
      summary: 'Register a new asset in a warehouse (status New; organisation users only)',
      permission: 'asset.create',
      body: assetCreateSchema,
      create: createAsset,
    },
    update: {
      summary: 'Update an asset’s details (its place changes only through UpdateAssetLocation)',
      permission: 'asset.update',
      body: assetUpdateSchema,
      update: updateAssetDetails,
    },
  });

  defineCrudRoutes(app, {
    ...resource,
    update: {
      url: '/Asset/UpdateAssetImages',
      summary: 'Replace an asset’s photos (images uploaded through the document service)',
      permission: 'asset.update',
      body: assetImagesSchema,
      update: updateAssetImages,
    },
  });

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
