import type { FastifyInstance } from 'fastify';
import { organisationRoutes } from './organisation-routes';
import { referenceRoutes } from './reference-routes';

/** The organisation service: /api/organisation/... */
export async function organisationService(app: FastifyInstance) {
  await app.register(referenceRoutes);
  await app.register(organisationRoutes);
}
