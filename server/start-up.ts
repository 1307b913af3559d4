import type { AppConfig } from './config';
import type { Database } from './db/client';
import { connectDatabase, migrateDatabase } from './db/client';
import type { BootstrapResult } from './db/bootstrap';
import { bootstrapFirstOrganisation } from './db/bootstrap';
import { loadReferenceData } from './db/reference-data';
import { seedDemo } from './seed/demo';

/** Milliseconds each step of a start took, in order (printed with the ready line). */
export type StartTimings = Array<[step: string, ms: number]>;

/** Runs `work` and appends how long it took to `timings`. */
export async function timed<T>(timings: StartTimings, step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push([step, Math.round(performance.now() - started)]);
  }
}

/**
 * Everything before serving: open and migrate the database, load reference data, and on an empty
 * database create the first organisation and administrator (and the demo data unless SEED=none).
 */
export async function prepareDatabase(
  config: AppConfig,
  options: { timings?: StartTimings; poolSize?: number } = {},
): Promise<{ database: Database; bootstrap: BootstrapResult }> {
  const timings = options.timings ?? [];
  const database = await timed(timings, 'open', () =>
    connectDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      poolSize: options.poolSize,
      holdLimitMs: config.holdLimitMs,
    }),
  );
  await timed(timings, 'migrate', () => migrateDatabase(database));
  await timed(timings, 'reference data', () => loadReferenceData(database.db));
  const bootstrap = await timed(timings, 'bootstrap', () =>
    database.db.transaction((tx) =>
      bootstrapFirstOrganisation(tx, {
        organisationName: config.organisationName,
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
      }),
    ),
  );
  if (bootstrap.created && config.seed === 'demo') {
    await timed(timings, 'demo data', () =>
      seedDemo(database.db, bootstrap.organisationId, { dataDir: config.dataDir }),
    );
  }
  return { database, bootstrap };
}
