/**
 * `npm run bench -- live`: the change feed under load, on the server as `npm start` runs it (PGlite, demo
 * data). With BENCH_LIVE_STREAMS (1,000) streams open for the administrator (two parsed as the console parses
 * them, the rest on raw sockets that only count bytes):
 * - server memory per open stream: the process's resident memory before and after, and the heap a stream
 *   keeps after a full GC (bench/live-heap.ts, the aim's figure);
 * - commit-to-stream latency: an assignment's answer, then its event on a parsed stream, while
 *   BENCH_LIVE_WRITERS (8) writers assign orders as fast as they are answered;
 * - the writers' throughput with no stream open and with every stream open;
 * - the catch-up of BENCH_LIVE_BACKLOG (10,000) events missed by a stream that reconnects with Last-Event-ID.
 * BENCH_LIVE_PG=1 runs the scale run on PostgreSQL instead (bench/live-scale.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCount, BENCH_JWT_SECRET } from './bench-db';
import type { Acknowledged, Crew } from './live-api';
import { alternatingAssigner, assign, assignableOrders, crewPair, streamLatencies } from './live-api';
import { heapPerStreamKb } from './live-heap';
import { catchUp, printLiveTable, type LiveRow } from './live-report';
import { benchLiveScale } from './live-scale';
import type { ParsedStream } from './live-streams';
import { openCountingStreams, openParsedStream } from './live-streams';
import type { RunningServer } from './load-server';
import { signIn, startServer } from './load-server';

const STREAMS = benchCount('BENCH_LIVE_STREAMS', 1000);
const WRITERS = benchCount('BENCH_LIVE_WRITERS', 8);
const BACKLOG = benchCount('BENCH_LIVE_BACKLOG', 10_000);
const WRITE_SECONDS = 10;
const MEASURED = 2;
const ADMIN = { email: 'live-bench@example.com', password: 'Live-bench-pass-1' };

/** WRITERS loops, each re-assigning its own order, for `seconds`; answers when each write was acknowledged. */
async function writeLoad(
  server: RunningServer,
  write: (id: string, lane: number) => Promise<Acknowledged>,
  orders: string[],
) {
  const acknowledged: Acknowledged[] = [];
  const until = performance.now() + WRITE_SECONDS * 1000;
  const cpu = process.cpuUsage();
  const serverCpu = server.cpuMs() ?? Number.NaN;
  await Promise.all(
    orders.slice(0, WRITERS).map(async (id, lane) => {
      while (performance.now() < until) acknowledged.push(await write(id, lane));
    }),
  );
  const used = process.cpuUsage(cpu);
  const serverMs = (server.cpuMs() ?? Number.NaN) - serverCpu;
  return {
    acknowledged,
    benchCpu: (used.user + used.system) / 1000 / WRITE_SECONDS / 10,
    serverMsPerWrite: serverMs / acknowledged.length,
  };
}

export async function benchLive(): Promise<boolean> {
  if (process.env.BENCH_LIVE_PG === '1') return benchLiveScale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-live-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED: 'demo',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: BENCH_JWT_SECRET,
  });
  const streams: ParsedStream[] = [];
  let counting: { close(): void } | undefined;
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const token = await signIn(server.port, ADMIN);
    const pair: [Crew, Crew] = await crewPair(base, token);
    const orders = await assignableOrders(base, token);
    if (orders.length < WRITERS) throw new Error(`only ${orders.length} assignable orders`);
    const write = alternatingAssigner(base, token, pair);

    const quiet = await writeLoad(server, write, orders);
    const rssBefore = server.rssMb() ?? Number.NaN;
    const opening = performance.now();
    for (let i = 0; i < MEASURED; i++) streams.push(openParsedStream(base, token));
    const others = await openCountingStreams(server.port, token, STREAMS - MEASURED);
    counting = others;
    await Promise.all(streams.map((stream) => stream.ready));
    const openMs = performance.now() - opening;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = server.rssMb() ?? Number.NaN;

    const measured = streams.map((stream) => ({ stream, from: stream.events.length }));
    const bytesBefore = others.bytes();
    const writesBefore = others.writes();
    const loaded = await writeLoad(server, write, orders);
    // After the writes too: the fan-out's allocation may grow the young generation (up to 64 MB a half).
    const rssLoaded = server.rssMb() ?? Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { latencies, missing } = streamLatencies(measured, loaded.acknowledged);
    const bytesPerStream = (others.bytes() - bytesBefore) / (STREAMS - MEASURED);
    const writesPerStream = (others.writes() - writesBefore) / (STREAMS - MEASURED);
    const eventsPerStream = measured[0]!.stream.events.length - measured[0]!.from;

    // Catch-up: one stream away while BACKLOG events are written in bulk assignments, then back.
    const away = streams.pop()!;
    away.close();
    const cursor = Math.max(...away.events.map((event) => event.id ?? 0), 0);
    for (const stream of streams) stream.close();
    streams.length = 0;
    others.close();
    let written = 0;
    for (let round = 0; written < BACKLOG; round++) {
      await assign(base, token, orders, pair[round % 2]!);
      written += orders.length;
    }
    const caught = await catchUp(base, token, cursor, streams);
    const heapKbPerStream = await heapPerStreamKb(STREAMS);

    const row: LiveRow = {
      setup: `PGlite, ${STREAMS} streams`,
      kbPerStream: ((rssAfter - rssBefore) * 1024) / STREAMS,
      heapKbPerStream,
      latencies,
      missing,
      before: quiet.acknowledged.length / WRITE_SECONDS,
      after: loaded.acknowledged.length / WRITE_SECONDS,
      throughputUnit: 'writes/s',
      caught,
    };
    console.log(`\nlive: ${STREAMS} streams on one process (PGlite), ${WRITERS} writers`);
    console.log(
      `  opened in ${(openMs / 1000).toFixed(1)} s; server memory ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB ` +
        `(${rssLoaded.toFixed(0)} MB after the writes); ` +
        `${others.dropped()} dropped; each counting stream read ${(bytesPerStream / 1024).toFixed(0)} KB while loaded, ` +
        `${eventsPerStream} events in ${writesPerStream.toFixed(0)} writes`,
    );
    console.log(
      `  the bench process's CPU: ${quiet.benchCpu.toFixed(0)}% with no stream, ${loaded.benchCpu.toFixed(0)}% ` +
        `with ${STREAMS} (writers and readers, of one core); the server's CPU a write: ` +
        `${quiet.serverMsPerWrite.toFixed(1)} ms with no stream, ${loaded.serverMsPerWrite.toFixed(1)} ms with ${STREAMS}`,
    );
    return printLiveTable([row], BACKLOG);
  } finally {
    for (const stream of streams) stream.close();
    counting?.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
