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
    waitFor(match, ms = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
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
