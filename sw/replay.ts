import type { Queue } from 'workbox-background-sync';
import { currentToken } from '../src/api/session';
import { IDEMPOTENCY_HEADER } from '../src/domain/envelope';
import { db } from '../src/offline/db';
import {
  failureFrom,
  replayVerdict,
  type OutboxRecord,
  type ReplayVerdict,
} from '../src/offline/outbox-record';
import type { MirroredSession } from '../src/offline/session-rule';
import { notifyPages, refreshSession, sessionForReplay } from './session';

export interface ReplayOutcome {
  sent: number;
  failed: number;
  /** Requests still queued after this pass. */
  kept: number;
}

type QueueEntry = NonNullable<Awaited<ReturnType<Queue['shiftRequest']>>>;

interface Delivery {
  verdict: ReplayVerdict;
  response: Response | null;
  session: MirroredSession | null;
}

/** A pending record with no queued request this long after it was written was lost by the browser. */
const LOST_AFTER_MS = 60_000;

function entryId(entry: QueueEntry): string | null {
  const metadata: unknown = entry.metadata;
  if (
    typeof metadata === 'object' &&
    metadata !== null &&
    'id' in metadata &&
    typeof metadata.id === 'string'
  ) {
    return metadata.id;
  }
  return entry.request.headers.get(IDEMPOTENCY_HEADER);
}

async function send(request: Request, session: MirroredSession): Promise<Response | null> {
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${currentToken(session) ?? ''}`);
  try {
    return await fetch(new Request(request, { headers, cache: 'no-store' }));
  } catch {
    return null;
  }
}

/** Sends one write; a 401 refreshes the session once and sends it again. */
async function deliver(entry: QueueEntry, record: OutboxRecord, session: MirroredSession): Promise<Delivery> {
  const response = await send(entry.request.clone(), session);
  const verdict = replayVerdict(response?.status ?? null, false, record.attempts);
  if (verdict !== 'refresh') return { verdict, response, session };

  const refreshed = await refreshSession(currentToken(session)).catch(() => undefined);
  // undefined: the refresh got no response; null: the session is over until the user signs in again.
  if (!refreshed) return { verdict: 'keep', response: null, session: refreshed ?? session };
  const retried = await send(entry.request.clone(), refreshed);
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
}

/** Pending records whose request vanished from the queue are shown as failed, never lost silently. */
async function surfaceLostRecords(queue: Queue, now: number): Promise<void> {
  const queued = new Set((await queue.getAll()).map(entryId));
  const pending = await db.outbox.where('state').equals('pending').toArray();
  const lost = pending.filter((record) => !queued.has(record.id) && now - record.queuedAt > LOST_AFTER_MS);
  for (const record of lost) {
    const failure = {
      status: 0,
      title: 'This change could not be kept for sending.',
      message: 'Send it again or discard it.',
      at: now,
    };
    await db.outbox.update(record.id, { state: 'failed', failure });
  }
}

/**
 * Replays queued writes in order. The first write that must wait (no response, 5xx, no session) goes back to
 * the head of the queue and ends the pass, so later writes never overtake it.
 */
export async function replayQueue(queue: Queue): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: 0, failed: 0, kept: 0 };
  let session = await sessionForReplay().catch(() => null);
  while (session) {
    const entry = await queue.shiftRequest();
    if (!entry) break;
    const id = entryId(entry);
    const record = id ? await db.outbox.get(id) : undefined;
    if (!record || record.state !== 'pending') continue;

    const delivery = await deliver(entry, record, session);
    await settle(record, delivery);
    if (delivery.verdict === 'keep') {
      await queue.unshiftRequest(entry);
      break;
    }
    if (delivery.verdict === 'sent') outcome.sent += 1;
    if (delivery.verdict === 'failed') outcome.failed += 1;
    session = delivery.session;
  }
  outcome.kept = (await queue.getAll()).length;
  await surfaceLostRecords(queue, Date.now());
  if (outcome.sent + outcome.failed > 0)
    notifyPages({ type: 'outbox-replayed', sent: outcome.sent, failed: outcome.failed });
  return outcome;
}
