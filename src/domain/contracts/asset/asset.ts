import type { z } from 'zod';
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
} from '../../assets';
import { camelQuery, deletedSchema } from '../../fields';
import { queue, read } from '../../offline-action-kit';
import { creates, deletes, edits, type RecordNoun } from '../../offline-record-actions';
import { defineContract, type ContractSpec } from '../kit';
import { idQuery } from './catalogue';

const service = 'asset' as const;
const ASSET: RecordNoun = {
  resource: 'asset',
  noun: 'asset',
  nameFields: ['code', 'serialNumber'],
  idAt: ['body.id', 'query.id'],
};

/** A write of one asset, answered with the asset as it now is. */
function assetWrite<const M extends 'POST' | 'PUT', B extends z.ZodType>(
  spec: Pick<
    ContractSpec<'asset', M, undefined, undefined, B, typeof assetSchema>,
    'method' | 'path' | 'summary' | 'permission' | 'body' | 'offline'
  >,
) {
  return defineContract<typeof service, M, typeof assetSchema, undefined, undefined, B>({
    service,
    ...spec,
    response: assetSchema,
  });
}

export const getAllAssets = defineContract({
  service,
  method: 'POST',
  path: 'Asset/GetAllAssets',
  summary:
    'Assets, paged, filtered by type, status and storage place, searched on code, serial number and barcode',
  permission: 'asset.view',
  body: assetListQuerySchema,
  response: assetListSchema,
  offline: read,
});

export const getAssetById = defineContract({
  service,
  method: 'GET',
  path: 'Asset/GetAssetById',
  summary: 'One asset with its current place',
  permission: 'asset.view',
  query: idQuery,
  response: assetSchema,
  offline: read,
});

export const createAsset = assetWrite({
  method: 'POST',
  path: 'Asset',
  summary: 'Register a new asset in a warehouse (status New; organisation users only)',
  permission: 'asset.create',
  body: assetCreateSchema,
  offline: queue(creates(ASSET)),
});

export const updateAsset = assetWrite({
  method: 'PUT',
  path: 'Asset',
  summary: 'Update an asset’s details (its place changes only through UpdateAssetLocation)',
  permission: 'asset.update',
  body: assetUpdateSchema,
  offline: queue(edits(ASSET)),
});

export const updateAssetImages = assetWrite({
  method: 'PUT',
  path: 'Asset/UpdateAssetImages',
  summary: 'Replace an asset’s photos (images uploaded through the document service)',
  permission: 'asset.update',
  body: assetImagesSchema,
  offline: queue(edits(ASSET, 'Change the photos of', 'editImages')),
});

export const searchAssets = defineContract({
  service,
  method: 'POST',
  path: 'Asset/SearchAsset',
  summary:
    'Asset typeahead on code, serial number and barcode; an exact barcode or serial number comes first',
  permission: 'asset.view',
  body: assetSearchQuerySchema,
  response: assetSearchSchema,
  offline: read,
});

export const deleteAsset = defineContract({
  service,
  method: 'DELETE',
  path: 'Asset',
  summary: 'Delete an asset registered by mistake: one that has not moved since it was created',
  permission: 'asset.delete',
  query: idQuery,
  response: deletedSchema,
  offline: queue(deletes(ASSET)),
});

export const updateAssetLocation = assetWrite({
  method: 'POST',
  path: 'Asset/UpdateAssetLocation',
  summary:
    'Move an asset (issue, install, remove from the field, return, transfer); writes the history row with it',
  permission: 'asset.changeLocation',
  body: assetLocationUpdateSchema,
  offline: queue(edits({ ...ASSET, idAt: ['body.assetId'] }, 'Move', 'move')),
});

export const getAssetStatusHistory = defineContract({
  service,
  method: 'GET',
  path: 'Asset/GetAssetStatusHistory',
  summary: 'One asset’s movements, oldest first; without assetId, the latest movements of the organisation',
  permission: 'asset.view',
  query: camelQuery(assetHistoryQuerySchema),
  response: assetHistorySchema,
  offline: read,
});
