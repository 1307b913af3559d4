/**
 * `npm run bench -- load`: the server as `npm start` runs it under concurrent load, on loopback. In a database
 * of its own on PostgreSQL (BENCH_WORK_ORDERS orders, a million by default; shared with the work-orders bench,
 * so BENCH_REUSE=1 seeds once) and on PGlite (BENCH_PGLITE_ORDERS, 100,000 by default): the work-order list
 * alone, a mix of list pages, reads by id and creates, and sign-ins, each at 10, 50 and 200 connections
 * (BENCH_LOAD_CONNECTIONS) for BENCH_LOAD_SECONDS (10) seconds; PGlite, PostgreSQL with one process and with
 * WORKERS processes (the cores by default); beside the same list query run directly on a pool (the ceiling);
 * then the mix at 50 connections for BENCH_SOAK_SECONDS (300; 0 skips it) while the server's memory is sampled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workOrderListQuerySchema } from '../src/domain/workorders';
import {
  BENCH_ADMIN,
  BENCH_JWT_SECRET,
  benchConfig,
  benchCount,
  benchDatabase,
  benchServerUrl,
} from './bench-db';
import { loadLookups, seedOnce } from './load-data';
import type { LoadFigures, LoadKind, LoadLookups } from './load-runs';
import { directList, hammer, requestsFor } from './load-runs';
import { signIn, startServer } from './load-server';
import { soak } from './load-soak';

const KINDS: LoadKind[] = ['list', 'mix', 'sign-in'];
const P99_TARGET_MS = 250;

interface Row extends LoadFigures {
  setup: string;
  kind: string;
  connections: number;
}

function printRows(rows: Row[]) {
  console.log(
    `\n${'setup'.padEnd(22)} ${'load'.padEnd(8)} conns    req/s   p50 ms   p99 ms  errors  requests`,
  );
  for (const r of rows) {
    console.log(
      `${r.setup.padEnd(22)} ${r.kind.padEnd(8)} ${String(r.connections).padStart(5)} ${r.rps
        .toFixed(0)
        .padStart(8)} ${r.p50.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)} ${String(
        r.errors,
      ).padStart(7)} ${String(r.requests).padStart(9)}`,
    );
  }
}

async function loadServer(
  setup: string,
  env: Record<string, string>,
  lookups: Omit<LoadLookups, 'token'>,
  levels: number[],
  seconds: number,
): Promise<Row[]> {
  const server = await startServer({ JWT_SECRET: BENCH_JWT_SECRET, SEED: 'none', ...env });
  const rows: Row[] = [];
  try {
    for (const kind of KINDS) {
      for (const connections of levels) {
        const token = await signIn(server.port, BENCH_ADMIN);
        const figures = await hammer(
          server.port,
          requestsFor(kind, { ...lookups, token }),
          connections,
          seconds,
        );
        rows.push({ setup, kind, connections, ...figures });
        console.log(
          `  ${setup}, ${kind} at ${connections}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

export async function benchLoad(): Promise<boolean> {
  const levels = (process.env.BENCH_LOAD_CONNECTIONS ?? '10,50,200').split(',').map(Number);
  const seconds = benchCount('BENCH_LOAD_SECONDS', 10);
  const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
  const total = benchCount('BENCH_WORK_ORDERS', 1_000_000);
  const pgliteTotal = benchCount('BENCH_PGLITE_ORDERS', 100_000);
  const workers = benchCount('BENCH_WORKERS', os.availableParallelism());
  const benchDb = await benchDatabase(
    benchServerUrl(),
    `bench_work_orders_${total}`,
    process.env.BENCH_REUSE === '1',
  );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const pgliteDir = path.join(work, 'pglite');
  try {
    const pgConfig = benchConfig(benchDb.url, path.join(work, 'pg'));
    const pgLookups = await seedOnce(pgConfig, total, benchDb.seeded);
    const pgliteLookups = await seedOnce(benchConfig(undefined, pgliteDir), pgliteTotal, false);

    const rows: Row[] = [];
    rows.push(...(await loadServer('PGlite', { DATA_DIR: pgliteDir }, pgliteLookups, levels, seconds)));
    const pgEnv = { DATABASE_URL: benchDb.url, DATA_DIR: pgConfig.dataDir };
    rows.push(
      ...(await loadServer('PostgreSQL, 1 process', { ...pgEnv, WORKERS: '1' }, pgLookups, levels, seconds)),
    );
    const clustered = `PostgreSQL, ${workers} processes`;
    rows.push(
      ...(await loadServer(clustered, { ...pgEnv, WORKERS: String(workers) }, pgLookups, levels, seconds)),
    );
    const scope = { organisationId: pgLookups.organisationId, vendorId: null, userId: undefined };
    const filter = workOrderListQuerySchema.parse({ status: 4, multipleStatus: [1], page: 1, pageSize: 10 });
    for (const connections of levels) {
      const figures = await directList(benchDb.url, scope, filter, connections, seconds);
      rows.push({ setup: 'direct query (pool)', kind: 'list', connections, ...figures });
    }
    console.log(
      `\nPostgreSQL with ${total.toLocaleString('en')} work orders, PGlite with ` +
        `${pgliteTotal.toLocaleString('en')}; ${seconds} s per row, ${os.availableParallelism()} cores`,
    );
    printRows(rows);

    const find = (setup: string, kind: string, connections: number) =>
      rows.find((r) => r.setup === setup && r.kind === kind && r.connections === connections);
    let ok = true;
    const at = levels.includes(50) ? 50 : levels[0]!;
    const httpList = find(clustered, 'list', at);
    const direct = find('direct query (pool)', 'list', at);
    if (httpList && direct) {
      const ratio = httpList.rps / direct.rps;
      console.log(`\nHTTP list / direct query at ${at} connections: ${ratio.toFixed(2)} (aim: at least 0.5)`);
      ok &&= ratio >= 0.5;
    }
    const mix = find(clustered, 'mix', at);
    if (mix) {
      console.log(`mix p99 at ${at} connections: ${mix.p99} ms (aim: under ${P99_TARGET_MS} ms)`);
      ok &&= mix.p99 < P99_TARGET_MS;
    }
    const failing = rows.filter((r) => r.setup.startsWith('PostgreSQL') && r.errors > 0);
    for (const r of failing) console.error(`errors: ${r.setup}, ${r.kind} at ${r.connections}: ${r.errors}`);
    ok &&= failing.length === 0;
    if (soakSeconds > 0) {
      const lookups = await loadLookups(pgConfig);
      // Run whatever the figures above said (`ok &&= await ...` would skip it after a missed aim).
      const steady = await soak(
        { ...pgEnv, WORKERS: String(workers), JWT_SECRET: BENCH_JWT_SECRET },
        lookups,
        soakSeconds,
      );
      ok &&= steady;
    }
    return ok;
  } finally {
    await benchDb.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
