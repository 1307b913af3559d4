import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ASSET_LEVELS,
  assetLevelListSchema,
  assetTypeCreateSchema,
  assetTypeListSchema,
  assetTypeSchema,
  assetTypeUpdateSchema,
  deleteByIdBodySchema,
} from '../../../../src/domain/asset-types';
import { camelQuery, idQuerySchema, organisationIdField } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { asset, assetType } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { defineRoute } from '../../../lib/route';
import { assetsNaming } from '../references';
import { getAssetType, listAssetTypes } from './queries';
import { createAssetType, updateAssetType } from './writes';

const idQuery = camelQuery(idQuerySchema);
const organisationQuery = camelQuery(z.strictObject(organisationIdField));

/** Asset levels, asset types: what kinds of assets the organisation keeps. */
export async function assetTypeRoutes(app: FastifyInstance) {
  const tags = ['AssetType'];

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/AssetLevel/GetAllAssetLevels',
      summary: 'The asset levels an asset type is at (Part, Equipment, System)',
      permission: 'signed-in',
      response: assetLevelListSchema,
      handler: async () => ({ assetLevels: ASSET_LEVELS.map((l) => ({ ...l })) }),
    },
    tags,
  );

  defineCrudRoutes(app, {
    path: 'AssetType',
    tags,
    response: assetTypeSchema,
    get: getAssetType,
    notFound: SERVER_MESSAGES.assetTypeNotFound,
    list: {
      method: 'GET',
      url: '/AssetType/GetAllAssetTypes',
      summary: 'All asset types of the organisation, with how many assets each has',
      permission: ['assetType.view', 'asset.view'],
      filter: organisationQuery,
      response: assetTypeListSchema,
      list: listAssetTypes,
    },
    byId: {
      url: '/AssetType/GetAssetTypeById',
      summary: 'One asset type',
      permission: ['assetType.view', 'asset.view'],
      id: { query: idQuery },
    },
    create: {
      summary: 'Create an asset type (organisation users only)',
      permission: 'assetType.create',
      body: assetTypeCreateSchema,
      create: createAssetType,
    },
    update: {
      summary: 'Update an asset type (send the version you edited)',
      permission: 'assetType.update',
      organisationOnly: true,
      body: assetTypeUpdateSchema,
      update: updateAssetType,
    },
    remove: {
      summary: 'Delete an asset type no asset is of',
      permission: 'assetType.delete',
      id: { body: deleteByIdBodySchema },
      organisationOnly: true,
      table: assetType,
      subject: (current) => `The asset type "${current.name}"`,
      references: assetsNaming(asset.assetTypeId),
    },
  });
}
