/** What a live benchmark reports: one row per setup, checked against issue 35's aims. */
import type { ParsedStream } from './live-streams';
import { epochNow, openParsedStream } from './live-streams';
import { median, percentile } from './stats';

export const LIVE_AIMS = { p95Ms: 1000, kbPerStream: 20, throughputLoss: 0.1, catchUpMs: 3000 };

export interface Latencies {
  latencies: number[];
  /** Writes whose change never arrived. */
  missing: number;
}

export interface LiveRow extends Latencies {
  setup: string;
  /** Resident memory (every server process) before and after opening the streams, a stream. */
  kbPerStream: number;
  /** The heap a stream keeps, after a full GC (bench/live-heap.ts): what the aim is checked on, when measured. */
  heapKbPerStream?: number;
  /** Throughput with no stream open and with every stream open. */
  before: number;
  after: number;
  throughputUnit: string;
  caught: { events: number; ms: number };
  /** Commit to screen, in Chromium, when measured. */
  screen?: Latencies;
}

/** A stream back after `cursor`: how many missed events it read, and how long until it said `ready`. */
export async function catchUp(base: string, token: string, cursor: number, open: ParsedStream[]) {
  const back = epochNow();
  const resumed = openParsedStream(base, token, cursor);
  open.push(resumed);
  const caughtUpAt = await resumed.ready;
  return { events: resumed.events.length, ms: caughtUpAt - back };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const spread = (l: Latencies) =>
  l.latencies.length === 0
    ? 'none'
    : `${ms(median(l.latencies))} / ${ms(percentile(l.latencies, 95))} / ${ms(percentile(l.latencies, 99))}` +
      ` (${l.latencies.length}${l.missing > 0 ? `, ${l.missing} MISSING` : ''})`;

function meets(l: Latencies): boolean {
  return l.missing === 0 && l.latencies.length > 0 && percentile(l.latencies, 95) <= LIVE_AIMS.p95Ms;
}

type Lines = Array<[string, string, string]>;

function memoryLines(row: LiveRow, mark: (good: boolean) => string): Lines {
  const aim = (kb: number) => `<= ${LIVE_AIMS.kbPerStream} KB: ${mark(kb <= LIVE_AIMS.kbPerStream)}`;
  const resident = `${row.kbPerStream.toFixed(1)} KB`;
  if (row.heapKbPerStream === undefined)
    return [['memory a stream (resident)', resident, aim(row.kbPerStream)]];
  return [
    ['memory a stream (resident)', resident, '(young generation included)'],
    ['heap a stream keeps (after GC)', `${row.heapKbPerStream.toFixed(1)} KB`, aim(row.heapKbPerStream)],
  ];
}

/** Prints the rows and answers whether every aim was met. */
export function printLiveTable(rows: readonly LiveRow[], backlog: number): boolean {
  let ok = true;
  const mark = (good: boolean) => {
    ok &&= good;
    return good ? 'ok' : 'MISSED';
  };
  for (const row of rows) {
    const loss = 1 - row.after / row.before;
    const lines: Lines = [
      ...memoryLines(row, mark),
      ['commit to stream p50/p95/p99', spread(row), `p95 <= ${LIVE_AIMS.p95Ms} ms: ${mark(meets(row))}`],
      ...(row.screen
        ? [
            [
              'commit to screen p50/p95/p99',
              spread(row.screen),
              `p95 <= ${LIVE_AIMS.p95Ms} ms: ${mark(meets(row.screen))}`,
            ] satisfies [string, string, string],
          ]
        : []),
      [
        `${row.throughputUnit}, none -> all open`,
        `${row.before.toFixed(1)} -> ${row.after.toFixed(1)} (${Math.abs(loss * 100).toFixed(1)}% ${loss < 0 ? 'more' : 'fewer'})`,
        `<= ${LIVE_AIMS.throughputLoss * 100}% fewer: ${mark(loss <= LIVE_AIMS.throughputLoss)}`,
      ],
      [
        'catch-up after a reconnect',
        `${row.caught.events} events in ${ms(row.caught.ms)}`,
        `${backlog} in <= ${LIVE_AIMS.catchUpMs} ms: ${mark(
          row.caught.events >= backlog && row.caught.ms <= LIVE_AIMS.catchUpMs,
        )}`,
      ],
    ];
    console.log(`\n${row.setup}`);
    for (const [what, value, aim] of lines) console.log(`  ${what.padEnd(34)} ${value.padEnd(44)} ${aim}`);
  }
  return ok;
}
