import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { ACTION_HEADER, QUEUED_HEADER } from '../src/api/services';
import type { WriteAction } from '../src/domain/offline-actions';
import { IDEMPOTENCY_HEADER } from '../src/domain/envelope';
import { db } from '../src/offline/db';
import { recordFromRequest } from '../src/offline/outbox-record';
import { appendRecord, resendRecord } from '../src/offline/outbox-store';
import { recordAction } from '../src/offline/record-action';
import { apiLayout } from '../src/offline/request-rules';
import { outboxCleared, replayQueue, type ReplayOutcome } from './replay';
import { releaseWaiters, waiters } from './waiters';
import { notifyPages } from './session';

declare let self: ServiceWorkerGlobalScope;

/**
 * The write outbox. Every write with an Idempotency-Key goes through it: the Dexie `outbox` table gets the
 * record first, then the one replay pass sends records in order and deletes each only once the server
 * answered it. A write that gets no response (the connection dropped, the worker or the browser stopped
 * mid-send) keeps its record: its fate is unknown, and it is sent again under the same key, for which the
 * server replays its first answer. Background Sync (where the browser has it) wakes the worker to send
 * what is kept; pages also ask at start, when the server answers again and from "Send now".
 */
export const SYNC_TAG = 'field-console-outbox';

/**
 * How long a page's write may wait for the writes queued before it while they are being sent. After that
 * the page is told the write is kept (202) and the pass sends it in its turn.
 */
const LINE_WAIT_MS = 4_000;

/**
 * After a pass found the server unreachable, a new write is kept (behind the others) without trying the
 * server again for this long; the page's connectivity watch, a `sync` event or "Send now" start a pass
 * sooner. Trying the head of the outbox on every write would cost each write a failed connection.
 */
const UNREACHABLE_QUIET_MS = 2_000;

interface SyncCapable {
  sync?: { register: (tag: string) => Promise<void> };
}

const layout = apiLayout(self.location.origin);

/** When the last pass found no server (0: it answered, or no pass yet). */
let unreachableAt = 0;
let syncRegistered = false;

/** Asks the browser to wake the worker with `sync` once it has a connection; quietly absent elsewhere. */
function registerSync(): void {
  if (syncRegistered) return;
  syncRegistered = true;
  const registration = self.registration as ServiceWorkerRegistration & SyncCapable;
  registration.sync?.register(SYNC_TAG).catch(() => undefined);
}

function noteOutcome(outcome: ReplayOutcome): void {
  if (outcome.unreachable) {
    // Pages hear it once per outage, not once per kept write.
    if (unreachableAt === 0) notifyPages({ type: 'server-unreachable' });
    unreachableAt = Date.now();
  } else {
    unreachableAt = 0;
  }
  if (outcome.waiting) registerSync();
  else syncRegistered = false;
}

let running: Promise<ReplayOutcome> | null = null;
let requestedAgain = false;

/** One replay at a time; a replay asked for while one runs happens right after it. */
export function replayOutbox(): Promise<ReplayOutcome> {
  if (running) {
    requestedAgain = true;
    return running;
  }
  running = replayQueue(layout)
    .then((outcome) => {
      noteOutcome(outcome);
      return outcome;
    })
    .finally(() => {
      running = null;
      if (requestedAgain) {
        requestedAgain = false;
        replayOutbox().catch((error: unknown) => console.warn('Replaying the outbox failed', error));
      } else {
        releaseWaiters();
      }
    });
  return running;
}

function queuedResponse(idempotencyKey: string, action: WriteAction | undefined): Response {
  return new Response(JSON.stringify({ data: null, queued: true, idempotencyKey, action }), {
    status: 202,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
  });
}

function waitForAnswer(id: string, authorization: string | null): Promise<Response | null> {
  return new Promise((resolve) => {
    const earlier = waiters.get(id);
    // The page sent the same logical write again: the earlier wait ends as kept, this one takes over.
    if (earlier) earlier.settle(null);
    const timer = setTimeout(() => {
      const waiter = waiters.get(id);
      if (waiter && !waiter.started) {
        waiters.delete(id);
        resolve(null);
      }
    }, LINE_WAIT_MS);
    waiters.set(id, {
      authorization,
      started: false,
      settle: (response) => {
        clearTimeout(timer);
        resolve(response);
      },
    });
  });
}

/**
 * Keeps the write in the outbox, behind anything already kept, and has the replay pass send it. The page
 * gets the server's answer when it arrives in time, or 202 with the queued marker when the write has to wait
 * (server unreachable, or writes before it still waiting), so it keeps its optimistic state. Writes without
 * an Idempotency-Key go straight to the network: replaying is safe only when the server can recognise a
 * request that did arrive after all.
 */
export async function handleWrite({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
  if (!idempotencyKey) return fetch(request);
  const fresh = await recordFromRequest(request.clone(), idempotencyKey, Date.now());
  const action = recordAction(fresh, layout, request.headers.get(ACTION_HEADER));
  const record = await appendRecord(action ? { ...fresh, action, pendingIds: action.recordIds } : fresh);
  if (unreachableAt > 0 && Date.now() - unreachableAt < UNREACHABLE_QUIET_MS) {
    registerSync();
    return queuedResponse(idempotencyKey, record.action);
  }
  const answer = waitForAnswer(record.id, request.headers.get('authorization'));
  const replay = replayOutbox();
  if ('waitUntil' in event) event.waitUntil(replay.catch(() => undefined));
  return (await answer) ?? queuedResponse(idempotencyKey, record.action);
}

/** Puts a refused write back in the line under a new key, then sends the outbox. */
export async function retryFailedWrite(id: string): Promise<void> {
  if (await resendRecord(id)) await replayOutbox();
}

/** After logout: nothing kept may be sent with the next user's session. */
export async function clearOutbox(): Promise<void> {
  outboxCleared();
  await db.outbox.clear();
  releaseWaiters();
}
