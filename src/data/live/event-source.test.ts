import { describe, expect, it } from 'vitest';
import type { FeedEvent } from './event-source';
import { parseEvents, startFeedReader } from './event-source';
import { staleQueries, type LiveChange } from './use-live-updates';

function parse(text: string) {
  const events: FeedEvent[] = [];
  const rest = parseEvents(text, (event) => events.push(event));
  return { events, rest };
}

describe('the change feed’s stream, read', () => {
  it('reads events split anywhere, keeps the unfinished rest, and skips comments', () => {
    const first = parse(
      'retry: 3000\n\nid: 7\nevent: change\ndata: {"seq":7,"kind":"work_order"}\n\n: keep-alive\n\nid: 8\nev',
    );
    expect(first.events).toEqual([{ event: 'change', id: 7, data: { seq: 7, kind: 'work_order' } }]);
    const second = parse(`${first.rest}ent: ready\ndata: {"seq":8}\r\n\r\n`);
    expect(second.events).toEqual([{ event: 'ready', id: 8, data: { seq: 8 } }]);
    expect(second.rest).toBe('');
  });

  it('turns a heartbeat’s id into a cursor move, so a resume skips what this console may not hear', () => {
    expect(parse('id: 41\n: keep-alive\n\n').events).toEqual([{ event: 'cursor', id: 41, data: null }]);
  });
});

/** A feed whose streams stay open until aborted; each request's Last-Event-ID is kept. */
function openFeed(firstEvents: string) {
  const asked: Array<string | null> = [];
  const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new Headers(init?.headers).get('last-event-id'));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (asked.length === 1) controller.enqueue(new TextEncoder().encode(firstEvents));
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('the change feed’s reader', () => {
  it('drops its stream when the device goes offline, and resumes after its last event once back', async () => {
    const feed = openFeed('id: 12\nevent: change\ndata: {"seq":12}\n\n');
    const connections: boolean[] = [];
    const reader = startFeedReader({
      url: '/api/events',
      token: () => 'token',
      onEvent: () => {},
      onConnection: (open) => connections.push(open),
      fetch: feed.fetch,
    });
    try {
      await until(() => connections.length === 1);
      window.dispatchEvent(new Event('offline'));
      await until(() => connections.length === 2);
      expect(connections).toEqual([true, false]);
      window.dispatchEvent(new Event('online'));
      await until(() => feed.asked.length === 2);
      expect(feed.asked).toEqual([null, '12']);
    } finally {
      reader.stop();
    }
  });
});

describe('what a change makes stale', () => {
  const change = (kind: LiveChange['kind']): LiveChange => ({
    seq: 1,
    kind,
    op: 'update',
    id: 'order-1',
    version: 2,
    by: null,
    at: '2026-11-29T00:00:00Z',
    data: null,
  });

  it('an order: that order, its history and the dashboard (its lists are patched one by one), not everything', () => {
    expect(staleQueries(change('work_order'))).toEqual([
      ['workOrders', 'detail', 'order-1'],
      ['workOrders', 'dashboard'],
      ['workOrders', 'history', 'order-1'],
    ]);
  });

  it('an activity: only its order', () => {
    expect(staleQueries(change('work_order_activity'))).toEqual([
      ['workOrders', 'detail', 'order-1'],
      ['workOrders', 'activities', 'order-1'],
      ['workOrders', 'history', 'order-1'],
    ]);
  });

  it('a notification or a file job: the bell and the history', () => {
    expect(staleQueries(change('notification'))).toEqual([['notifications']]);
    expect(staleQueries(change('file_job'))).toEqual([['fileJobs']]);
  });
});
