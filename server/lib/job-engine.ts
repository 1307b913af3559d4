import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, RawResult } from '../db/client';
import { runAsHolder } from '../db/database-hold';

/** The schema pg-boss keeps its queues in, beside the application's tables. */
const BOSS_SCHEMA = 'pgboss';
const COUNT_QUERY = /select\s+count\(\*\)/i;

export interface QueueDefinition {
  name: string;
  /**
   * 'short': at most one job of a singletonKey waits at a time (a second send of it is dropped), so repeated
   * wake-ups of the same work pile up as one.
   */
  policy: 'standard' | 'short';
  /** Jobs of this queue one process runs at once. */
  concurrency: number;
  /** A run taking longer than this is presumed lost and failed by pg-boss. */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  /** A cron expression: pg-boss queues the job on this schedule, once across all processes. */
  schedule?: string;
  handler: (data: Record<string, unknown>) => Promise<void>;
}

export interface JobEngine {
  start(): Promise<void>;
  /** Stops polling, waits for running handlers, and lets late bookkeeping queries finish. */
  stop(): Promise<void>;
  /** Queues a job and wakes this process's idle workers of the queue. */
  send(queue: string, data?: Record<string, unknown>, options?: { singletonKey?: string }): Promise<void>;
}

/**
 * pg-boss over whichever database the app runs on: its SQL goes through Database.executeSql, so the same
 * queue works on PGlite and on PostgreSQL. Queries are tracked so stop() can wait for pg-boss's
 * fire-and-forget completions before the database closes; after stop, late queries are dropped.
 */
export function trackedDb(database: Database) {
  const inFlight = new Set<Promise<RawResult>>();
  let closed = false;
  return {
    executeSql(text: string, values: unknown[]): Promise<RawResult> {
      // pg-boss completes and fails jobs without awaiting and reads the affected count from the answer.
      if (closed) return Promise.resolve({ rows: COUNT_QUERY.test(text) ? [{ count: '0' }] : [] });
      const query = database.executeSql(text, values);
      inFlight.add(query);
      void query.then(
        () => inFlight.delete(query),
        () => inFlight.delete(query),
      );
      return query;
    },
    async drain(): Promise<void> {
      closed = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}

export function createJobEngine(options: {
  database: Database;
  log: FastifyBaseLogger;
  queues: QueueDefinition[];
  /** Keep the cron schedules and pg-boss's maintenance in this process (default true). */
  scheduler?: boolean;
}): JobEngine {
  const { log, queues } = options;
  const scheduler = options.scheduler !== false;
  const db = trackedDb(options.database);
  function newBoss() {
    const instance = new PgBoss({
      db,
      schema: BOSS_SCHEMA,
      migrate: true,
      supervise: scheduler,
      schedule: scheduler,
    });
    instance.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
    return instance;
  }
  // pg-boss cannot be started again after a start that failed (it stays "starting"): a retry gets a new one.
  let boss = newBoss();
  const workers = new Map<string, string[]>();

  async function runHandler(queue: QueueDefinition, jobs: Array<PgBoss.Job<Record<string, unknown>>>) {
    for (const job of jobs) {
      try {
        // A job holds the database as its queue: on PGlite, past the hold limit it is stopped like a request.
        await runAsHolder({ label: `job ${queue.name}`, limited: true }, () => queue.handler(job.data ?? {}));
      } catch (error) {
        log.error({ err: error, queue: queue.name, job: job.id }, 'job failed');
        throw error;
      }
    }
  }

  return {
    async start() {
      try {
        await boss.start();
      } catch (error) {
        const failed = boss;
        boss = newBoss();
        await failed.stop({ graceful: false, wait: false, close: false }).catch(() => undefined);
        throw error;
      }
      // After a start that failed part way, the queues that already have their workers are left as they are.
      for (const queue of queues.filter((q) => !workers.has(q.name))) {
        await boss.createQueue(queue.name, {
          name: queue.name,
          policy: queue.policy,
          expireInSeconds: queue.expireInSeconds,
          retryLimit: 2,
          retryDelay: 5,
          retentionDays: 7,
        });
        if (queue.schedule && scheduler) await boss.schedule(queue.name, queue.schedule);
        const ids: string[] = [];
        for (let i = 0; i < queue.concurrency; i++) {
          ids.push(
            await boss.work<Record<string, unknown>>(
              queue.name,
              { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
              (jobs) => runHandler(queue, jobs),
            ),
          );
        }
        workers.set(queue.name, ids);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await db.drain();
    },
    async send(queue, data = {}, sendOptions = {}) {
      await boss.send(
        queue,
        data,
        sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {},
      );
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
  };
}
