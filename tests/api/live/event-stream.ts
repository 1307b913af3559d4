import net from 'node:net';
import { afterAll } from 'vitest';

/** A reader of GET /api/events over real HTTP, as the console's fetch-based reader is. */
export interface StreamEvent {
  id: number | null;
  event: string;
  data: unknown;
}

export interface EventStream {
  events: StreamEvent[];
  /** The first event (from now or already received) that `match` accepts, within `ms`. */
  waitFor(match: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  close(): void;
  status: number;
}

/** The first of `items` (from now or already there) that `match` accepts; `waiters` are woken on each new one. */
function waitIn<T>(items: T[], waiters: Set<() => void>, match: (item: T) => boolean, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = items.find(match);
      if (found === undefined) return;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(found);
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`nothing matching within ${ms} ms; got ${JSON.stringify(items)}`));
    }, ms);
    waiters.add(check);
    check();
  });
}

export async function openStream(
  base: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon <= 0) continue;
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (!fields.has('data')) continue;
            events.push({
              id: fields.has('id') ? Number(fields.get('id')) : null,
              event: fields.get('event') ?? 'message',
              data: JSON.parse(fields.get('data')!),
            });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await response.text();
  }
  return {
    events,
    status: response.status,
    close: () => controller.abort(),
    waitFor: (match, ms) => waitIn(events, waiters, match, ms),
  };
}

/** A change event's data, as the stream sends it. */
export interface Change {
  seq: number;
  kind: string;
  op: string;
  id: string;
  version: number | null;
  by: { id: string; name: string } | null;
  data: Record<string, unknown> | null;
}

export const change = (event: StreamEvent) => event.data as Change;
export const isChangeOf = (id: string, op?: string) => (event: StreamEvent) =>
  event.event === 'change' && change(event).id === id && (op === undefined || change(event).op === op);

/** A stream read off the socket: `chunks` holds each HTTP chunk the server wrote (one per socket write). */
export interface ChunkedStream {
  chunks: string[];
  /** The first chunk (from now or already received) that `match` accepts, within `ms`. */
  waitFor(match: (chunk: string) => boolean, ms?: number): Promise<string>;
  close(): void;
}

export function openChunkedStream(
  base: string,
  token: string,
  headers: Record<string, string> = {},
): ChunkedStream {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const chunks: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = Buffer.alloc(0);
  let body = false;
  const lines = Object.entries({ authorization: `Bearer ${token}`, ...headers }).map(
    ([k, v]) => `${k}: ${v}`,
  );
  socket.write(`GET /api/events HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${lines.join('\r\n')}\r\n\r\n`);
  socket.on('data', (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    if (!body) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      body = true;
      buffer = buffer.subarray(end + 4);
    }
    // Chunked transfer coding: `<size in hex>\r\n<bytes>\r\n`, each one write of the server.
    for (;;) {
      const line = buffer.indexOf('\r\n');
      if (line < 0) return;
      const size = parseInt(buffer.subarray(0, line).toString('latin1'), 16);
      if (buffer.length < line + 2 + size + 2) return;
      chunks.push(buffer.subarray(line + 2, line + 2 + size).toString('utf8'));
      buffer = buffer.subarray(line + 2 + size + 2);
      for (const wake of waiters) wake();
    }
  });
  return {
    chunks,
    close: () => socket.destroy(),
    waitFor: (match, ms) => waitIn(chunks, waiters, match, ms),
  };
}

/** The change events of a chunk, in the order written. */
export function changesIn(chunk: string): Change[] {
  return [...chunk.matchAll(/^event: change\ndata: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as Change);
}

/**
 * Opens streams on a test file's listening app (its address once listening), each returned once `ready`;
 * every stream it opened is closed after the file's tests.
 */
export function readyStreams(base: () => string) {
  const open: EventStream[] = [];
  afterAll(() => {
    for (const opened of open) opened.close();
  });
  return async (token: string, headers: Record<string, string> = {}) => {
    const opened = await openStream(base(), token, headers);
    open.push(opened);
    await opened.waitFor((event) => event.event === 'ready');
    return opened;
  };
}
