/**
 * Queueing 1,000 writes with the server unreachable, in headless Chromium through the real service worker,
 * against the real server on PGlite. The server is taken away by a relay in this process (the device keeps
 * its network), then given back; bench/README.md describes the figures and the aims.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { prepareDatabase } from '../server/start-up';
import { startRelay } from '../tests/support/relay';
import { BENCH_ADMIN, benchCount } from './bench-db';
import { median } from './stats';

const PORT = Number(process.env.BENCH_PORT ?? 4742);
const PER_WRITE_TARGET_MS = 20;
/** "Flat": the last hundred may cost at most this much more than the first hundred. */
const GROWTH_LIMIT = 1.5;

function consoleBuild(): { dir: string; temporary: boolean } {
  if (process.env.BENCH_DIST_DIR) return { dir: path.resolve(process.env.BENCH_DIST_DIR), temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-dist-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the console did not build');
  return { dir, temporary: true };
}

/** Sends `count` role creates one after another from the page, as the api client does; ms and status each. */
async function queueWrites(page: Page, count: number, prefix: string) {
  return page.evaluate(
    async ({ count, prefix }) => {
      const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { accessToken: string };
      const samples: Array<{ ms: number; status: number }> = [];
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        const response = await fetch('/api/account/Role', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${session.accessToken}`,
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify({
            name: `${prefix} ${String(i).padStart(4, '0')}`,
            category: 1,
            permissions: [],
          }),
        });
        await response.text();
        samples.push({ ms: performance.now() - start, status: response.status });
      }
      return samples;
    },
    { count, prefix },
  );
}

const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('field-console');
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function benchOutboxQueue(): Promise<boolean> {
  const total = benchCount('BENCH_OUTBOX_WRITES', 1000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
  const dist = consoleBuild();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED: 'none',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    STATIC_DIR: dist.dir,
  });
  const { database } = await prepareDatabase(config);
  const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const relay = await startRelay(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      baseURL: relay.origin,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    // tsx names the functions handed to the page with a helper the page does not have.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(BENCH_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });

    await relay.stop();
    const before = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const prefix = `Bench role ${Date.now().toString(36)}`;
    const began = performance.now();
    const samples = await queueWrites(page, total, prefix);
    const elapsed = performance.now() - began;
    const after = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const queued = samples.filter((sample) => sample.status === 202).length;
    const kept = await outboxSize(page);

    const ms = samples.map((sample) => sample.ms);
    const hundred = Math.min(100, Math.floor(total / 2));
    const first = ms.slice(0, hundred);
    const last = ms.slice(-hundred);
    const fmt = (value: number) => value.toFixed(1).padStart(6);
    console.log(`\nQueueing ${total} writes with the server unreachable (ms per write, from the page)`);
    console.log(`                   mean  median`);
    console.log(`first ${hundred}        ${fmt(mean(first))}  ${fmt(median(first))}`);
    console.log(`last ${hundred}         ${fmt(mean(last))}  ${fmt(median(last))}`);
    console.log(`all ${total}         ${fmt(mean(ms))}  ${fmt(median(ms))}`);
    console.log(
      `total ${(elapsed / 1000).toFixed(1)} s; answered 202 (kept): ${queued}; in the outbox: ${kept}; ` +
        `storage growth about ${((after - before) / total / 1024).toFixed(2)} KB per write`,
    );

    // The server comes back: every write reaches it once, in the order it was made.
    await relay.start();
    const draining = performance.now();
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'outbox-replay' }));
    const deadline = Date.now() + 10 * 60_000;
    while ((await outboxSize(page)) > 0 && Date.now() < deadline) await page.waitForTimeout(500);
    const drained = performance.now() - draining;
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/account/Auth/SignIn',
      payload: BENCH_ADMIN,
    });
    const token = (signIn.json() as { data: { access_token: string } }).data.access_token;
    const roles: Array<{ name: string; updatedAt: string }> = [];
    for (let pageNo = 1; roles.length < total + 100; pageNo++) {
      const list = await app.inject({
        method: 'POST',
        url: '/api/account/Role/GetAll',
        headers: { authorization: `Bearer ${token}` },
        payload: { page: pageNo, pageSize: 100, searchString: prefix },
      });
      const rows = (list.json() as { data: { roles: typeof roles } }).data.roles;
      roles.push(...rows);
      if (rows.length < 100) break;
    }
    const byArrival = [...roles].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
    const inOrder = byArrival.every((role, index) => index === 0 || role.name > byArrival[index - 1]!.name);
    console.log(
      `drained in ${(drained / 1000).toFixed(1)} s; on the server: ${roles.length} of ${total}, ` +
        `${inOrder ? 'in the order they were made' : 'OUT OF ORDER'}; ` +
        `left in the outbox: ${await outboxSize(page)}`,
    );

    const aims: Array<[string, boolean]> = [
      [`first ${hundred} under ${PER_WRITE_TARGET_MS} ms per write`, mean(first) < PER_WRITE_TARGET_MS],
      [`last ${hundred} under ${PER_WRITE_TARGET_MS} ms per write`, mean(last) < PER_WRITE_TARGET_MS],
      [`flat (last / first at most ${GROWTH_LIMIT})`, mean(last) <= GROWTH_LIMIT * Math.max(mean(first), 1)],
      ['every write kept', queued === total && kept === total],
      ['every write on the server once, in order', roles.length === total && inOrder],
    ];
    for (const [aim, met] of aims) console.log(`${met ? 'met ' : 'MISSED'} ${aim}`);
    await context.close();
    return aims.every(([, met]) => met);
  } finally {
    await browser.close();
    await relay.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dist.temporary) fs.rmSync(dist.dir, { recursive: true, force: true });
  }
}
