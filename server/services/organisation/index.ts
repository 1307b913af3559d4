import type { FastifyInstance } from 'fastify';
import { organisationRoutes } from './organisation/routes';
import { referenceRoutes } from './reference/routes';
import { warehouseRoutes } from './warehouse/routes';
import { warehouseUserRoutes } from './warehouse-user/routes';
import type { SheetTable } from '../file/index';
import { organisationExport, organisationImport } from './organisation/organisation.sheet';
import { warehouseExport, warehouseImport } from './warehouse/warehouse.sheet';

/** The organisation service: /api/organisation/... (organisations, reference data, warehouses and their users) */
export async function organisationService(app: FastifyInstance) {
  await app.register(referenceRoutes);
  await app.register(organisationRoutes);
  await app.register(warehouseRoutes);
  await app.register(warehouseUserRoutes);
}

/** The organisation service's imports and exports, registered with the file service by server/sheets.ts. */
export const organisationSheets: SheetTable = {
  organisation: { import: organisationImport, export: organisationExport },
  warehouse: { import: warehouseImport, export: warehouseExport },
};
