/**
 * A reader of the server's change feed (GET /api/events) over fetch, since the browser's EventSource cannot
 * send the bearer token. It keeps the number of the last event it had and resumes after it on reconnect
 * (Last-Event-ID), waits longer after each failure, drops its stream when the device goes offline and
 * reconnects at once when it is back, and stops when told to.
 */
export interface FeedEvent {
  event: string;
  id: number | null;
  data: unknown;
}

export interface FeedReaderOptions {
  url: string;
  token: () => string | null;
  onEvent: (event: FeedEvent) => void;
  /** Told when the stream opens (true) or drops (false). */
  onConnection?: (open: boolean) => void;
  fetch?: typeof fetch;
}

/** Splits a text/event-stream into its events (blocks ending in a blank line); answers the unfinished rest. */
export function parseEvents(buffer: string, onEvent: (event: FeedEvent) => void): string {
  let rest = buffer;
  let end: number;
  while ((end = rest.search(/\r?\n\r?\n/)) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(rest.slice(end).match(/^\r?\n\r?\n/)![0].length + end);
    let event = 'message';
    let id: number | null = null;
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id' && /^\d+$/.test(value)) id = Number(value);
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.join('\n'));
      } catch {
        parsed = data.join('\n');
      }
      onEvent({ event, id, data: parsed });
    } else if (id !== null) {
      // A heartbeat's id moves the cursor past events this reader may not hear.
      onEvent({ event: 'cursor', id, data: null });
    }
  }
  return rest;
}

/** A running reader: `stop` ends it; `reconnectNow` drops any wait between attempts and connects again. */
export interface FeedReader {
  stop(): void;
  reconnectNow(): void;
}

export function startFeedReader(options: FeedReaderOptions): FeedReader {
  const fetchImpl = options.fetch ?? fetch.bind(globalThis);
  let lastId: number | null = null;
  let stopped = false;
  let controller: AbortController | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let soon = false;

  async function connect() {
    const token = options.token();
    if (stopped || !token) return;
    running = true;
    controller = new AbortController();
    try {
      const response = await fetchImpl(options.url, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          ...(lastId !== null ? { 'last-event-id': String(lastId) } : {}),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`the change feed answered ${response.status}`);
      failures = 0;
      options.onConnection?.(true);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer = parseEvents(buffer + value, (event) => {
          if (event.id !== null) lastId = event.id;
          if (event.event !== 'cursor') options.onEvent(event);
        });
      }
    } catch {
      failures += 1;
    } finally {
      running = false;
      options.onConnection?.(false);
    }
    if (stopped) return;
    // A stream the server ended (a new token is due) reconnects at once; a failure waits longer each time,
    // unless the device just came back online.
    const delay = soon || failures === 0 ? 200 : Math.min(30_000, 1000 * 2 ** Math.min(failures - 1, 5));
    soon = false;
    timer = setTimeout(() => void connect(), delay);
  }

  void connect();
  const reconnectNow = () => {
    if (stopped) return;
    soon = true;
    if (running) return void controller?.abort();
    clearTimeout(timer);
    void connect();
  };
  // Offline, an open stream is dead or about to be (or, under an emulated offline, still flowing while the
  // rest of the API is not): it is dropped, and resumes after its last event once back online.
  const dropNow = () => controller?.abort();
  window.addEventListener('online', reconnectNow);
  window.addEventListener('offline', dropNow);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', reconnectNow);
      window.removeEventListener('offline', dropNow);
      controller?.abort();
    },
    // Only a reader waiting to try again is hurried; an open stream is left as it is.
    reconnectNow: () => {
      if (!running) reconnectNow();
    },
  };
}
