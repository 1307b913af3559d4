import { useLiveQuery } from 'dexie-react-hooks';
import { rebasedBody } from './conflict';
import { db } from './db';
import type { OutboxRecord } from './outbox-record';
import { countPending, countRefused, firstPending, refusedRecords, resendRecord } from './outbox-store';
import { API_CACHE } from './cache-names';
import { postToWorker, requestReplay } from './worker-client';

export interface OutboxView {
  /** The first writes waiting to be sent (at most PENDING_SHOWN), in the order they will go. */
  pending: OutboxRecord[];
  /** How many wait to be sent in all. */
  pendingCount: number;
  /** Refused on replay (409 or another 4xx); the user resolves, retries or discards them. */
  failed: OutboxRecord[];
  count: number;
}

/** The panel lists this many waiting writes; the rest are counted. */
export const PENDING_SHOWN = 50;

const EMPTY: OutboxView = { pending: [], pendingCount: 0, failed: [], count: 0 };

/**
 * Reads what the header and the panel show. Bounded: a count over the index, the first waiting writes and
 * the refused ones, never every record with its body, so a long outbox costs the page no more per change
 * than a short one.
 */
export async function readOutboxView(): Promise<OutboxView> {
  const [pendingCount, pending, failed] = await Promise.all([
    countPending(),
    firstPending(PENDING_SHOWN),
    refusedRecords(),
  ]);
  return { pending, pendingCount, failed, count: pendingCount + failed.length };
}

/**
 * The outbox as the page sees it, live. It reads the Dexie table the worker writes, so it is right whether or
 * not the worker controls this page, and it updates when the worker changes it (Dexie broadcasts changes
 * across contexts).
 */
export function useOutbox(): OutboxView {
  return useLiveQuery(() => readOutboxView().catch(() => EMPTY), [], EMPTY);
}

export interface OutboxCounts {
  pending: number;
  failed: number;
  count: number;
}

const NO_COUNTS: OutboxCounts = { pending: 0, failed: 0, count: 0 };

/** How many writes wait and how many were refused, live: two counts over an index, what the header needs. */
export function useOutboxCounts(): OutboxCounts {
  return useLiveQuery(
    async () => {
      const [pending, failed] = await Promise.all([countPending(), countRefused()]);
      return { pending, failed, count: pending + failed };
    },
    [],
    NO_COUNTS,
  );
}

/**
 * "Keep mine" for a write refused by a version conflict: the same change, based on the server's current
 * version, goes back into the line under a new key and the outbox is sent.
 */
export async function keepMine(record: OutboxRecord): Promise<void> {
  const body = rebasedBody(record);
  if (!body) throw new Error('This change cannot be re-based: it carries no version.');
  await resendRecord(record.id, body);
  if (!(await requestReplay())) {
    throw new Error('Kept on this device; the offline service is not running. Reload the page to send it.');
  }
}

/** Sends a refused write again, through the worker's outbox so it is queued if the network is down. */
export async function retryWrite(id: string): Promise<void> {
  const delivered = await postToWorker({ type: 'outbox-retry', id });
  if (!delivered) throw new Error('The offline service is not running. Reload the page and try again.');
}

/** Drops a write for good; a queued request without its record is never sent. */
export async function discardWrite(id: string): Promise<void> {
  await db.outbox.delete(id);
}

/**
 * Logout: the persisted query cache, the session mirror, the outbox and the cached API answers belong to the
 * user who leaves. Each part is cleared even if another fails.
 */
export async function clearOfflineData(): Promise<void> {
  const results = await Promise.allSettled([
    db.transaction('rw', [db.kv, db.queryCache, db.outbox], () =>
      Promise.all([db.kv.clear(), db.queryCache.clear(), db.outbox.clear()]),
    ),
    typeof caches === 'undefined' ? Promise.resolve(true) : caches.delete(API_CACHE),
    postToWorker({ type: 'offline-data-cleared' }),
  ]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
