import { currentToken } from '../src/api/session';
import { db } from '../src/offline/db';
import {
  failureFrom,
  replayVerdict,
  requestFromRecord,
  type OutboxRecord,
  type ReplayVerdict,
} from '../src/offline/outbox-record';
import type { MirroredSession } from '../src/offline/session-rule';
import type { AnsweredBuffer } from './answered';
import { refreshSession } from './session';

/** What one send of a kept write came to, and the session to send the next ones with. */
export interface Delivery {
  verdict: ReplayVerdict;
  response: Response | null;
  session: MirroredSession | null;
}

/** Sends a kept write with `authorization`; null when no response came back (its fate is unknown). */
export async function send(record: OutboxRecord, authorization: string): Promise<Response | null> {
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
export async function deliver(record: OutboxRecord, session: MirroredSession): Promise<Delivery> {
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

/**
 * Records what the server said: an answered write leaves the outbox (through `answered`, a few at a time), a
 * refused one becomes a refusal for the user, one worth trying again counts the attempt. A write without a
 * response stays as it is: its fate is unknown, and it is sent again under the same key.
 */
export async function settle(record: OutboxRecord, delivery: Delivery, answered: AnsweredBuffer) {
  if (delivery.verdict === 'sent') {
    answered.add(record.id);
  } else if (delivery.verdict === 'failed' && delivery.response) {
    const body: unknown = await delivery.response.json().catch(() => null);
    const failure = failureFrom(delivery.response.status, body, Date.now());
    // Refused: its records no longer wait for it; the screens show the server's values again.
    await db.outbox.update(record.id, { state: 'failed', failure, pendingIds: [] });
  } else if (delivery.response && delivery.response.status !== 401) {
    await db.outbox.update(record.id, { attempts: record.attempts + 1 });
  }
}
