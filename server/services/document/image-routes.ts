import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getImage, uploadImage } from '../../../src/domain/contracts/document/index';
import { IMAGE_TYPE, imagePath } from '../../../src/domain/images';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import { withScope } from '../../db/client';
import { image } from '../../db/schema/index';
import { newId } from '../../crypto';
import { errorResponses, READ_ERRORS } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { binaryResponse } from '../../lib/openapi-schema';
import { asCaller, describePermission } from '../../lib/route-guard';
import { contractPermission, contractUrl, defineRoute } from '../../lib/route';
import { receiveUpload, takeUpload } from './image-upload';
import { IMAGE_CONTENT_TYPES } from './image-content';
import { removeImageFile, saveImageFile, storedFile } from './image-storage';

/** POST Image stores an uploaded picture; GET Image/:id serves it back to the same organisation. */
export async function imageRoutes(app: FastifyInstance) {
  app.addHook('preHandler', receiveUpload);

  defineRoute(app, uploadImage, {
    topLevel: (data) => (data.imageUrl ? { imageUrl: data.imageUrl } : {}),
    handler: async ({ tx, auth, request }) => {
      const upload = takeUpload(request);
      const id = newId();
      const storagePath = await saveImageFile(
        app.config.dataDir,
        auth.organisationId,
        id,
        upload.format.extension,
        upload.content,
      );
      try {
        await tx.insert(image).values({
          organisationId: auth.organisationId,
          id,
          kind: upload.kind,
          contentType: upload.format.contentType,
          size: upload.content.length,
          storagePath,
          originalName: upload.fileName.slice(0, 255),
          createdBy: auth.userId,
          updatedBy: auth.userId,
        });
      } catch (error) {
        await removeImageFile(app.config.dataDir, storagePath);
        throw error;
      }
      return upload.kind === IMAGE_TYPE.user ? { id, imageUrl: imagePath(id) } : { id, url: imagePath(id) };
    },
  });

  // The picture itself, not the data envelope: streamed with headers that let the browser keep it.
  const permission = contractPermission(getImage);
  app.route({
    method: getImage.method,
    url: contractUrl(getImage),
    schema: {
      summary: getImage.summary,
      description: describePermission(permission),
      tags: [...getImage.tags],
      security: [{ bearerAuth: [] }],
      params: getImage.params,
      response: {
        200: binaryResponse('The picture', IMAGE_CONTENT_TYPES),
        ...errorResponses(READ_ERRORS),
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      const [found] = await asCaller(request, permission, (auth) =>
        withScope(app.db, auth, (tx) => tx.select().from(image).where(eq(image.id, id))),
      );
      if (!found) throw notFound(SERVER_MESSAGES.imageNotFound);
      const file = storedFile(app.config.dataDir, found.storagePath);
      if (!fs.existsSync(file)) throw notFound(SERVER_MESSAGES.imageNotFound);
      return reply
        .type(found.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-length', found.size)
        .send(fs.createReadStream(file));
    },
  });
}
