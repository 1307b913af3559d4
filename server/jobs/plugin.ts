import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newId } from '../crypto';
import { createFileJobRunner } from '../services/file/processing/file-job-runner';
import { voidAllLeases } from '../services/file/processing/lease';
import { takePendingJobs } from '../lib/after-response';
import type { JobEngine } from '../lib/job-engine';
import { createJobEngine } from '../lib/job-engine';
import { deliverUnleasedFileJobs, fileJobQueues } from '../services/file/processing/file-job-queue';
import { backupQueue } from './backup';
import { MAINTENANCE_QUEUE, maintenanceQueue } from './maintenance';
import { NOTIFICATION_MAIL_QUEUE, notificationMailQueue } from './notification-mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job engine (pg-boss on the app's database): imports, exports, mail, housekeeping. */
    jobs: JobEngine;
  }
}

export interface JobsPluginOptions {
  /**
   * Run the engine with the app: true starts it when the app is ready (tests, scripts); 'after-listen'
   * once the server listens, so a start answers requests without waiting for it; false: jobs are queued in
   * the database but nothing here runs them.
   */
  start: boolean | 'after-listen';
  /**
   * This process keeps the schedules and pg-boss's housekeeping (default true). Several processes on one
   * database (WORKERS) each run jobs, but only one of them needs to watch the clock.
   */
  scheduler?: boolean;
}

/** Waits before the next try to start the engine: 5 s, doubling up to a minute. */
export const START_RETRY_SECONDS = [5, 10, 20, 40, 60];

/**
 * Runs `start` until it succeeds or `signal` aborts, waiting between tries: a server that came up while its
 * database was not ready (or was too busy to answer in time) still gets its background jobs once it is.
 */
export async function startWithRetries(
  start: () => Promise<void>,
  signal: AbortSignal,
  onFailure: (error: unknown, retryInSeconds: number) => void,
  retrySeconds: readonly number[] = START_RETRY_SECONDS,
): Promise<void> {
  for (let attempt = 0; !signal.aborted; attempt++) {
    try {
      await start();
      return;
    } catch (error) {
      if (signal.aborted) return;
      const seconds = retrySeconds[Math.min(attempt, retrySeconds.length - 1)]!;
      onFailure(error, seconds);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, seconds * 1000);
        function done() {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          resolve();
        }
        signal.addEventListener('abort', done);
      });
    }
  }
}

/**
 * The one home of background work. The engine starts when the app is ready and stops when it closes,
 * before the database does: running file jobs are asked to stop after their current batch and are resumed
 * later, here or by another process.
 */
async function jobsPlugin(app: FastifyInstance, options: JobsPluginOptions) {
  const baseUrl = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  // Late-bound: the queues' handlers send jobs through the engine they belong to.
  const sender: Pick<JobEngine, 'send'> = {
    send: (queue, data, sendOptions) => engine.send(queue, data, sendOptions),
  };
  const runner = createFileJobRunner({
    db: app.db,
    dataDir: app.config.dataDir,
    owner: newId(),
    log: app.log,
    onFinished: () => sender.send(NOTIFICATION_MAIL_QUEUE),
  });
  const scheduler = options.scheduler !== false;
  const engine = createJobEngine({
    database: app.database,
    log: app.log,
    scheduler,
    queues: [
      maintenanceQueue(app.db, app.log),
      notificationMailQueue(app.db, app.mail, baseUrl, app.push, app.log),
      ...fileJobQueues(runner, sender, app.config.jobConcurrency),
      // Scheduled backups only where BACKUP_DIR says where they go.
      ...(app.config.backup.dir
        ? [backupQueue(app.config, app.database, app.log, () => sender.send(NOTIFICATION_MAIL_QUEUE))]
        : []),
    ],
  });
  app.decorate('jobs', engine);
  if (!options.start) return;

  app.addHook('onResponse', async (request, reply) => {
    const jobs = takePendingJobs(request);
    if (reply.statusCode !== 200) return;
    for (const job of jobs) {
      engine
        .send(job.queue, job.data, job.singletonKey ? { singletonKey: job.singletonKey } : {})
        .catch((error: unknown) =>
          app.log.error({ err: error, queue: job.queue }, 'could not queue a job; its sweep will'),
        );
    }
  });
  async function startJobs() {
    if (app.database.kind === 'pglite') await voidAllLeases(app.db);
    await engine.start();
    if (!scheduler) return;
    // Housekeeping also runs once at start, as it did before it was a job (short-lived processes too).
    await engine.send(MAINTENANCE_QUEUE);
    await deliverUnleasedFileJobs(runner, engine);
  }
  let starting: Promise<void> | undefined;
  const closing = new AbortController();
  if (options.start === 'after-listen') {
    // Not awaited: the server answers while the engine starts (a job sent meanwhile waits in its queue).
    app.addHook('onListen', async () => {
      starting = startWithRetries(startJobs, closing.signal, (error, seconds) =>
        app.log.error({ err: error }, `background jobs did not start; trying again in ${seconds} s`),
      );
    });
  } else {
    app.addHook('onReady', async () => {
      starting = startJobs();
      await starting;
    });
  }
  app.addHook('preClose', async () => {
    closing.abort();
    runner.interrupt();
    await starting?.catch(() => undefined);
    await engine.stop();
  });
}

export const jobs = fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
