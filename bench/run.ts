/**
 * `npm run bench [-- name...]`: every benchmark, or those named. Benchmarks that need PostgreSQL run under
 * a throwaway server (tests/support/with-postgres.ts), started here when DATABASE_URL is not set.
 */
import { spawnSync } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../server/cli/node-flags.mjs';
import { benchFirstScreen } from './first-screen';
import { benchImportExport } from './import-export';
import { benchInp } from './inp';
import { benchLighthouse } from './lighthouse';
import { benchLive } from './live';
import { benchLoad } from './load';
import { benchOutboxQueue } from './outbox-queue';
import { benchReports } from './reports';
import { benchStartTime } from './start-time';
import { benchWorkLocations } from './work-locations';
import { benchWorkOrderMap } from './work-order-map';
import { benchWorkOrders } from './work-orders';

const BENCHMARKS: Record<string, { postgres: boolean; run: () => Promise<boolean> }> = {
  'work-locations': { postgres: true, run: benchWorkLocations },
  'work-orders': { postgres: true, run: benchWorkOrders },
  'work-order-map': { postgres: false, run: benchWorkOrderMap },
  'import-export': { postgres: true, run: benchImportExport },
  'start-time': { postgres: false, run: benchStartTime },
  'outbox-queue': { postgres: false, run: benchOutboxQueue },
  'first-screen': { postgres: false, run: benchFirstScreen },
  lighthouse: { postgres: false, run: benchLighthouse },
  inp: { postgres: false, run: benchInp },
  // BENCH_LIVE_PG=1: the scale run on PostgreSQL instead of the PGlite one.
  live: { postgres: process.env.BENCH_LIVE_PG === '1', run: benchLive },
  load: { postgres: true, run: benchLoad },
  reports: { postgres: true, run: benchReports },
};

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0)
    throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
  const names = wanted.length > 0 ? wanted : Object.keys(BENCHMARKS);
  if (!process.env.DATABASE_URL && names.some((name) => BENCHMARKS[name]!.postgres)) {
    // The benchmarks run again under the throwaway server, with the server's node flags (as npm run bench).
    const nodeOptions = [process.env.NODE_OPTIONS, ...SERVER_NODE_FLAGS].filter(Boolean).join(' ');
    const result = spawnSync(
      'npx',
      ['tsx', 'tests/support/with-postgres.ts', 'npx', 'tsx', 'bench/run.ts', ...names],
      { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: nodeOptions } },
    );
    process.exit(result.status ?? 1);
  }
  let failed = false;
  for (const name of names) {
    console.log(`\n== ${name}`);
    const ok = await BENCHMARKS[name]!.run();
    failed ||= !ok;
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
