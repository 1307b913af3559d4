import { Dexie } from 'dexie';
import { IDEMPOTENCY_HEADER } from '../domain/envelope';
import { db } from './db';
import type { NewOutboxRecord, OutboxRecord } from './outbox-record';

/**
 * The outbox table's operations, shared by the service worker and the page. The table is the one authority:
 * a write is appended before it is sent, keeps its place (`seq`) while its fate is unknown, and is deleted
 * only once the server answered it. Every operation here reads or writes a bounded number of rows through an
 * index, so queueing the thousandth write costs what the first did.
 */

const PENDING_RANGE: [unknown[], unknown[]] = [
  ['pending', Dexie.minKey],
  ['pending', Dexie.maxKey],
];

/**
 * Appends a write behind every record already kept. A key already in the outbox (the page sending the same
 * logical write again) keeps its record and its place: one record per key.
 */
export function appendRecord(record: NewOutboxRecord): Promise<OutboxRecord> {
  return db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.get(record.id);
    if (existing) return existing;
    const last = await db.outbox.orderBy('seq').last();
    const stored: OutboxRecord = { ...record, seq: (last?.seq ?? 0) + 1 };
    await db.outbox.add(stored);
    return stored;
  });
}

export function countPending(): Promise<number> {
  return db.outbox
    .where('[state+seq]')
    .between(...PENDING_RANGE)
    .count();
}

/**
 * The next `limit` writes waiting to be sent after position `afterSeq`, in the order they will go: the pass
 * reads the line a few records at a time instead of once per write. A write appended meanwhile sits behind
 * them all (its `seq` is higher), so reading ahead never lets it overtake.
 */
export function pendingAfter(afterSeq: number, limit: number): Promise<OutboxRecord[]> {
  return db.outbox
    .where('[state+seq]')
    .between(['pending', afterSeq + 1], ['pending', Dexie.maxKey])
    .limit(limit)
    .toArray();
}

/** Whether a write read ahead still waits in its place: not discarded, refused or cleared meanwhile. */
export async function stillPending(record: Pick<OutboxRecord, 'seq'>): Promise<boolean> {
  return (await db.outbox.where('[state+seq]').equals(['pending', record.seq]).count()) > 0;
}

/** Removes writes the server answered, several in one transaction. */
export function deleteAnswered(ids: string[]): Promise<void> {
  return db.outbox.bulkDelete(ids);
}

/** The first `limit` writes waiting to be sent, in the order they will go. */
export function firstPending(limit: number): Promise<OutboxRecord[]> {
  return db.outbox
    .where('[state+seq]')
    .between(...PENDING_RANGE)
    .limit(limit)
    .toArray();
}

export function countRefused(): Promise<number> {
  return db.outbox.where('state').equals('failed').count();
}

export function refusedRecords(): Promise<OutboxRecord[]> {
  return db.outbox.where('state').equals('failed').sortBy('seq');
}

/**
 * Takes a refused write back into the line, behind everything queued, under a new Idempotency-Key (the old
 * key belongs to the refused attempt). `body` replaces what it sends (a conflict re-based on the server's
 * version). Resolves the new record, or null when the record is gone or not refused.
 */
export function resendRecord(id: string, body?: ArrayBuffer | null): Promise<OutboxRecord | null> {
  return db.transaction('rw', db.outbox, async () => {
    const record = await db.outbox.get(id);
    if (!record || record.state !== 'failed') return null;
    await db.outbox.delete(id);
    const key = crypto.randomUUID();
    const { seq: _seq, ...rest } = record;
    return appendRecord({
      ...rest,
      id: key,
      headers: record.headers.map(([name, value]) =>
        name.toLowerCase() === IDEMPOTENCY_HEADER ? [name, key] : [name, value],
      ),
      body: body === undefined ? record.body : body,
      state: 'pending',
      ...(record.action ? { pendingIds: record.action.recordIds } : {}),
      queuedAt: Date.now(),
      attempts: 0,
      failure: null,
    });
  });
}
