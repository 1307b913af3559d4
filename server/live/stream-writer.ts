import type { ServerResponse } from 'node:http';

/**
 * An open stream's writes, coalesced: text queued within one window goes to the socket as one write, so N
 * events that arrive close together cost each stream one write (one chunk, one system call) instead of N.
 * Every stream's queue is flushed by one shared timer, not a timer per stream.
 *
 * Invariant: text reaches the socket in the order it was queued, and nothing queued is dropped while the
 * stream stays open; `end` writes what is queued first, `discard` (the reader is gone) drops it.
 */

/** How long queued text waits for more before it is written (the latency it adds, at most). */
export const FLUSH_MS = 10;
/** Text this large is written at once: a replay's batch gains nothing from waiting. */
export const FLUSH_BYTES = 64 * 1024;

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

/** Writers with text queued, in the order they first queued it. */
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

export class StreamWriter {
  #queued: Array<string | Buffer> = [];
  #queuedLength = 0;
  #ended = false;

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
    due.add(this);
    timer ??= setTimeout(flushDue, FLUSH_MS);
  }

  flush(): void {
    due.delete(this);
    if (this.#ended || this.#queuedLength === 0) return;
    const chunks = this.#queued;
    this.#queued = [];
    this.#queuedLength = 0;
    this.sink.write(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks.map(asBuffer)));
    if (this.sink.writableLength > this.maxBuffered) this.onOverflow();
  }

  /** Drops what is queued: nobody is reading any more. */
  discard(): void {
    due.delete(this);
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
