import { Dexie, type EntityTable } from 'dexie';
import type { OutboxRecord } from './outbox-record';
import type { MirroredSession } from './session-rule';

/**
 * The console's IndexedDB database, opened by the page and by the service worker with this same schema.
 * - kv: small values shared by both sides; key `session` holds the mirrored session.
 * - queryCache: the persisted TanStack Query client (see query-persistence.ts).
 * - outbox: writes waiting to be sent or refused on replay. The worker's workbox-background-sync queue holds
 *   the requests it replays; this table is what the page reads (it does not need the worker to be in
 *   control) and decides whether a queued request is still wanted.
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
