import { currentToken } from '../src/api/session';
import { db } from '../src/offline/db';
import {
  failureFrom,
  replayVerdict,
  requestFromRecord,
  type OutboxRecord,
  type ReplayVerdict,
} from '../src/offline/outbox-record';
import { nextPending } from '../src/offline/outbox-store';
import type { MirroredSession } from '../src/offline/session-rule';
import { notifyPages, refreshSession, sessionForReplay } from './session';

export interface ReplayOutcome {
  sent: number;
  failed: number;
  /** The pass stopped with writes still waiting (for the server, or for a new sign-in). */
  waiting: boolean;
  /** The pass stopped because a write got no response at all: the server cannot be reached. */
  unreachable: boolean;
}

/**
 * A page waiting for the answer to a write it just made. Held in memory only: if the worker stops, nobody
 * waits any more and the write is sent like any other kept one.
 */
export interface Waiter {
  /** The page's own Authorization header, used for this one send and never stored. */
  authorization: string | null;
  /** The pass began sending this write; from then on only its answer (or the lack of one) ends the wait. */
  started: boolean;
  settle: (response: Response | null) => void;
}

export const waiters = new Map<string, Waiter>();

interface Delivery {
  verdict: ReplayVerdict;
  response: Response | null;
  session: MirroredSession | null;
}

async function send(record: OutboxRecord, authorization: string): Promise<Response | null> {
  const request = requestFromRecord(record);
  const headers = new Headers(request.headers);
  headers.set('authorization', authorization);
  try {
    return await fetch(new Request(request, { headers, cache: 'no-store' }));
  } catch {
    return null;
  }
}

const bearer = (session: MirroredSession) => `Bearer ${currentToken(session) ?? ''}`;

/** Sends one kept write with the mirrored session; a 401 refreshes the session once and sends it again. */
async function deliver(record: OutboxRecord, session: MirroredSession): Promise<Delivery> {
  const response = await send(record, bearer(session));
  const verdict = replayVerdict(response?.status ?? null, false, record.attempts);
  if (verdict !== 'refresh') return { verdict, response, session };

  const refreshed = await refreshSession(currentToken(session)).catch(() => undefined);
  // undefined: the refresh got no response; null: the session is over until the user signs in again.
  if (!refreshed) return { verdict: 'keep', response: null, session: refreshed ?? session };
  const retried = await send(record, bearer(refreshed));
  return {
    verdict: replayVerdict(retried?.status ?? null, true, record.attempts),
    response: retried,
    session: refreshed,
  };
}

async function settle(record: OutboxRecord, delivery: Delivery): Promise<void> {
  if (delivery.verdict === 'sent') {
    await db.outbox.delete(record.id);
  } else if (delivery.verdict === 'failed' && delivery.response) {
    const body: unknown = await delivery.response.json().catch(() => null);
    const failure = failureFrom(delivery.response.status, body, Date.now());
    await db.outbox.update(record.id, { state: 'failed', failure });
  } else if (delivery.response && delivery.response.status !== 401) {
    await db.outbox.update(record.id, { attempts: record.attempts + 1 });
  }
  // No response: the write's fate is unknown. It stays, unchanged, to be sent again under the same key.
}

/** Ends the wait of every page whose write was not yet being sent: it is kept, and the page is told so. */
export function releaseWaiters(): void {
  for (const [id, waiter] of waiters) {
    if (waiter.started) continue;
    waiters.delete(id);
    waiter.settle(null);
  }
}

/**
 * Sends the outbox in order, one write at a time, reading the next record from the table each time (so a
 * write added meanwhile is sent in its place). A write leaves the outbox only when its answer is known; the
 * first write that must wait (no response, 5xx, 408/429, no session) ends the pass with everything behind it
 * still queued, so a later write never overtakes it. A write a page is waiting for is sent with that page's
 * credentials and whatever its answer is goes to that page, which handles it as any online answer.
 */
export async function replayQueue(): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: 0, failed: 0, waiting: false, unreachable: false };
  let session: MirroredSession | null | undefined;
  let stopped = false;
  for (;;) {
    const record = await nextPending();
    if (!record) break;
    const waiter = waiters.get(record.id);
    if (waiter) waiter.started = true;

    let delivery: Delivery;
    if (waiter?.authorization) {
      const response = await send(record, waiter.authorization);
      delivery = { verdict: response ? 'sent' : 'keep', response, session: session ?? null };
    } else {
      if (session === undefined) session = await sessionForReplay().catch(() => null);
      if (!session) {
        stopped = true;
        if (waiter) waiter.started = false;
        break;
      }
      delivery = await deliver(record, session);
      session = delivery.session;
    }

    if (waiter && delivery.response) {
      waiters.delete(record.id);
      await db.outbox.delete(record.id);
      waiter.settle(delivery.response);
      continue;
    }
    await settle(record, delivery);
    if (delivery.verdict === 'keep') {
      if (waiter) {
        waiters.delete(record.id);
        waiter.settle(null);
      }
      outcome.unreachable = delivery.response === null;
      stopped = true;
      break;
    }
    if (delivery.verdict === 'sent') outcome.sent += 1;
    if (delivery.verdict === 'failed') outcome.failed += 1;
  }
  if (stopped) releaseWaiters();
  outcome.waiting = stopped;
  if (outcome.sent + outcome.failed > 0)
    notifyPages({ type: 'outbox-replayed', sent: outcome.sent, failed: outcome.failed });
  return outcome;
}
