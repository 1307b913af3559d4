/**
 * The work-order map at 100,000 open orders, on PostgreSQL (run through tests/support/with-postgres.ts, which
 * sets DATABASE_URL). Server: `POST Workorder/GetAll` with `isMapView` for both maps through the real app
 * (gzip), beside `listWorkOrderMap` run directly, with the payload's bytes. Browser: the built console served
 * by the real server, in headless Chromium: navigation to the first clustered render, and each zoom step.
 * bench/README.md describes the figures and the knobs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../server/app';
import { withScope } from '../server/db/client';
import { seedBulkWorkOrders } from '../server/seed/bulk-work-orders';
import { listWorkOrderMap } from '../server/services/workorder/work-order/map';
import { prepareDatabase } from '../server/start-up';
import { COMPLETED_MAP_PAGE_SIZE, MAP_PAGE_SIZE_MAX } from '../src/domain/work-order-map';
import { workOrderListQuerySchema, type WorkOrderFilterInput } from '../src/domain/workorders';
import { BENCH_ADMIN, benchConfig, benchCount, benchDatabase, benchServerUrl, time } from './bench-db';
import { median, percentile } from './stats';
import { benchMapClusters } from './work-order-map-clusters';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LOADS = Number(process.env.BENCH_MAP_LOADS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4741);
const RENDER_TARGET_MS = 2000;
const ZOOM_TARGET_MS = 200;
const ADMIN = BENCH_ADMIN;
const MAP_PATH = '/work-order/map-view';
/** BENCH_MAP_BROWSER=0: the server's figures only (no console build, no browser). */
const BROWSER = process.env.BENCH_MAP_BROWSER !== '0';

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

function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** The built console: BENCH_DIST_DIR, or a fresh build in a temporary directory. */
function consoleBuild(): { dir: string; temporary: boolean } {
  if (process.env.BENCH_DIST_DIR) return { dir: path.resolve(process.env.BENCH_DIST_DIR), temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-map-dist-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the console did not build');
  return { dir, temporary: true };
}

interface Load {
  rendered: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  markers: number;
}

/** Opens the map and waits (in the page) for every marker and a visible cluster; times from navigation. */
async function loadMap(page: Page): Promise<Load> {
  await page.goto(MAP_PATH, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const frame = document.querySelector('[data-testid="work-order-map"]');
      const cluster = document.querySelector('.marker-cluster');
      if (!frame?.hasAttribute('data-markers') || !cluster || cluster.getBoundingClientRect().width === 0)
        return null;
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('Workorder/GetAll')) as PerformanceResourceTiming | undefined;
      return {
        rendered: performance.now(),
        requestStart: entry?.requestStart ?? Number.NaN,
        responseStart: entry?.responseStart ?? Number.NaN,
        responseEnd: entry?.responseEnd ?? Number.NaN,
        markers: Number(frame.getAttribute('data-markers')),
      };
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue())!;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The functions with the most self time in a CPU profile (BENCH_PROFILE=1). */
function printProfile(profile: { nodes: ProfileNode[]; startTime: number; endTime: number }): void {
  const hits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const msPerHit = (profile.endTime - profile.startTime) / 1000 / hits;
  const self = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0) * msPerHit);
  }
  console.log('  self time by function (BENCH_PROFILE=1):');
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${key}`);
}

/** Clicks "Zoom in" and times (in the page) until `data-zoom` changed and that frame was drawn. */
async function zoomStep(page: Page): Promise<{ from: number; to: number; ms: number } | null> {
  return page.evaluate(
    () =>
      new Promise<{ from: number; to: number; ms: number } | null>((resolve) => {
        const frame = document.querySelector('[data-testid="work-order-map"]')!;
        const button = document.querySelector<HTMLAnchorElement>('.leaflet-control-zoom-in');
        const from = Number(frame.getAttribute('data-zoom'));
        if (!button || button.classList.contains('leaflet-disabled')) return resolve(null);
        const start = performance.now();
        button.click();
        const check = () => {
          const to = Number(frame.getAttribute('data-zoom'));
          if (to === from) return requestAnimationFrame(check);
          // After the frame that shows the new zoom has been produced.
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ from, to, ms: performance.now() - start }), 0),
          );
        };
        check();
      }),
  );
}

export async function benchWorkOrderMap(): Promise<boolean> {
  const serverUrl = benchServerUrl();
  const total = benchCount('BENCH_MAP_ORDERS', 100_000);
  const benchDb = await benchDatabase(
    serverUrl,
    `bench_work_order_map_${total}`,
    process.env.BENCH_REUSE === '1',
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-map-'));
  const dist = BROWSER ? consoleBuild() : { dir: '', temporary: false };
  const config = benchConfig(benchDb.url, dataDir, {
    STATIC_DIR: dist.dir,
    // A tile address nothing answers: the figures must not wait on the network.
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  });
  const seeding = performance.now();
  const { database, bootstrap } = await prepareDatabase(config);
  const organisationId = bootstrap.organisationId;
  if (benchDb.seeded) console.log('reusing the seeded database (BENCH_REUSE=1)');
  else {
    const log = (line: string) => console.log(`  ${line}`);
    await seedBulkWorkOrders(database.db, organisationId, total, { only: 'open', log });
    await seedBulkWorkOrders(database.db, organisationId, Math.ceil(total / 2), { only: 'completed', log });
    console.log(
      `seeded ${total.toLocaleString('en')} open and ${Math.ceil(total / 2).toLocaleString('en')} completed work orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  }

  const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const browser = BROWSER ? await launchBrowser() : null;
  let ok = true;
  try {
    // Server: the two maps' answers.
    const signIn = await app.inject({ method: 'POST', url: '/api/account/Auth/SignIn', payload: ADMIN });
    const token = (signIn.json() as { data: { access_token: string } }).data.access_token;
    const scope = { organisationId, vendorId: null, userId: undefined };
    let activeReturned = 0;
    console.log(`\nWorkorder/GetAll map answers (ms, ${RUNS} runs after 2 warm-ups)`);
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
      if (first.statusCode !== 200)
        throw new Error(`GetAll (${label}) answered ${first.statusCode}: ${first.body}`);
      const gzipped = first.rawPayload.length;
      const json =
        first.headers['content-encoding'] === 'gzip' ? gunzipSync(first.rawPayload) : first.rawPayload;
      const answer = JSON.parse(json.toString('utf8')) as {
        data: { map: { ids: string[] }; pageTotal: number };
      };
      const returned = answer.data.map.ids.length;
      if (label.startsWith('active')) activeReturned = returned;
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

    if (!(await benchMapClusters(app, database, token, scope))) ok = false;
    if (!browser) return ok;

    // Browser: first clustered render and zoom steps.
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    // tsx names the functions handed to the page with a helper the page does not have.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await loadMap(page); // warm-up: service worker, code chunks, the server's caches
    const loads: Load[] = [];
    const steps: Array<{ from: number; to: number; ms: number }> = [];
    const cdp = process.env.BENCH_PROFILE === '1' ? await context.newCDPSession(page) : null;
    for (let i = 0; i < LOADS; i++) {
      if (cdp && i === 0) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const load = await loadMap(page);
      if (cdp && i === 0) printProfile((await cdp.send('Profiler.stop')).profile as never);
      loads.push(load);
      console.log(
        `  load ${i + 1}: GetAll sent at ${load.requestStart.toFixed(0)} ms, first byte at ${load.responseStart.toFixed(0)} ms, last at ${load.responseEnd.toFixed(0)} ms; ${load.markers.toLocaleString('en')} markers clustered and drawn at ${load.rendered.toFixed(0)} ms`,
      );
      if (i === 0) {
        for (let s = 0; s < 12; s++) {
          const step = await zoomStep(page);
          if (!step) break;
          steps.push(step);
          console.log(`    zoom ${step.from} -> ${step.to}: ${step.ms.toFixed(1)} ms`);
        }
      }
    }
    await context.close();

    const render = median(loads.map((load) => load.rendered));
    const zoom = median(steps.map((step) => step.ms));
    console.log(
      `\nfirst clustered render: ${render.toFixed(0)} ms median of ${loads.length} loads from navigation (target ${RENDER_TARGET_MS} ms); zoom step: ${zoom.toFixed(1)} ms median, ${Math.max(...steps.map((step) => step.ms)).toFixed(1)} ms slowest of ${steps.length} (target ${ZOOM_TARGET_MS} ms)`,
    );
    if (loads.some((load) => load.markers !== activeReturned)) {
      console.error(
        `FAIL: the map showed another number of markers than the ${activeReturned} the query returned`,
      );
      ok = false;
    }
    if (render >= RENDER_TARGET_MS) {
      console.error(`FAIL: the first clustered render took ${render.toFixed(0)} ms (median)`);
      ok = false;
    }
    if (steps.length === 0 || zoom >= ZOOM_TARGET_MS) {
      console.error(`FAIL: a zoom step took ${zoom.toFixed(1)} ms (median)`);
      ok = false;
    }
    return ok;
  } finally {
    await browser?.close();
    await app.close();
    await database.close();
    await benchDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dist.temporary) fs.rmSync(dist.dir, { recursive: true, force: true });
  }
}
