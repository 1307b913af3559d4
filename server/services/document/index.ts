import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { queueExportFile } from '../../../src/domain/contracts/document/index';
import { IMAGE_MAX_BYTES } from '../../../src/domain/images';
import { defineQueueExportRoute } from '../file/index';
import { imageRoutes } from './image-routes';

/** The document service: /api/document/... */
export async function documentService(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1 },
    throwFileSizeLimit: true,
  });
  await app.register(imageRoutes);
  defineQueueExportRoute(app, queueExportFile);
}

// What other services use.
export { storeDataUrlImage } from './image-data-url';
export { removeOrganisationUploads } from './image-storage';
