/**
 * The work-order map at 100,000 open orders (BENCH_MAP_ORDERS) and half as many completed, on PGlite, or on
 * PostgreSQL when DATABASE_URL is set (run through tests/support/with-postgres.ts). Server: what the console
 * loaded before issue 36 (`POST Workorder/GetAll` with `isMapView`, every located order, as a baseline),
 * then the calls per viewport (bench/work-order-map-clusters.ts). Browser: the built console served by the
 * real server, in headless Chromium (bench/work-order-map-browser.ts). bench/README.md describes the figures
 * and the knobs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '../server/app';
import { withScope } from '../server/db/client';
import { seedBulkWorkOrders } from '../server/seed/bulk-work-orders';
import { listWorkOrderMap } from '../server/services/workorder/work-order/map';
import { prepareDatabase } from '../server/start-up';
import { COMPLETED_MAP_PAGE_SIZE, MAP_PAGE_SIZE_MAX } from '../src/domain/work-order-map';
import { workOrderListQuerySchema, type WorkOrderFilterInput } from '../src/domain/workorders';
import { BENCH_ADMIN, benchConfig, benchCount, benchDatabase, time } from './bench-db';
import { consoleBuild } from './console-build';
import { median, percentile } from './stats';
import { benchMapBrowser } from './work-order-map-browser';
import { benchMapClusters } from './work-order-map-clusters';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4741);
const ADMIN = BENCH_ADMIN;
/** BENCH_MAP_BROWSER=0: the server's figures only (no console build, no browser). */
const BROWSER = process.env.BENCH_MAP_BROWSER !== '0';
/** Issue 36: at 100,000 orders on PGlite the first clustered render aims under 1.2 s. */
const PGLITE_RENDER_TARGET_MS = 1200;

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function mapBodies(now: number): Array<[string, WorkOrderFilterInput]> {
  return [
    [
      'active map (statuses 1, 2, 3, 5)',
      { isMapView: true, status: 1, multipleStatus: [2, 3, 5], pageSize: MAP_PAGE_SIZE_MAX },
    ],
    [
      'completed map (last month)',
      {
        isMapView: true,
        status: 4,
        startDate: `${isoDay(now - 30 * DAY)}T00:00:00.000Z`,
        endDate: `${isoDay(now)}T23:59:59.999Z`,
        pageSize: COMPLETED_MAP_PAGE_SIZE,
      },
    ],
  ];
}

/**
 * Where the orders are kept: a database of the bench's own on the PostgreSQL server of DATABASE_URL, or PGlite
 * in a directory (with BENCH_REUSE=1 a fixed one under .tmp, seeded once and kept for the next run).
 */
async function benchStore(total: number, reuse: boolean) {
  if (process.env.DATABASE_URL) {
    const db = await benchDatabase(process.env.DATABASE_URL, `bench_work_order_map_${total}`, reuse);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-map-'));
    return {
      engine: 'PostgreSQL',
      url: db.url as string | undefined,
      dataDir,
      seeded: db.seeded,
      markSeeded: () => {},
      drop: async () => {
        await db.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = reuse
    ? path.resolve('.tmp', `bench-map-pglite-${total}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-map-'));
  const seededMark = path.join(dataDir, 'bench-seeded');
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    engine: 'PGlite',
    url: undefined,
    dataDir,
    seeded: fs.existsSync(seededMark),
    markSeeded: () => fs.writeFileSync(seededMark, new Date().toISOString()),
    drop: async () => {
      if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function benchWorkOrderMap(): Promise<boolean> {
  const total = benchCount('BENCH_MAP_ORDERS', 100_000);
  const store = await benchStore(total, process.env.BENCH_REUSE === '1');
  console.log(`${total.toLocaleString('en')} open orders on ${store.engine}`);
  const dist = BROWSER ? consoleBuild('bench-map-dist-') : { dir: '', temporary: false };
  const config = benchConfig(store.url, store.dataDir, {
    STATIC_DIR: dist.dir,
    // A tile address nothing answers: the figures must not wait on the network.
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  });
  const seeding = performance.now();
  const { database, bootstrap } = await prepareDatabase(config);
  const organisationId = bootstrap.organisationId;
  if (store.seeded) console.log('reusing the seeded database (BENCH_REUSE=1)');
  else {
    const log = (line: string) => console.log(`  ${line}`);
    await seedBulkWorkOrders(database.db, organisationId, total, { only: 'open', log });
    await seedBulkWorkOrders(database.db, organisationId, Math.ceil(total / 2), { only: 'completed', log });
    console.log(
      `seeded ${total.toLocaleString('en')} open and ${Math.ceil(total / 2).toLocaleString('en')} completed work orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    store.markSeeded();
  }

  const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  let ok = true;
  try {
    // Server: the two maps' answers.
    const signIn = await app.inject({ method: 'POST', url: '/api/account/Auth/SignIn', payload: ADMIN });
    const token = (signIn.json() as { data: { access_token: string } }).data.access_token;
    const scope = { organisationId, vendorId: null, userId: undefined };
    console.log(
      `\nWorkorder/GetAll map answers, what the console loaded before the viewports (ms, ${RUNS} runs after 2 warm-ups)`,
    );
    console.log(
      '                                   HTTP median    p95  direct median    p95  returned   matched     bytes   gzipped',
    );
    for (const [label, body] of mapBodies(Date.now())) {
      const request = () =>
        app.inject({
          method: 'POST',
          url: '/api/workorder/Workorder/GetAll',
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
          payload: body,
        });
      const first = await request();
      if (first.statusCode !== 200) {
        // PGlite stops a request that holds the database past 2 s: every order at once is more than that.
        console.log(
          `${label.padEnd(34)} refused (${first.statusCode}): ${first.json<{ message: string }>().message}`,
        );
        continue;
      }
      const gzipped = first.rawPayload.length;
      const json =
        first.headers['content-encoding'] === 'gzip' ? gunzipSync(first.rawPayload) : first.rawPayload;
      const answer = JSON.parse(json.toString('utf8')) as {
        data: { map: { ids: string[] }; pageTotal: number };
      };
      const returned = answer.data.map.ids.length;
      const filter = workOrderListQuerySchema.parse(body);
      const http = await time(request, RUNS, 2);
      const direct = await time(
        () => withScope(database.db, scope, (tx) => listWorkOrderMap(tx, filter)),
        RUNS,
        2,
      );
      const ms = (value: number) => value.toFixed(1).padStart(7);
      console.log(
        `${label.padEnd(34)} ${ms(median(http))} ${ms(percentile(http, 95))}     ${ms(median(direct))} ${ms(percentile(direct, 95))}  ${String(returned).padStart(8)}  ${String(answer.data.pageTotal).padStart(8)}  ${String(json.length).padStart(8)}  ${String(gzipped).padStart(8)}`,
      );
    }

    const viewports = await benchMapClusters(app, database, token, scope);
    if (!viewports.ok) ok = false;
    if (!BROWSER) return ok;
    const renderMs = store.engine === 'PGlite' && total <= 100_000 ? PGLITE_RENDER_TARGET_MS : undefined;
    const browsed = await benchMapBrowser(`http://127.0.0.1:${PORT}`, {
      wholeTotal: viewports.wholeTotal,
      renderMs,
    });
    return ok && browsed;
  } finally {
    await app.close();
    await database.close();
    await store.drop();
    if (dist.temporary) fs.rmSync(dist.dir, { recursive: true, force: true });
  }
}
