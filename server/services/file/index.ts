import type { FastifyInstance } from 'fastify';
import { fileDownloadRoutes } from './file-download-routes';
import { fileJobRoutes } from './file-job-routes';

/**
 * The file service: /api/file/... Imports themselves are called on their area's service (Crew/Import on
 * /api/account, ...) through defineImportRoute; exports also through defineExportRoute.
 */
export async function fileService(app: FastifyInstance) {
  await app.register(fileJobRoutes);
  await app.register(fileDownloadRoutes);
}
