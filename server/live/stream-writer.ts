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

/** What a stream writes to: the response (`reply.raw`). */
export interface StreamSink {
  write(chunk: string | Buffer): unknown;
  readonly writableLength: number;
  end(): unknown;
}

const asBuffer = (chunk: string | Buffer) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk);

const due = new Set<StreamWriter>();
let timer: NodeJS.Timeout | undefined;

function flushDue() {
  timer = undefined;
  const writers = [...due];
  due.clear();
  for (const writer of writers) writer.flush();
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
