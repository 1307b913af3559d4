import { queue, read, type OfflineRoute } from '../offline-action-kit';
import { crud, edits, type RecordNoun } from '../offline-record-actions';

/** Catalogue records name their record in the body (`{ id, ... }`), assets in `?id` for a delete. */
const byBody = (resource: string, noun: string): RecordNoun => ({
  resource,
  noun,
  idAt: ['body.id', 'query.id'],
});
const ASSET: RecordNoun = {
  resource: 'asset',
  noun: 'asset',
  nameFields: ['code', 'serialNumber'],
  idAt: ['body.id', 'query.id'],
};

export const ASSET_ROUTES: Record<string, OfflineRoute> = {
  'GET AssetLevel/GetAllAssetLevels': read,
  'GET AssetType/GetAllAssetTypes': read,
  'GET AssetType/GetAssetTypeById': read,
  ...crud('AssetType', byBody('assetType', 'asset type')),
  'GET Manufacturer/GetAllManufacturers': read,
  'GET Manufacturer/GetById': read,
  ...crud('Manufacturer', byBody('manufacturer', 'manufacturer')),
  'GET Supplier/GetAllSuppliers': read,
  'GET Supplier/GetById': read,
  ...crud('Supplier', byBody('supplier', 'supplier')),
  'POST Asset/GetAllAssets': read,
  'POST Asset/SearchAsset': read,
  'GET Asset/GetAssetById': read,
  'GET Asset/GetAssetStatusHistory': read,
  'GET Asset/GetDashboardAssetsStockReport': read,
  'GET Asset/GetDashboardVendorAssetsStockReport': read,
  'GET Asset/GetDashboardCrewAssetsStockReport': read,
  ...crud('Asset', ASSET),
  'PUT Asset/UpdateAssetImages': queue(edits(ASSET, 'Change the photos of', 'editImages')),
  'POST Asset/UpdateAssetLocation': queue(edits({ ...ASSET, idAt: ['body.assetId'] }, 'Move', 'move')),
};

const TEMPLATE: RecordNoun = { resource: 'activityTemplate', noun: 'activity template' };
const WORKFLOW: RecordNoun = { resource: 'workflow', noun: 'workflow' };

export const WORKFLOW_ROUTES: Record<string, OfflineRoute> = {
  'GET ActivityType/GetAllActivityTypes': read,
  'GET WorkFlow/GetTemplateActivityByActivityTypeId': read,
  'POST ActivityTemplate/GetAll': read,
  'GET ActivityTemplate/GetById': read,
  ...crud('ActivityTemplate', TEMPLATE),
  'POST WorkFlow/GetAllWorkFlowsForOrganisation': read,
  'GET WorkFlow/GetWorkFlowById': read,
  'GET WorkFlow/GetWorkActivities': read,
  ...crud('WorkFlow', WORKFLOW),
  'PUT WorkFlow/UpdateWorkActivities': queue(edits(WORKFLOW, 'Publish new activities of', 'publish')),
};
