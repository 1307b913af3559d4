import type { FastifyInstance } from 'fastify';
import { organisationRoutes } from './organisation/routes';
import { referenceRoutes } from './reference/routes';
import { warehouseRoutes } from './warehouse/routes';
import { warehouseUserRoutes } from './warehouse-user/routes';

/** The organisation service: /api/organisation/... (organisations, reference data, warehouses and their users) */
export async function organisationService(app: FastifyInstance) {
  await app.register(referenceRoutes);
  await app.register(organisationRoutes);
  await app.register(warehouseRoutes);
  await app.register(warehouseUserRoutes);
}
