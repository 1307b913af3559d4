import type { FastifyInstance } from 'fastify';
import { ASSET_LEVELS, assetTypeSchema } from '../../../../src/domain/asset-types';
import * as contracts from '../../../../src/domain/contracts/asset/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { asset, assetType } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { defineRoute } from '../../../lib/route';
import { assetsNaming } from '../references';
import { getAssetType, listAssetTypes } from './queries';
import { createAssetType, updateAssetType } from './writes';

/** Asset levels, asset types: what kinds of assets the organisation keeps. */
export async function assetTypeRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllAssetLevels, {
    handler: async () => ({ assetLevels: ASSET_LEVELS.map((l) => ({ ...l })) }),
  });

  defineCrudRoutes(app, {
    response: assetTypeSchema,
    get: getAssetType,
    notFound: SERVER_MESSAGES.assetTypeNotFound,
    list: { contract: contracts.getAllAssetTypes, list: listAssetTypes },
    byId: { contract: contracts.getAssetTypeById },
    create: { contract: contracts.createAssetType, create: createAssetType },
    update: { contract: contracts.updateAssetType, organisationOnly: true, update: updateAssetType },
    remove: {
      contract: contracts.deleteAssetType,
      organisationOnly: true,
      table: assetType,
      subject: (current) => `The asset type "${current.name}"`,
      references: assetsNaming(asset.assetTypeId),
    },
  });
}
