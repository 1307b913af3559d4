/**
 * `npm run bench -- live`: the change feed under load, on the server as `npm start` runs it (PGlite, demo
 * data). With BENCH_LIVE_STREAMS (1,000) streams open for the administrator:
 * - server memory per open stream (the process's resident memory before and after);
 * - commit-to-stream latency: an assignment's answer, then its event on a stream, while BENCH_LIVE_WRITERS (8)
 *   writers assign orders as fast as they are answered;
 * - the writers' throughput with no stream open and with every stream open;
 * - the catch-up of BENCH_LIVE_BACKLOG (10,000) events missed by a stream that reconnects with Last-Event-ID.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FeedEvent } from '../src/data/live/event-source';
import { parseEvents } from '../src/data/live/event-source';
import { benchCount, BENCH_JWT_SECRET } from './bench-db';
import { signIn, startServer } from './load-server';
import { median, percentile } from './stats';

const STREAMS = benchCount('BENCH_LIVE_STREAMS', 1000);
const WRITERS = benchCount('BENCH_LIVE_WRITERS', 8);
const BACKLOG = benchCount('BENCH_LIVE_BACKLOG', 10_000);
const WRITE_SECONDS = 10;
const AIMS = { p95Ms: 1000, kbPerStream: 20, throughputLoss: 0.1, catchUpMs: 3000 };
const ADMIN = { email: 'live-bench@example.com', password: 'Live-bench-pass-1' };

interface Stream {
  events: FeedEvent[];
  heardAt: Map<FeedEvent, number>;
  ready: Promise<number>;
  close(): void;
}

function openStream(base: string, token: string, lastEventId?: number): Stream {
  const controller = new AbortController();
  const events: FeedEvent[] = [];
  const heardAt = new Map<FeedEvent, number>();
  let markReady!: (at: number) => void;
  const ready = new Promise<number>((resolve) => (markReady = resolve));
  void (async () => {
    const response = await fetch(`${base}/api/events`, {
      headers: {
        authorization: `Bearer ${token}`,
        ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
      },
      signal: controller.signal,
    });
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer = parseEvents(buffer + decoder.decode(chunk, { stream: true }), (event) => {
          const at = performance.now();
          if (event.event === 'ready') markReady(at);
          if (event.event !== 'change') return;
          events.push(event);
          heardAt.set(event, at);
        });
      }
    } catch {
      // closed
    }
  })();
  return { events, heardAt, ready, close: () => controller.abort() };
}

async function api<T>(base: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

interface Crew {
  vendorId: string;
  crewId: string;
}

async function crews(base: string, token: string): Promise<Crew[]> {
  const { vendors } = await api<{ vendors: Array<{ id: string }> }>(
    base,
    token,
    'POST',
    '/api/account/VendorAccessGroup/GetAllVendors',
    { page: 1, pageSize: 100 },
  );
  const found: Crew[] = [];
  for (const vendor of vendors) {
    const { crews: list } = await api<{ crews: Array<{ id: string }> }>(
      base,
      token,
      'POST',
      '/api/account/CrewAccessGroup/GetAllCrews',
      { page: 1, pageSize: 100, vendorId: vendor.id },
    );
    for (const crew of list) found.push({ vendorId: vendor.id, crewId: crew.id });
  }
  if (found.length < 2) throw new Error('the demo data has fewer than two crews');
  return found.slice(0, 2);
}

/** Orders an assignment is accepted for (unassigned or assigned). */
async function assignable(base: string, token: string): Promise<string[]> {
  const { workorders } = await api<{ workorders: Array<{ id: string }> }>(
    base,
    token,
    'POST',
    '/api/workorder/Workorder/GetAll',
    { pageSize: 500, multipleStatus: [1, 2] },
  );
  return workorders.map((order) => order.id);
}

function assign(base: string, token: string, ids: string[], crew: Crew) {
  return api<{ workorders?: Array<{ id: string; version: number }> }>(
    base,
    token,
    'POST',
    '/api/workorder/Workorder/AssignMultipleWorkorders',
    { workOrderIds: ids, ...crew },
  );
}

/** Which crew each order was last assigned to (an index into the pair). */
const turns = new Map<string, number>();

/** WRITERS loops, each re-assigning its own order, for `seconds`; answers when each write was acknowledged. */
async function writeLoad(base: string, token: string, orders: string[], pair: Crew[], seconds: number) {
  const acknowledged: Array<{ id: string; at: number }> = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    orders.slice(0, WRITERS).map(async (id, lane) => {
      while (performance.now() < until) {
        // Always to the other crew: an assignment to the crew an order has already changes nothing.
        const turn = (turns.get(id) ?? lane) + 1;
        turns.set(id, turn);
        await assign(base, token, [id], pair[turn % 2]!);
        acknowledged.push({ id, at: performance.now() });
      }
    }),
  );
  return acknowledged;
}

export async function benchLive(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-live-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED: 'demo',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: BENCH_JWT_SECRET,
  });
  const streams: Stream[] = [];
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const token = await signIn(server.port, ADMIN);
    const pair = await crews(base, token);
    const orders = await assignable(base, token);
    if (orders.length < WRITERS) throw new Error(`only ${orders.length} assignable orders`);

    const quiet = await writeLoad(base, token, orders, pair, WRITE_SECONDS);
    const rssBefore = server.rssMb() ?? Number.NaN;
    const opening = performance.now();
    for (let i = 0; i < STREAMS; i++) streams.push(openStream(base, token));
    await Promise.all(streams.map((stream) => stream.ready));
    const openMs = performance.now() - opening;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = server.rssMb() ?? Number.NaN;
    const kbPerStream = ((rssAfter - rssBefore) * 1024) / STREAMS;

    // Commit to stream: each write is one transaction, so the k-th acknowledged write of an order is the
    // k-th event of that order heard from then on, on the first and on the last stream opened.
    const measured = [streams[0]!, streams[streams.length - 1]!];
    const from = measured.map((stream) => stream.events.length);
    const loaded = await writeLoad(base, token, orders, pair, WRITE_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const latencies: number[] = [];
    let missing = 0;
    measured.forEach((stream, index) => {
      const byOrder = new Map<string, number[]>();
      for (const event of stream.events.slice(from[index])) {
        const { id } = event.data as { id: string };
        byOrder.set(id, [...(byOrder.get(id) ?? []), stream.heardAt.get(event)!]);
      }
      const used = new Map<string, number>();
      for (const write of loaded) {
        const n = used.get(write.id) ?? 0;
        used.set(write.id, n + 1);
        const heardAt = byOrder.get(write.id)?.[n];
        if (heardAt === undefined) missing += 1;
        else latencies.push(Math.max(0, heardAt - write.at));
      }
    });
    const throughputQuiet = quiet.length / WRITE_SECONDS;
    const throughputLoaded = loaded.length / WRITE_SECONDS;

    // Catch-up: one stream away while BACKLOG events are written in bulk assignments, then back.
    const away = streams.pop()!;
    away.close();
    const cursor = Math.max(...away.events.map((event) => event.id ?? 0), 0);
    for (const stream of streams) stream.close();
    streams.length = 0;
    let written = 0;
    for (let round = 0; written < BACKLOG; round++) {
      await assign(base, token, orders, pair[round % 2]!);
      written += orders.length;
    }
    const back = performance.now();
    const resumed = openStream(base, token, cursor);
    streams.push(resumed);
    const caughtUpAt = await resumed.ready;
    const catchUpMs = caughtUpAt - back;

    const p95 = percentile(latencies, 95);
    console.log(`\nlive: ${STREAMS} streams on one process (PGlite), ${WRITERS} writers`);
    console.log(
      `  opened in ${(openMs / 1000).toFixed(1)} s; server memory ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB: ${kbPerStream.toFixed(1)} KB a stream (aim <= ${AIMS.kbPerStream})`,
    );
    console.log(
      `  commit to stream: p50 ${median(latencies).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms over ${latencies.length} events, ${missing} missing (aim p95 <= ${AIMS.p95Ms} ms)`,
    );
    const loss = 1 - throughputLoaded / throughputQuiet;
    console.log(
      `  writes: ${throughputQuiet.toFixed(1)}/s with no stream, ${throughputLoaded.toFixed(1)}/s with ${STREAMS} (${(loss * 100).toFixed(1)}% fewer; aim <= ${AIMS.throughputLoss * 100}%)`,
    );
    console.log(
      `  catch-up: ${resumed.events.length} missed events in ${catchUpMs.toFixed(0)} ms (aim ${BACKLOG} in <= ${AIMS.catchUpMs} ms)`,
    );
    return (
      missing === 0 &&
      p95 <= AIMS.p95Ms &&
      kbPerStream <= AIMS.kbPerStream &&
      loss <= AIMS.throughputLoss &&
      resumed.events.length >= BACKLOG &&
      catchUpMs <= AIMS.catchUpMs
    );
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
