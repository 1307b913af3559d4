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
