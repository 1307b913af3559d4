import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../lib/error-responses';
import { authorize } from '../lib/route-guard';
import type { ChangeEvent } from './feed-store';
import { eventsAfter, feedBounds } from './feed-store';
import type { LiveFeed } from './live-feed';
import { HeardForms } from './live-feed';
import { listenerOf } from './listener';
import { chunkedSink, StreamWriter } from './stream-writer';

/** A stream whose reader has fallen this far behind is ended; the console resumes from its last event. */
const MAX_BUFFERED_BYTES = 1 << 20;
const REPLAY_BATCH = 1000;

const querySchema = z.object({
  /** Resume after this event (what the Last-Event-ID header says, for clients that cannot send it). */
  after: z.coerce.number().int().min(0).optional(),
});

function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/** An event's text, made once however many streams send it. */
const formatted = new WeakMap<ChangeEvent, string>();

function format(event: ChangeEvent): string {
  let text = formatted.get(event);
  if (text === undefined) {
    text = `id: ${event.seq}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;
    formatted.set(event, text);
  }
  return text;
}

/**
 * A delivery's bytes, encoded once for the streams that share it (a feed hands one listener's streams one
 * list): each socket is given the same Buffer.
 */
const formattedLists = new WeakMap<readonly ChangeEvent[], Buffer>();

function formatAll(events: readonly ChangeEvent[]): Buffer {
  let bytes = formattedLists.get(events);
  if (bytes === undefined) {
    bytes = Buffer.from(events.map(format).join(''));
    formattedLists.set(events, bytes);
  }
  return bytes;
}

/**
 * GET /api/events: the change feed as server-sent events, filtered for the caller. With Last-Event-ID (or
 * ?after=) it first sends every kept event after that one the caller may hear, then follows live; a cursor
 * older than the kept history (or from another database) gets `reset`: refetch, then follow from `seq`.
 */
export function registerEventsRoute(app: FastifyInstance, feed: LiveFeed): void {
  app.get(
    '/api/events',
    {
      schema: {
        summary: 'Follow changes as server-sent events',
        description:
          'Signed in. Events: `change` (id = its number; data: seq, kind, op, id, version, by, at, data), ' +
          '`ready` (caught up; data: seq), `reset` (history missed: refetch; data: seq), `expired` (the ' +
          'access token ran out: reconnect with a new one). Resume with the Last-Event-ID header or `after`.',
        tags: ['Live'],
        security: [{ bearerAuth: [] }],
        querystring: querySchema,
        response: {
          200: {
            description: 'The events, as a stream that stays open',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses([400, 401, 403, 500]),
        },
      },
    },
    async (request, reply) => {
      const auth = authorize(request, 'signed-in');
      const { after } = request.query as z.output<typeof querySchema>;
      const resumeFrom = lastEventId(request.headers['last-event-id']) ?? after ?? null;
      const listener = await listenerOf(app.db, auth);
      const bounds = await feedBounds(app.database);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // `sent`: the newest event queued on this stream. Text queued reaches the socket in order, so a
      // reader that resumes after the last id it read misses nothing and reads nothing twice.
      let sent = resumeFrom ?? feed.newest;
      let replaying = resumeFrom !== null;
      const queued: ChangeEvent[] = [];
      let closed = false;
      raw.flushHeaders();
      const writer = new StreamWriter(chunkedSink(raw), MAX_BUFFERED_BYTES, () => close());

      const write = (chunk: string | Buffer) => {
        if (!closed) writer.write(chunk);
      };
      const send = (events: readonly ChangeEvent[]) => {
        const fresh = events.filter((event) => event.seq > sent);
        if (fresh.length === 0) return;
        sent = fresh[fresh.length - 1]!.seq;
        write(fresh.length === events.length ? formatAll(events) : fresh.map(format).join(''));
      };
      const unsubscribe = feed.subscribe({
        listener,
        deliver: (events) => (replaying ? queued.push(...events) : send(events)),
        close: () => close(),
        // A heartbeat keeps proxies from closing a quiet stream, and moves the console's cursor past events
        // it may not hear, so a resume does not read them again.
        heartbeat: () => {
          if (!replaying) write(`id: ${Math.max(sent, feed.newest)}\n: keep-alive\n\n`);
        },
      });
      const expiry = setTimeout(
        () => {
          write('event: expired\ndata: {}\n\n');
          close();
        },
        Math.max(0, auth.tokenExp * 1000 - Date.now()),
      );
      /** Ends the stream; `gone`: the reader left, so what is queued is dropped rather than written. */
      function close(gone = false) {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearTimeout(expiry);
        if (gone) writer.discard();
        writer.end();
      }
      raw.on('close', () => close(true));

      write('retry: 3000\n\n');
      if (resumeFrom !== null && (resumeFrom > bounds.newest || resumeFrom < bounds.oldest - 1)) {
        replaying = false;
        sent = feed.newest;
        write(`event: reset\ndata: ${JSON.stringify({ seq: sent })}\n\n`);
      } else if (replaying) {
        try {
          for (;;) {
            const batch = await eventsAfter(app.database, sent, REPLAY_BATCH);
            const last = batch[batch.length - 1];
            send(batch.flatMap((event) => new HeardForms(event).for(listener) ?? []));
            if (last) sent = Math.max(sent, last.seq);
            if (batch.length < REPLAY_BATCH || closed) break;
          }
        } finally {
          replaying = false;
          send(queued.splice(0));
        }
      }
      write(
        `id: ${Math.max(sent, feed.newest)}\nevent: ready\ndata: ${JSON.stringify({ seq: Math.max(sent, feed.newest) })}\n\n`,
      );
    },
  );
}
