/**
 * The readers of GET /api/events a live benchmark opens: a few that parse every event (the measured ones, as
 * the console's reader does), and many that only count bytes, so the bench's own parsing does not take the
 * server's CPU on a shared machine (a real device reads its stream on its own).
 */
import net from 'node:net';
import type { FeedEvent } from '../src/data/live/event-source';
import { parseEvents } from '../src/data/live/event-source';

export interface ParsedStream {
  events: FeedEvent[];
  /** When each change event was read: epoch milliseconds (performance.timeOrigin + now). */
  heardAt: Map<FeedEvent, number>;
  /** Resolves with the time the stream said `ready` (epoch milliseconds). */
  ready: Promise<number>;
  close(): void;
}

/** Epoch milliseconds with the sub-millisecond resolution of performance.now(), comparable with a browser's. */
export const epochNow = () => performance.timeOrigin + performance.now();

/** A stream read as the console reads it: fetch, TextDecoder, parseEvents. */
export function openParsedStream(base: string, token: string, lastEventId?: number): ParsedStream {
  const controller = new AbortController();
  const events: FeedEvent[] = [];
  const heardAt = new Map<FeedEvent, number>();
  let markReady!: (at: number) => void;
  const ready = new Promise<number>((resolve) => (markReady = resolve));
  void (async () => {
    try {
      const response = await fetch(`${base}/api/events`, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
        },
        signal: controller.signal,
      });
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer = parseEvents(buffer + decoder.decode(chunk, { stream: true }), (event) => {
          const at = epochNow();
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

export interface CountingStreams {
  /** Bytes read so far over every stream (headers, chunk framing and events). */
  bytes(): number;
  /** Streams that ended or failed before they were closed. */
  dropped(): number;
  /** The server's writes (HTTP chunks) to every stream so far. */
  writes(): number;
  close(): void;
}

const READY = 'event: ready';
/** Opened this many at a time, so the server's accept backlog never overflows into SYN retries. */
const OPEN_BATCH = 250;

/**
 * Counts a response's HTTP chunks (each one write of the server) as it arrives, reading only the chunk
 * framing: the size lines, never the events in between.
 */
class ChunkCounter {
  #inHeaders = true;
  #line = '';
  #remaining = 0;
  chunks = 0;

  read(data: Buffer): void {
    let i = 0;
    if (this.#inHeaders) {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      this.#inHeaders = false;
      i = end + 4;
    }
    while (i < data.length) {
      if (this.#remaining > 0) {
        const take = Math.min(this.#remaining, data.length - i);
        i += take;
        this.#remaining -= take;
        continue;
      }
      const newline = data.indexOf(10, i);
      if (newline < 0) {
        this.#line += data.toString('latin1', i);
        return;
      }
      const size = parseInt(this.#line + data.toString('latin1', i, newline), 16);
      this.#line = '';
      i = newline + 1;
      this.chunks += 1;
      this.#remaining = size + 2;
    }
  }
}

/** One stream on a raw socket: it looks for `ready`, then only counts what arrives. */
function countingSocket(port: number, token: string, counter: { bytes: number; dropped: number }) {
  let tail = '';
  let isReady = false;
  let closing = false;
  const chunks = new ChunkCounter();
  const socket = net.connect(port, '127.0.0.1');
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', () =>
      socket.write(
        `GET /api/events HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nauthorization: Bearer ${token}\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      counter.bytes += chunk.length;
      chunks.read(chunk);
      if (isReady) return;
      // The marker may be split between chunks: keep the end of the last one.
      tail = (tail + chunk.toString('latin1')).slice(-(chunk.length + READY.length));
      if (tail.includes(READY)) {
        isReady = true;
        tail = '';
        resolve();
      } else if (tail.startsWith('HTTP/1.1') && !tail.startsWith('HTTP/1.1 200')) {
        reject(new Error(`a stream was refused: ${tail.split('\r\n')[0]}`));
      }
    });
    socket.on('error', (error) => (isReady ? undefined : reject(error)));
    socket.on('close', () => {
      if (!closing) counter.dropped += 1;
      if (!isReady) reject(new Error('a stream closed before it was ready'));
    });
  });
  return {
    ready,
    writes: () => chunks.chunks,
    close: () => {
      closing = true;
      socket.destroy();
    },
  };
}

/** Opens `count` streams for `token` on raw sockets and resolves once every one has said `ready`. */
export async function openCountingStreams(
  port: number,
  /** One user's token for every stream, or several: stream i is the (i mod n)th's. */
  tokens: string | readonly string[],
  count: number,
): Promise<CountingStreams> {
  const tokenOf = (i: number) => (typeof tokens === 'string' ? tokens : tokens[i % tokens.length]!);
  const counter = { bytes: 0, dropped: 0 };
  const sockets: Array<{ close(): void; writes(): number }> = [];
  const close = () => {
    for (const socket of sockets) socket.close();
  };
  try {
    for (let opened = 0; opened < count; opened += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, count - opened) }, (_, i) =>
        countingSocket(port, tokenOf(opened + i), counter),
      );
      sockets.push(...batch);
      await Promise.all(batch.map((socket) => socket.ready));
    }
  } catch (error) {
    close();
    throw error;
  }
  return {
    bytes: () => counter.bytes,
    dropped: () => counter.dropped,
    writes: () => sockets.reduce((sum, socket) => sum + socket.writes(), 0),
    close,
  };
}
