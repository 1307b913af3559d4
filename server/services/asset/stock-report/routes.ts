import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/asset/index';
import { defineRoute } from '../../../lib/route';
import { assetsStockReport, crewStockReport, vendorStockReport } from './queries';

/** Stock reports: row-level security limits a vendor user to its own vendor and crews. */
export async function stockReportRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAssetsStockReport, { handler: ({ tx }) => assetsStockReport(tx) });

  defineRoute(app, contracts.getVendorStockReport, {
    handler: ({ tx, query }) => vendorStockReport(tx, query.vendorId),
  });

  defineRoute(app, contracts.getCrewStockReport, {
    handler: ({ tx, query }) => crewStockReport(tx, query.crewId),
  });
}
