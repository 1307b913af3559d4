import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { finishOpenApiDocument } from '../lib/openapi-document';
import { openApiTransform } from '../lib/openapi-schema';

/**
 * The OpenAPI document of every route (`/api/docs/json`, `/api/docs/yaml`) and its viewer (`/api/docs`).
 * Calls send the access token as `Authorization: Bearer`; the public ones (sign-in, health) say `security: []`.
 * The one server is the one serving the document (relative `/`), wherever it is deployed.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Field Console API', version: '1.0.0' },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
    // Only the OpenAPI form is made here (no `swagger` option): its object is the one to finish.
    transformObject: (documents) => {
      if (!('openapiObject' in documents)) throw new Error('the API documents OpenAPI 3 only');
      const document = documents.openapiObject;
      return finishOpenApiDocument(
        document as Parameters<typeof finishOpenApiDocument>[0],
      ) as typeof document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
