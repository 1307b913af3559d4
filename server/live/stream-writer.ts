import type { ServerResponse } from 'node:http';

/**
 * An open stream's writes, coalesced: text queued within one window goes to the socket as one write, so N
 * events that arrive close together cost each stream one write (one chunk, one system call) instead of N.
 * Every stream's queue is flushed by one shared timer, not a timer per stream.
 *
 * A stream is also written at most once every MIN_INTERVAL_MS (leading edge, then throttled): text queued when
 * the stream's last write is at least that old goes out in the next window, as above; text queued sooner is
 * held until the last write + MIN_INTERVAL_MS, everything queued meanwhile then going out as one write.
 *
 * Invariant: text reaches the socket in the order it was queued, and nothing queued is dropped while the
 * stream stays open; `end` writes what is queued first, `discard` (the reader is gone) drops it.
 */

/** How long queued text waits for more before it is written (the latency it adds, at most). */
export const FLUSH_MS = 10;
/** Text this large is written at once: a replay's batch gains nothing from waiting. */
export const FLUSH_BYTES = 64 * 1024;

/**
 * The least time between two writes of one stream, under sustained load; a quiet stream's event still goes out
 * within FLUSH_MS. Under the load mix with 5,000 streams the feed reads new events three or four times a
 * second, each read a write for every stream that hears it, which the 10 ms window could not join. At 450 ms a
 * stream gets at most 2.2 writes a second (1.2-1.3 in the bench, from 3.3-4.6), so a tablet's radio wakes
 * half as often or less, each write carrying what two or more reads found; the mix lost about half as much
 * to the 5,000 streams. The interval is also the latency it adds at most, to an event that comes just after
 * its stream's last write: commit to screen p95 0.63-0.87 s in the bench (0.54-0.57 s without), under the 1 s
 * aim; 1 s would halve the writes again but leave no room for it, 250 ms would keep a write for nearly every
 * read.
 */
export const MIN_INTERVAL_MS = 450;

/** What a stream writes to: its response's socket, in HTTP chunks (`chunkedSink`). */
export interface StreamSink {
  write(chunk: string | Buffer): unknown;
  readonly writableLength: number;
  end(): unknown;
}

const asBuffer = (chunk: string | Buffer) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk);

/**
 * Streams written in one turn of the event loop. Thousands of streams due at once (an event every console
 * hears) are written a slice at a time, the rest after the loop has taken in what arrived meanwhile: one
 * write costs 10-15 µs, so 2,500 streams in one go would hold every request of the process for 30 ms.
 */
export const FLUSH_SLICE = 200;

/** Writers whose text goes out in the next window (or slice), in the order they became due. */
const due = new Set<StreamWriter>();
let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;

function flushDue() {
  timer = undefined;
  let written = 0;
  // A writer leaves `due` as it flushes (deleting the visited entry of a Set is safe while iterating).
  for (const writer of due) {
    if (written === FLUSH_SLICE) {
      timer = setImmediate(flushDue);
      return;
    }
    writer.flush();
    written += 1;
  }
}

/**
 * Every write, in the order written, with the time its stream may be written again (the write's time +
 * MIN_INTERVAL_MS): the same interval for every stream keeps these in order of release, so one timer, set for
 * the first, serves them all. A stream that queues text before its time is marked held, and moved to `due` when
 * its entry comes up; the entries of streams that stayed quiet are dropped then. (A write that did not wait,
 * a large text's or `end`'s, leaves an earlier entry of its stream behind: `releaseAt` tells it.)
 */
const written: StreamWriter[] = [];
const releases: number[] = [];
let first = 0;
let releaseTimer: NodeJS.Timeout | undefined;

function noteWrite(writer: StreamWriter, at: number) {
  written.push(writer);
  releases.push(at);
  releaseTimer ??= setTimeout(releaseHeld, at - performance.now());
}

function releaseHeld() {
  releaseTimer = undefined;
  const now = performance.now();
  while (first < written.length && releases[first]! <= now) {
    const writer = written[first]!;
    const at = releases[first]!;
    first += 1;
    if (writer.releaseAt === at && writer.release()) due.add(writer);
  }
  if (first === written.length) {
    written.length = 0;
    releases.length = 0;
    first = 0;
  } else {
    if (first > 1024 && first * 2 > written.length) {
      written.splice(0, first);
      releases.splice(0, first);
      first = 0;
    }
    releaseTimer = setTimeout(releaseHeld, releases[first]! - now);
  }
  // Released streams are written now, a slice at a time; a window already set takes them with its own.
  if (timer === undefined && due.size > 0) flushDue();
}

export class StreamWriter {
  #queued: Array<string | Buffer> = [];
  #queuedLength = 0;
  #ended = false;
  /** Text is queued and waits for `releaseAt`. */
  #held = false;
  /** When this stream may be written again: its last write + MIN_INTERVAL_MS. */
  releaseAt = -Infinity;

  /**
   * @param maxBuffered a reader this far behind (bytes the socket has not taken yet) is too slow:
   *   `onOverflow` is called, and the stream should end.
   */
  constructor(
    private readonly sink: StreamSink,
    private readonly maxBuffered: number,
    private readonly onOverflow: () => void,
  ) {}

  /** Queues `chunk`; a Buffer shared by many streams is written as it is, never encoded again for each. */
  write(chunk: string | Buffer): void {
    if (this.#ended) return;
    this.#queued.push(chunk);
    this.#queuedLength += chunk.length;
    if (this.#queuedLength >= FLUSH_BYTES) {
      this.flush();
      return;
    }
    if (this.#held || due.has(this)) return;
    if (performance.now() < this.releaseAt) {
      this.#held = true;
      return;
    }
    due.add(this);
    timer ??= setTimeout(flushDue, FLUSH_MS);
  }

  /** Its time has come (`releaseAt`): whether it has text held, now due. */
  release(): boolean {
    const held = this.#held;
    this.#held = false;
    return held && this.#queuedLength > 0;
  }

  /** Writes what is queued now, whether or not its interval is over. */
  flush(): void {
    due.delete(this);
    this.#held = false;
    if (this.#ended || this.#queuedLength === 0) return;
    const chunks = this.#queued;
    this.#queued = [];
    this.#queuedLength = 0;
    this.sink.write(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks.map(asBuffer)));
    this.releaseAt = performance.now() + MIN_INTERVAL_MS;
    noteWrite(this, this.releaseAt);
    if (this.sink.writableLength > this.maxBuffered) this.onOverflow();
  }

  /** Drops what is queued: nobody is reading any more. */
  discard(): void {
    due.delete(this);
    this.#held = false;
    this.#queued = [];
    this.#queuedLength = 0;
  }

  /** Writes what is queued, then ends the stream. */
  end(): void {
    if (this.#ended) return;
    this.flush();
    this.#ended = true;
    due.delete(this);
    this.sink.end();
  }
}

const CRLF = Buffer.from('\r\n');
/** Shared Buffers framed once: the same chunk goes to every stream that shares it. */
const framedOnce = new WeakMap<Buffer, Buffer>();

function framed(chunk: string | Buffer): Buffer {
  const shared = typeof chunk === 'string' ? null : framedOnce.get(chunk);
  if (shared) return shared;
  const body = asBuffer(chunk);
  const frame = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, CRLF]);
  if (typeof chunk !== 'string') framedOnce.set(chunk, frame);
  return frame;
}

/**
 * The response's socket as a sink, each write one HTTP chunk framed here (once for a Buffer many streams share)
 * and written in one call, where `response.write` would make four writes of it for every stream. The response
 * must have sent its headers (`flushHeaders`), chunked, and is not written to otherwise; `end` ends it (with
 * the last, empty chunk).
 */
export function chunkedSink(response: ServerResponse): StreamSink {
  return {
    write: (chunk) => response.socket?.write(framed(chunk)),
    get writableLength() {
      return response.socket?.writableLength ?? 0;
    },
    end: () => response.end(),
  };
}
