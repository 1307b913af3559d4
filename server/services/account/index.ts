import type { FastifyInstance } from 'fastify';
import { accessGrantRoutes } from './access-grant/routes';
import { adminUserRoutes } from './admin-user/routes';
import { authRoutes } from './auth/routes';
import { crewRoutes } from './crew/routes';
import { notificationRoutes } from './notification/routes';
import { notificationSettingRoutes } from './notification/setting-routes';
import { pushRoutes } from './notification/push-routes';
import { permissionGroupRoutes } from './role/permission-group-routes';
import { profileRoutes } from './profile/routes';
import { roleRoutes } from './role/routes';
import { userRoutes } from './user/routes';
import { vendorRoutes } from './vendor/routes';
import { workforceRoutes } from './workforce/routes';
import type { SheetTable } from '../file/index';
import { crewImport } from './crew/crew.sheet';
import { vendorImport } from './vendor/vendor.sheet';
import { workforceImport } from './workforce/workforce.sheet';

/** The account service: /api/account/... */
export async function accountService(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(roleRoutes);
  await app.register(permissionGroupRoutes);
  await app.register(userRoutes);
  await app.register(adminUserRoutes);
  await app.register(profileRoutes);
  await app.register(vendorRoutes);
  await app.register(crewRoutes);
  await app.register(workforceRoutes);
  await app.register(accessGrantRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationSettingRoutes);
  await app.register(pushRoutes);
}

/** The account service's imports, registered with the file service by the composition root (server/sheets.ts). */
export const accountSheets: SheetTable = {
  crew: { import: crewImport },
  vendor: { import: vendorImport },
  workforce: { import: workforceImport },
};

// What other services use.
export { queuePasswordInvitation } from './auth/password-notice';
