import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientConfigSchema } from '../../src/domain/client-config';
import type { AppConfig } from '../config';

/**
 * GET /api/config: what the console needs from the server's configuration before anyone signs in (the map
 * tile address of MAP_TILE_URL). Nothing secret belongs here: the answer is public.
 */
export async function clientConfigRoutes(app: FastifyInstance, options: { config: AppConfig }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config',
    {
      schema: {
        tags: ['Health'],
        security: [],
        summary: 'Public console configuration',
        response: { 200: z.object({ data: clientConfigSchema }) },
      },
    },
    async () => ({ data: { mapTileUrl: options.config.mapTileUrl } }),
  );
}
