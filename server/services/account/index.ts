import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { permissionGroupRoutes } from './permission-group-routes';
import { roleRoutes } from './role-routes';
import { userRoutes } from './user-routes';

/** The account service: /api/account/... */
export async function accountService(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(roleRoutes);
  await app.register(permissionGroupRoutes);
  await app.register(userRoutes);
}
