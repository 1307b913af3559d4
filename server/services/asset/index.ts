import type { FastifyInstance } from 'fastify';
import { assetRoutes } from './asset/routes';
import { catalogueRoutes } from './asset-type/routes';
import { stockReportRoutes } from './stock-report/routes';

/** The asset service: /api/asset/... (asset levels and types, manufacturers, suppliers, assets, stock reports). */
export async function assetService(app: FastifyInstance) {
  await app.register(catalogueRoutes);
  await app.register(assetRoutes);
  await app.register(stockReportRoutes);
}
