import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetSchema } from '../../../../src/domain/assets';
import * as contracts from '../../../../src/domain/contracts/asset/index';
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

const resource = {
  response: assetSchema,
  get: getAsset,
  notFound: SERVER_MESSAGES.assetNotFound,
};

const mustGet = (tx: Tx, id: string) => orNotFound(getAsset(tx, id), SERVER_MESSAGES.assetNotFound);

/** Assets: the catalogue record, where each one is, and every movement it made. */
export async function assetRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    ...resource,
    list: { contract: contracts.getAllAssets, list: listAssets },
    byId: { contract: contracts.getAssetById },
    create: { contract: contracts.createAsset, create: createAsset },
    update: { contract: contracts.updateAsset, update: updateAssetDetails },
  });

  defineCrudRoutes(app, {
    ...resource,
    update: { contract: contracts.updateAssetImages, update: updateAssetImages },
  });

  defineRoute(app, contracts.searchAssets, {
    handler: ({ tx, body }) => searchAssets(tx, body.searchTerm, body.page, body.pageSize),
  });

  defineRoute(app, contracts.deleteAsset, {
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
  });

  defineRoute(app, contracts.updateAssetLocation, {
    handler: ({ tx, auth, body }) => moveAsset(tx, auth, body),
  });

  defineRoute(app, contracts.getAssetStatusHistory, {
    handler: async ({ tx, query }) => {
      if (query.assetId) await mustGet(tx, query.assetId);
      return { history: await assetHistory(tx, query.assetId) };
    },
  });
}
