import type { FastifyInstance } from 'fastify';
import { referenceRoutes } from './reference-routes';

/** The organisation service: /api/organisation/... */
export async function organisationService(app: FastifyInstance) {
  await app.register(referenceRoutes);
}
