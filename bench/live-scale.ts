/**
 * `BENCH_LIVE_PG=1 npm run bench -- live`: the change feed at scale, on PostgreSQL with BENCH_LIVE_WORKERS (2)
 * processes (node:cluster hands each new connection to the next one), on BENCH_LIVE_ORDERS (100,000) orders,
 * the built console served. Twice, the same load for BENCH_LIVE_LOAD_SECONDS (60): the load mix of
 * `npm run bench -- load` at BENCH_LIVE_CONNECTIONS (50) connections, while a second administrator re-assigns
 * orders shown on the console's list one after the other; first with no stream open but the measured ones
 * (two parsed streams and the console in Chromium), then with BENCH_LIVE_PG_STREAMS (5,000) open. Reported:
 * the mix's req/s and p99 in both, memory per stream (the resident memory of the server's processes, and the
 * heap a stream keeps after a full GC, bench/live-heap.ts), commit to stream and commit to screen under the
 * load, and the catch-up of BENCH_LIVE_BACKLOG (10,000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_ADMIN,
  BENCH_JWT_SECRET,
  benchConfig,
  benchCount,
  benchDatabase,
  benchServerUrl,
} from './bench-db';
import { consoleBuild } from './console-build';
import type { Acknowledged, Crew } from './live-api';
import {
  api,
  assign,
  assignableOrders,
  crewPair,
  secondAdministrator,
  streamAudience,
  streamLatencies,
} from './live-api';
import { heapPerStreamKb } from './live-heap';
import { catchUp, printLiveTable, type Latencies, type LiveRow } from './live-report';
import type { ListScreen } from './live-screen';
import { openListScreen } from './live-screen';
import type { ReadersElsewhere } from './live-readers';
import { openReadersElsewhere } from './live-readers';
import type { ParsedStream } from './live-streams';
import { epochNow, openParsedStream } from './live-streams';
import { seedOnce } from './load-data';
import type { LoadFigures, LoadLookups } from './load-runs';
import { hammer, requestsFor } from './load-runs';
import type { RunningServer } from './load-server';
import { signIn, startServer } from './load-server';
import { median, percentile } from './stats';

const WORKERS = benchCount('BENCH_LIVE_WORKERS', 2);
const STREAMS = benchCount('BENCH_LIVE_PG_STREAMS', 5000);
const ORDERS = benchCount('BENCH_LIVE_ORDERS', 100_000);
const SECONDS = benchCount('BENCH_LIVE_LOAD_SECONDS', 60);
const CONNECTIONS = benchCount('BENCH_LIVE_CONNECTIONS', 50);
const BACKLOG = benchCount('BENCH_LIVE_BACKLOG', 10_000);
/** The users the streams are spread over (half organisation viewers, half vendor users); 1: the administrator. */
const AUDIENCE = benchCount('BENCH_LIVE_AUDIENCE', 100);
/** Orders on the console's list that the bench re-assigns in turn. */
const WATCHED = 5;
const MEASURED = 2;
const SCREEN_WAIT_MS = 10_000;
const SAMPLE_GAP_MS = 200;

interface World {
  server: RunningServer;
  base: string;
  lookups: Omit<LoadLookups, 'token'>;
  token: string;
  writer: string;
  pair: readonly [Crew, Crew];
  /** The orders re-assigned, each with the index in `pair` of the crew it has. */
  watched: Array<{ id: string; code: string; crew: number }>;
  screen: ListScreen;
  measured: ParsedStream[];
}

interface Phase {
  mix: LoadFigures;
  /** The server's processes' CPU while the load ran, in cores (1 = one core busy all the time). */
  serverCores: number;
  stream: Latencies;
  screen: Latencies;
  benchCpu: number;
}

/** Orders of the writer's own, assigned to the first crew: the newest assigned orders, first on the list. */
async function watchedOrders(base: string, writer: string, lookups: World['lookups'], crew: Crew) {
  const orders: World['watched'] = [];
  for (let i = 0; i < WATCHED; i++) {
    const order = await api<{ id: string; code: string }>(base, writer, 'POST', '/api/workorder/Workorder', {
      ...lookups.create,
      organisationId: lookups.organisationId,
      description: 'Live bench',
    });
    orders.push({ id: order.id, code: order.code, crew: 0 });
  }
  await assign(
    base,
    writer,
    orders.map((order) => order.id),
    crew,
  );
  return orders;
}

/**
 * Re-assigns the watched orders one after the other for `ms`: each write once the screen showed the one
 * before (or gave up on it), so every change is timed on its own.
 */
async function sample(world: World, ms: number) {
  const writes: Acknowledged[] = [];
  const screen: Latencies = { latencies: [], missing: 0 };
  const until = performance.now() + ms;
  for (let turn = 0; performance.now() < until; turn++) {
    const order = world.watched[turn % WATCHED]!;
    order.crew = 1 - order.crew;
    const crew = world.pair[order.crew]!;
    await world.screen.watch(order.code, crew.crewName);
    await assign(world.base, world.writer, [order.id], crew);
    const at = epochNow();
    writes.push({ id: order.id, at });
    const seenAt = await world.screen.seen(SCREEN_WAIT_MS);
    if (seenAt === null) screen.missing += 1;
    else screen.latencies.push(Math.max(0, seenAt - at));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));
  }
  return { writes, screen };
}

/** The mix for SECONDS, and the re-assignments beside it (starting once the load has). */
async function phase(world: World): Promise<Phase> {
  const from = world.measured.map((stream) => ({ stream, from: stream.events.length }));
  const token = await signIn(world.server.port, BENCH_ADMIN);
  const cpu = process.cpuUsage();
  const serverCpu = world.server.cpuMs() ?? Number.NaN;
  const [mix, sampled] = await Promise.all([
    hammer(world.server.port, requestsFor('mix', { ...world.lookups, token }), CONNECTIONS, SECONDS),
    new Promise((resolve) => setTimeout(resolve, 2000)).then(() => sample(world, (SECONDS - 4) * 1000)),
  ]);
  const used = process.cpuUsage(cpu);
  const serverCores = ((world.server.cpuMs() ?? Number.NaN) - serverCpu) / 1000 / SECONDS;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return {
    mix,
    serverCores,
    stream: streamLatencies(from, sampled.writes),
    screen: sampled.screen,
    benchCpu: (used.user + used.system) / 1000 / SECONDS / 10,
  };
}

function describe(name: string, p: Phase) {
  const spread = (l: Latencies) =>
    `${median(l.latencies).toFixed(0)}/${percentile(l.latencies, 95).toFixed(0)}/${percentile(l.latencies, 99).toFixed(0)} ms (${l.latencies.length}, ${l.missing} missing)`;
  console.log(
    `  ${name}: mix ${p.mix.rps.toFixed(0)} req/s, p99 ${p.mix.p99} ms, ${p.mix.errors} errors; ` +
      `commit to stream ${spread(p.stream)}; to screen ${spread(p.screen)}; server CPU ${p.serverCores.toFixed(2)} ` +
      `cores (${((p.serverCores * 1000) / p.mix.rps).toFixed(1)} ms a request); bench process ${p.benchCpu.toFixed(0)}% of a core`,
  );
}

async function openWorld(lookups: World['lookups'], dist: string, dataDir: string, url: string) {
  const server = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WORKERS: String(WORKERS),
    JWT_SECRET: BENCH_JWT_SECRET,
    SEED: 'none',
    STATIC_DIR: dist,
  });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const token = await signIn(server.port, BENCH_ADMIN);
    const writer = await secondAdministrator(server.port, token);
    const pair = await crewPair(base, writer);
    const watched = await watchedOrders(base, writer, lookups, pair[0]);
    const screen = await openListScreen(
      base,
      BENCH_ADMIN,
      watched.map((order) => order.code),
    );
    const measured = Array.from({ length: MEASURED }, () => openParsedStream(base, token));
    await Promise.all(measured.map((stream) => stream.ready));
    return { server, base, lookups, token, writer, pair, watched, screen, measured } satisfies World;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function benchLiveScale(): Promise<boolean> {
  const benchDb = await benchDatabase(
    benchServerUrl(),
    `bench_live_${ORDERS}`,
    process.env.BENCH_REUSE === '1',
  );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
  const dist = consoleBuild('bench-live-dist-');
  let world: World | undefined;
  let counting: ReadersElsewhere | undefined;
  try {
    const config = benchConfig(benchDb.url, path.join(work, 'data'));
    const lookups = await seedOnce(config, ORDERS, benchDb.seeded);
    world = await openWorld(lookups, dist.dir, config.dataDir, benchDb.url);
    console.log(
      `\nlive at scale: PostgreSQL, ${WORKERS} processes, ${ORDERS.toLocaleString('en')} orders; the mix at ` +
        `${CONNECTIONS} connections for ${SECONDS} s with orders re-assigned on the console's list`,
    );
    const quiet = await phase(world);
    describe(`no stream open (the ${MEASURED} measured and the console)`, quiet);

    const audience =
      AUDIENCE > 1 ? await streamAudience(world.server.port, world.token, AUDIENCE) : world.token;
    const rssBefore = world.server.rssMb() ?? Number.NaN;
    const opening = performance.now();
    counting = await openReadersElsewhere(world.server.port, audience, STREAMS - MEASURED);
    const openMs = performance.now() - opening;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = world.server.rssMb() ?? Number.NaN;
    const before = await counting.counts();
    const eventsBefore = world.measured[0]!.events.length;
    const loaded = await phase(world);
    // After the load too: the fan-out's allocation may grow each process's young generation (64 MB a half).
    const rssLoaded = world.server.rssMb() ?? Number.NaN;
    describe(`${STREAMS} streams open, of ${AUDIENCE} users`, loaded);
    const after = await counting.counts();
    const kbRead = (after.bytes - before.bytes) / (STREAMS - MEASURED) / 1024;
    const writes = (after.writes - before.writes) / (STREAMS - MEASURED);
    const events = world.measured[0]!.events.length - eventsBefore;
    console.log(
      `  ${STREAMS - MEASURED} streams opened in ${(openMs / 1000).toFixed(1)} s; server memory ` +
        `${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB over ${WORKERS + 1} processes ` +
        `(${rssLoaded.toFixed(0)} MB after the load); ` +
        `each read ${kbRead.toFixed(0)} KB under the load, ${events} events in ${writes.toFixed(0)} writes; ` +
        `${after.dropped} dropped`,
    );

    // Catch-up: one stream away while BACKLOG events are written, then back (nothing else open).
    await world.screen.close();
    await counting.close();
    counting = undefined;
    const away = world.measured.pop()!;
    away.close();
    const cursor = Math.max(...away.events.map((event) => event.id ?? 0), 0);
    for (const stream of world.measured) stream.close();
    world.measured.length = 0;
    const orders = await assignableOrders(world.base, world.writer);
    for (let round = 0, written = 0; written < BACKLOG; round++, written += orders.length)
      await assign(world.base, world.writer, orders, world.pair[round % 2]!);
    const token = await signIn(world.server.port, BENCH_ADMIN);
    const caught = await catchUp(world.base, token, cursor, world.measured);
    const heapKbPerStream = await heapPerStreamKb(STREAMS);

    const row: LiveRow = {
      setup: `PostgreSQL, ${WORKERS} processes, ${STREAMS} streams of ${AUDIENCE} users, the mix at ${CONNECTIONS} connections`,
      kbPerStream: ((rssAfter - rssBefore) * 1024) / STREAMS,
      heapKbPerStream,
      ...loaded.stream,
      screen: loaded.screen,
      before: quiet.mix.rps,
      after: loaded.mix.rps,
      throughputUnit: 'mix req/s',
      caught,
    };
    return printLiveTable([row], BACKLOG) && loaded.mix.errors === 0 && after.dropped === 0;
  } finally {
    await counting?.close();
    for (const stream of world?.measured ?? []) stream.close();
    await world?.screen.close().catch(() => {});
    await world?.server.stop();
    await benchDb.drop();
    fs.rmSync(work, { recursive: true, force: true });
    if (dist.temporary) fs.rmSync(dist.dir, { recursive: true, force: true });
  }
}
