import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseStatus } from '../db/database-hold';

/** How long readiness waits for the database to take a query before it answers "not ready". */
export const READY_TIMEOUT_MS = 1000;

const databaseState = z.enum(['ready', 'busy', 'restarting', 'unavailable']);

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string(),
  /** Whether the database takes work now; `databaseState` says why not. */
  ready: z.boolean(),
  databaseState,
  /** While busy: whose work holds the built-in database (a route or a job) and for how long. */
  heldBy: z.string().optional(),
  heldMs: z.number().optional(),
  time: z.string(),
});

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref());
}

/**
 * GET /api/health is liveness: the server answers at once, whatever the database is doing, and says whether
 * the database is ready (the console's connectivity probe uses it: a busy database is not an unreachable
 * server). GET /api/health/ready is readiness, for load balancers: 200 when the database takes a query within
 * a second, 503 when it is busy (the built-in database held by one long piece of work), reopening, or gone.
 */
export async function healthRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = (status: DatabaseStatus) => ({
    database: app.database.kind,
    ready: status.state === 'ready',
    databaseState: status.state,
    ...(status.holder ? { heldBy: status.holder, heldMs: status.heldMs } : {}),
    time: new Date().toISOString(),
  });

  typed.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        security: [],
        summary: 'Liveness: the server answers; says whether the database is ready, without waiting for it',
        response: { 200: z.object({ data: healthSchema }) },
      },
    },
    async () => ({ data: { status: 'ok' as const, ...answer(app.database.status()) } }),
  );

  typed.get(
    '/health/ready',
    {
      schema: {
        tags: ['Health'],
        security: [],
        summary: 'Readiness: 200 when the database takes a query within a second, else 503 with the reason',
        response: { 200: z.object({ data: healthSchema }), 503: z.object({ data: healthSchema }) },
      },
    },
    async (_request, reply) => {
      const status = app.database.status();
      // A held built-in database would queue the check behind the hold: its state is the answer. One that is
      // reopening takes the check within the second.
      if (status.state === 'busy' || status.state === 'unavailable') {
        return reply.code(503).send({ data: { status: 'unavailable' as const, ...answer(status) } });
      }
      try {
        await Promise.race([app.db.execute(sql`select 1`), timeout(READY_TIMEOUT_MS)]);
        return { data: { status: 'ok' as const, ...answer(status) } };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        const now = app.database.status();
        const state = now.state === 'ready' ? { state: 'unavailable' as const } : now;
        return reply.code(503).send({ data: { status: 'unavailable' as const, ...answer(state) } });
      }
    },
  );
}
