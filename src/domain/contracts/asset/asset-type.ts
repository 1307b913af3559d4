import {
  assetLevelListSchema,
  assetTypeCreateSchema,
  assetTypeListSchema,
  assetTypeSchema,
  assetTypeUpdateSchema,
  deleteByIdBodySchema,
} from '../../asset-types';
import { read } from '../../offline-action-kit';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';
import { byBody, idQuery, organisationQuery } from './catalogue';

const service = 'asset';
const VIEW = ['assetType.view', 'asset.view'] as const;

export const getAllAssetLevels = defineContract({
  service,
  method: 'GET',
  path: 'AssetLevel/GetAllAssetLevels',
  tags: ['AssetType'],
  summary: 'The asset levels an asset type is at (Part, Equipment, System)',
  permission: 'signed-in',
  response: assetLevelListSchema,
  offline: read,
});

export const getAllAssetTypes = defineContract({
  service,
  method: 'GET',
  path: 'AssetType/GetAllAssetTypes',
  summary: 'All asset types of the organisation, with how many assets each has',
  permission: VIEW,
  query: organisationQuery,
  response: assetTypeListSchema,
  offline: read,
});

export const getAssetTypeById = defineContract({
  service,
  method: 'GET',
  path: 'AssetType/GetAssetTypeById',
  summary: 'One asset type',
  permission: VIEW,
  query: idQuery,
  response: assetTypeSchema,
  offline: read,
});

export const {
  create: createAssetType,
  update: updateAssetType,
  remove: deleteAssetType,
} = recordWriteContracts({
  service,
  path: 'AssetType',
  noun: byBody('assetType', 'asset type'),
  response: assetTypeSchema,
  deleteBody: deleteByIdBodySchema,
  create: {
    summary: 'Create an asset type (organisation users only)',
    permission: 'assetType.create',
    body: assetTypeCreateSchema,
  },
  update: {
    summary: 'Update an asset type (send the version you edited)',
    permission: 'assetType.update',
    body: assetTypeUpdateSchema,
  },
  remove: { summary: 'Delete an asset type no asset is of', permission: 'assetType.delete' },
});
