import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string(),
  time: z.string(),
});

/** GET /api/health: 200 when the database answers, 503 when it does not (for load balancers). */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ data: healthSchema }), 503: z.object({ data: healthSchema }) },
      },
    },
    async (_request, reply) => {
      const time = new Date().toISOString();
      try {
        await app.db.execute(sql`select 1`);
        return { data: { status: 'ok' as const, database: app.database.kind, time } };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply
          .code(503)
          .send({ data: { status: 'unavailable' as const, database: app.database.kind, time } });
      }
    },
  );
}
