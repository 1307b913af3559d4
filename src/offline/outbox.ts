import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from './db';
import type { OutboxRecord } from './outbox-record';
import { API_CACHE } from './request-rules';
import { postToWorker } from './worker-client';

export interface OutboxView {
  /** Waiting to be sent, oldest first. */
  pending: OutboxRecord[];
  /** Refused on replay (409 or another 4xx); the user retries or discards them. */
  failed: OutboxRecord[];
  count: number;
}

const NO_RECORDS: OutboxRecord[] = [];

export function splitOutbox(records: OutboxRecord[]): OutboxView {
  const pending = records.filter((record) => record.state === 'pending');
  const failed = records.filter((record) => record.state === 'failed');
  return { pending, failed, count: records.length };
}

/**
 * The outbox as the page sees it, live. It reads the Dexie table the worker writes, so it is right whether or
 * not the worker controls this page, and it updates when the worker changes it (Dexie broadcasts changes
 * across contexts).
 */
export function useOutbox(): OutboxView {
  const records = useLiveQuery(
    () =>
      db.outbox
        .orderBy('queuedAt')
        .toArray()
        .catch(() => NO_RECORDS),
    [],
    NO_RECORDS,
  );
  return useMemo(() => splitOutbox(records), [records]);
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
