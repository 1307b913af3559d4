import { loadConfig } from '../server/config';
import pg from 'pg';

/** A database of the bench's own on the server; `reuse` keeps it (seeded once) for later runs. */
export async function benchDatabase(url: string, name: string, reuse: boolean) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      return await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  const exists = (await run(`select 1 from pg_database where datname = '${name}'`)).rowCount === 1;
  if (!(reuse && exists)) {
    await run(`drop database if exists ${name} with (force)`);
    await run(`create database ${name}`);
  }
  return {
    url: target.toString(),
    seeded: reuse && exists,
    drop: () =>
      reuse ? Promise.resolve() : run(`drop database if exists ${name} with (force)`).then(() => {}),
  };
}

/**
 * Samples of `run` after `warmUps` unmeasured runs: `runs` of them, or at least 5 when a slow case would take
 * over a minute.
 */
export async function time(run: () => Promise<unknown>, runs: number, warmUps = 3): Promise<number[]> {
  for (let i = 0; i < warmUps; i++) await run();
  const samples: number[] = [];
  const began = performance.now();
  while (samples.length < runs && (samples.length < 5 || performance.now() - began < 60_000)) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The signing secret of every benchmark's server (the same in every process of a clustered one). */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** The administrator every benchmark signs in as. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'Bench-admin-pass-1' };

/** The PostgreSQL server's address, which bench/run.ts (through tests/support/with-postgres.ts) sets. */
export function benchServerUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run through tests/support/with-postgres.ts');
  return url;
}

/** A whole number of at least 1 from the environment variable `name`, or `fallback`. */
export function benchCount(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

/**
 * The app's configuration for a benchmark: the demo organisation on `databaseUrl` (PGlite in `dataDir` when
 * undefined), quiet, with BENCH_ADMIN.
 */
export function benchConfig(
  databaseUrl: string | undefined,
  dataDir: string,
  extra: Record<string, string> = {},
) {
  return loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    SEED: 'demo',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'silent',
    JWT_SECRET: BENCH_JWT_SECRET,
    ...extra,
  });
}
