import type { FastifyInstance } from 'fastify';
import { assetRoutes } from './asset/routes';
import { assetTypeRoutes } from './asset-type/routes';
import { partyRoutes } from './party/routes';
import { stockReportRoutes } from './stock-report/routes';

/** The asset service: /api/asset/... (asset levels and types, manufacturers, suppliers, assets, stock reports). */
export async function assetService(app: FastifyInstance) {
  await app.register(assetTypeRoutes);
  await app.register(partyRoutes('manufacturer'));
  await app.register(partyRoutes('supplier'));
  await app.register(assetRoutes);
  await app.register(stockReportRoutes);
}

// What other services use.
export { assetPlaceReferences } from './references';
