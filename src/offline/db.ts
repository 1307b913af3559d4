import { Dexie, type EntityTable } from 'dexie';
import type { OutboxRecord } from './outbox-record';
import type { MirroredSession } from './session-rule';

/**
 * The console's IndexedDB database, opened by the page and by the service worker with this same schema.
 * - kv: small values shared by both sides; key `session` holds the mirrored session.
 * - queryCache: the persisted TanStack Query client (see query-persistence.ts).
 * - outbox: writes waiting to be sent or refused on replay, the one authority on them: each record holds the
 *   whole request, the worker sends records in `seq` order and deletes one only once the server's answer is
 *   known (see src/offline/outbox-store.ts). The page reads it too; it does not need the worker in control.
 */
export interface KvRow {
  key: 'session';
  value: MirroredSession;
}

export interface QueryCacheRow {
  key: string;
  value: string;
}

const SESSION_KEY = 'session';

// Dexie's documented pattern for typing tables declared through stores().
export const db = new Dexie('field-console') as Dexie & {
  kv: EntityTable<KvRow, 'key'>;
  queryCache: EntityTable<QueryCacheRow, 'key'>;
  outbox: EntityTable<OutboxRecord, 'id'>;
};

db.version(1).stores({
  kv: 'key',
  queryCache: 'key',
  outbox: 'id, state, queuedAt',
});

// Version 2: the outbox holds its own order (`seq`), so it no longer needs workbox's queue beside it; records
// queued by version 1 keep the order they were queued in.
db.version(2)
  .stores({ outbox: 'id, state, queuedAt, seq, [state+seq]' })
  .upgrade(async (tx) => {
    let seq = 0;
    await tx
      .table<OutboxRecord, string>('outbox')
      .orderBy('queuedAt')
      .modify((record) => {
        seq += 1;
        record.seq = seq;
      });
  });

// Version 3: each write names the records it changes (`pendingIds`), so a screen finds its record's waiting
// writes through the index instead of reading the outbox.
db.version(3).stores({ outbox: 'id, state, queuedAt, seq, [state+seq], *pendingIds' });

export async function readMirroredSession(): Promise<MirroredSession | null> {
  const row = await db.kv.get(SESSION_KEY);
  return row?.value ?? null;
}

export async function writeMirroredSession(session: MirroredSession): Promise<void> {
  await db.kv.put({ key: SESSION_KEY, value: session });
}

export async function deleteMirroredSession(): Promise<void> {
  await db.kv.delete(SESSION_KEY);
}
