import {
  assetsStockReportSchema,
  crewStockReportQuerySchema,
  crewStockReportSchema,
  stockReportQuerySchema,
  vendorStockReportQuerySchema,
  vendorStockReportSchema,
} from '../../asset-stock-reports';
import { camelQuery } from '../../fields';
import { read } from '../../offline-action-kit';
import { defineContract } from '../kit';

const service = 'asset';
// Row-level security limits a vendor user to its own vendor and crews.
const tags = ['Asset stock reports'];

export const getAssetsStockReport = defineContract({
  service,
  method: 'GET',
  path: 'Asset/GetDashboardAssetsStockReport',
  tags,
  summary: 'Assets per asset type in warehouses, vendors, crews and the field, with totals',
  permission: 'asset.view',
  query: camelQuery(stockReportQuerySchema),
  response: assetsStockReportSchema,
  offline: read,
});

export const getVendorStockReport = defineContract({
  service,
  method: 'GET',
  path: 'Asset/GetDashboardVendorAssetsStockReport',
  tags,
  summary: 'Assets in vendor storage per vendor and asset type (optionally one vendor)',
  permission: 'asset.view',
  query: camelQuery(vendorStockReportQuerySchema),
  response: vendorStockReportSchema,
  offline: read,
});

export const getCrewStockReport = defineContract({
  service,
  method: 'GET',
  path: 'Asset/GetDashboardCrewAssetsStockReport',
  tags,
  summary: 'Assets in crew storage per crew and asset type (optionally one crew)',
  permission: 'asset.view',
  query: camelQuery(crewStockReportQuerySchema),
  response: crewStockReportSchema,
  offline: read,
});
