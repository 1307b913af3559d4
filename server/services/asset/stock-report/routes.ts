import type { FastifyInstance } from 'fastify';
import {
  assetsStockReportSchema,
  crewStockReportQuerySchema,
  crewStockReportSchema,
  stockReportQuerySchema,
  vendorStockReportQuerySchema,
  vendorStockReportSchema,
} from '../../../../src/domain/asset-stock-reports';
import { camelQuery } from '../../../../src/domain/fields';
import { defineRoute } from '../../../lib/route';
import { assetsStockReport, crewStockReport, vendorStockReport } from './queries';

const tags = ['Asset stock reports'];

/** Stock reports: row-level security limits a vendor user to its own vendor and crews. */
export async function stockReportRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Asset/GetDashboardAssetsStockReport',
      summary: 'Assets per asset type in warehouses, vendors, crews and the field, with totals',
      permission: 'asset.view',
      query: camelQuery(stockReportQuerySchema),
      response: assetsStockReportSchema,
      handler: ({ tx }) => assetsStockReport(tx),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Asset/GetDashboardVendorAssetsStockReport',
      summary: 'Assets in vendor storage per vendor and asset type (optionally one vendor)',
      permission: 'asset.view',
      query: camelQuery(vendorStockReportQuerySchema),
      response: vendorStockReportSchema,
      handler: ({ tx, query }) => vendorStockReport(tx, query.vendorId),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Asset/GetDashboardCrewAssetsStockReport',
      summary: 'Assets in crew storage per crew and asset type (optionally one crew)',
      permission: 'asset.view',
      query: camelQuery(crewStockReportQuerySchema),
      response: crewStockReportSchema,
      handler: ({ tx, query }) => crewStockReport(tx, query.crewId),
    },
    tags,
  );
}
