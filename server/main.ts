import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/tokens';
import { resolveVapidKeys } from './notifications/push-sender';
import type { AppConfig } from './config';
import { loadConfig } from './config';
import type { BootstrapResult } from './db/bootstrap';
import { connectDatabase } from './db/client';
import type { StartTimings } from './start-up';
import { prepareDatabase, timed } from './start-up';

/** Set by the primary for the one worker that keeps the job schedules. */
const SCHEDULER_ENV = 'FIELD_CONSOLE_SCHEDULER';
/** A worker that dies within this long of starting counts towards giving up (a crash loop, not bad luck). */
const QUICK_EXIT_MS = 10_000;
const MAX_QUICK_EXITS = 5;

/**
 * Starts the server. On PGlite, or with WORKERS=1, one process prepares the database and serves. On
 * PostgreSQL with WORKERS > 1, this primary process prepares the database once (migrations, reference data,
 * first organisation) and forks WORKERS processes that share the port (node:cluster) and each open their own
 * pool; it restarts a worker that dies and stops them all on SIGINT/SIGTERM.
 */
async function main() {
  const timings = startTimings();
  const config = loadConfig();
  if (cluster.isWorker) return runWorker(config);
  const workers = config.databaseUrl ? config.workers : 1;
  if (!config.databaseUrl && config.workersSet && config.workers > 1) {
    console.warn('WORKERS applies to PostgreSQL (DATABASE_URL) only: PGlite runs in one process.');
  }
  if (workers > 1) return runPrimary(config, workers, timings);
  return runSingle(config, timings);
}

async function runSingle(config: AppConfig, timings: StartTimings) {
  const { database, bootstrap } = await prepareDatabase(config, {
    timings,
    poolSize: config.databasePoolSize,
  });
  await consoleBuilt(timings);
  const app = await timed(timings, 'app', () => buildApp({ config, database, jobs: 'after-listen' }));
  app.addHook('onClose', async () => {
    await database.close();
  });
  handleSignals(app);
  await timed(timings, 'ready', async () => {
    await app.ready();
  });
  await timed(timings, 'listen', () => app.listen({ port: config.port, host: config.host }));
  announce(
    config,
    `${database.kind}, ${Math.round(performance.now())} ms: ${formatTimings(timings)}`,
    bootstrap,
  );
}

async function runWorker(config: AppConfig) {
  // The primary migrated and bootstrapped; a worker only connects.
  const database = await connectDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  const scheduler = process.env[SCHEDULER_ENV] === '1';
  const app = await buildApp({ config, database, jobs: 'after-listen', scheduler });
  app.addHook('onClose', async () => {
    await database.close();
  });
  handleSignals(app);
  await app.ready();
  await app.listen({ port: config.port, host: config.host });
}

async function runPrimary(config: AppConfig, count: number, timings: StartTimings) {
  const { database, bootstrap } = await prepareDatabase(config, { timings, poolSize: 2 });
  await database.close();
  await consoleBuilt(timings);
  // Created here once, so workers do not race to generate different secrets.
  resolveJwtSecret(config.jwtSecret, config.dataDir);
  resolveVapidKeys(config.push, config.dataDir);

  const started = performance.now();
  let stopping = false;
  let exitCode = 0;
  let quickExits = 0;
  const startedAt = new Map<Worker, number>();
  const schedulers = new Set<Worker>();
  const listening = new Set<Worker>();
  let announced = false;

  function fork(scheduler: boolean) {
    const worker = cluster.fork({ [SCHEDULER_ENV]: scheduler ? '1' : '0' });
    startedAt.set(worker, performance.now());
    if (scheduler) schedulers.add(worker);
    return worker;
  }

  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (announced || listening.size < count) return;
    announced = true;
    timings.push(['workers', Math.round(performance.now() - started)]);
    const ms = Math.round(performance.now());
    const summary = `postgres, ${count} workers, ${ms} ms: ${formatTimings(timings)}`;
    announce(config, summary, bootstrap);
  });
  cluster.on('exit', (worker, code, signal) => {
    const scheduler = schedulers.delete(worker);
    listening.delete(worker);
    const lived = performance.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits >= MAX_QUICK_EXITS) {
      console.error(
        `Workers keep stopping right after they start (last: ${signal ?? `exit code ${code}`}); giving up.`,
      );
      stopAll('SIGTERM', 1);
      return;
    }
    console.error(
      `Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`,
    );
    fork(scheduler);
  });

  function stopAll(signal: NodeJS.Signals, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill(signal);
    // Each worker gives itself 10 s to close; one that hangs longer is not waited for.
    const timer = setTimeout(() => process.exit(exitCode || 1), 15_000);
    timer.unref();
  }
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));

  for (let i = 0; i < count; i++) fork(i === 0);
}

function handleSignals(app: FastifyInstance) {
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Background jobs stop with the app, before the database closes (its onClose hook).
    await app.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Waits for the console build `npm start` left running beside the database's preparation (first start, or
 * after the console's sources changed; see server/cli/build.mjs), since the app serves what it built.
 */
async function consoleBuilt(timings: StartTimings): Promise<void> {
  const build = (globalThis as Record<symbol, Promise<void> | undefined>)[
    Symbol.for('field-console:console-build')
  ];
  if (build) await timed(timings, 'console build', () => build);
}

/** Building (when `npm start` rebuilt first: its BUILD_MARK) and loading the code are part of the start. */
function startTimings(): StartTimings {
  const build = performance.getEntriesByName('field-console:build')[0] as PerformanceMark | undefined;
  const buildMs = typeof build?.detail === 'number' ? Math.round(build.detail) : 0;
  const load: [string, number] = ['load', Math.round(performance.now()) - buildMs];
  return buildMs > 0 ? [['build', buildMs], load] : [load];
}

function formatTimings(timings: StartTimings): string {
  return timings.map(([step, ms]) => `${step} ${ms}`).join(', ');
}

function announce(config: AppConfig, summary: string, bootstrap: BootstrapResult) {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [`Field Console is ready at ${url} (${summary})`];
  if (bootstrap.created) {
    lines.push(`Administrator: ${bootstrap.adminEmail}`);
    lines.push(
      bootstrap.generatedPassword
        ? `Password: ${bootstrap.generatedPassword}   ` +
            '(generated; shown only this once, change it after signing in)'
        : 'Password: the ADMIN_PASSWORD you set',
    );
  }
  console.log(`\n  ${lines.join('\n  ')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
