import { Queue } from 'workbox-background-sync';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { QUEUED_HEADER } from '../src/api/services';
import { IDEMPOTENCY_HEADER } from '../src/domain/envelope';
import { db } from '../src/offline/db';
import { recordFromRequest, requestFromRecord, stripCredentials } from '../src/offline/outbox-record';
import { replayQueue, type ReplayOutcome } from './replay';

/**
 * The write outbox. A write that gets no response is kept twice, deliberately: the workbox-background-sync
 * queue holds the request it replays (and registers the `sync` event), and the Dexie `outbox` table holds the
 * record the page lists. The record is written first and is the authority: a queued request whose record is
 * gone was discarded and is dropped unsent.
 */
const queue = new Queue('field-console-outbox', {
  onSync: async () => {
    const outcome = await replayOutbox();
    // Rejecting asks the browser to fire `sync` again later for the writes still waiting.
    if (outcome.kept > 0) throw new Error(`${outcome.kept} writes wait for the network or a new sign-in`);
  },
  // Records, not the queue, decide when a write is given up; workbox must never drop one silently.
  maxRetentionTime: 60 * 24 * 365,
});

let running: Promise<ReplayOutcome> | null = null;
let requestedAgain = false;

/** One replay at a time; a replay asked for while one runs happens right after it. */
export function replayOutbox(): Promise<ReplayOutcome> {
  if (running) {
    requestedAgain = true;
    return running;
  }
  running = replayQueue(queue).finally(() => {
    running = null;
    if (requestedAgain) {
      requestedAgain = false;
      replayOutbox().catch((error: unknown) => console.warn('Replaying the outbox failed', error));
    }
  });
  return running;
}

function queuedResponse(idempotencyKey: string): Response {
  return new Response(JSON.stringify({ data: null, queued: true, idempotencyKey }), {
    status: 202,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
  });
}

async function enqueue(request: Request, idempotencyKey: string): Promise<void> {
  await db.outbox.put(await recordFromRequest(request.clone(), idempotencyKey, Date.now()));
  const withoutCredentials = new Request(request, { headers: stripCredentials(request.headers) });
  await queue.pushRequest({ request: withoutCredentials, metadata: { id: idempotencyKey } });
}

/**
 * Sends the write; when no response comes back, keeps it and answers 202 with the queued marker so the page
 * keeps its optimistic state. Only writes with an Idempotency-Key are kept: replaying is safe only when the
 * server can recognise a request that did arrive after all.
 */
export async function handleWrite({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
  const copy = idempotencyKey ? request.clone() : null;
  try {
    return await fetch(request);
  } catch (error) {
    // An abort comes from the page, which no longer waits for an answer; sending it later would surprise it.
    if (!idempotencyKey || !copy || request.signal.aborted) throw error;
    await enqueue(copy, idempotencyKey);
    return queuedResponse(idempotencyKey);
  }
}

/** Puts a refused write back in the queue under a new key: the old key's refusal may be remembered. */
export async function retryFailedWrite(id: string): Promise<void> {
  const record = await db.outbox.get(id);
  if (!record || record.state !== 'failed') return;
  const idempotencyKey = crypto.randomUUID();
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.delete(id);
    await db.outbox.put({
      ...record,
      id: idempotencyKey,
      state: 'pending',
      queuedAt: Date.now(),
      attempts: 0,
      failure: null,
    });
  });
  const request = requestFromRecord(record, idempotencyKey);
  await queue.pushRequest({ request, metadata: { id: idempotencyKey } });
  await replayOutbox();
}

/** After logout: nothing queued may be sent with the next user's session. */
export async function clearOutbox(): Promise<void> {
  await db.outbox.clear();
  while (await queue.shiftRequest()) {
    // Drained entries are dropped.
  }
}
