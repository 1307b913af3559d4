import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { QueryMeta } from '@tanstack/react-query';
import { version } from '../../package.json';
import { db } from './db';
import {
  createWriteThroughStorage,
  type Journal,
  type StorageBackend,
  type SyncStorage,
} from './query-storage';

/** A persisted cache older than this is not restored. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** A new app version discards the persisted cache: its data shapes may have changed. */
export const PERSIST_BUSTER = version;
const PERSIST_KEY = 'query-client';

const dexieBackend: StorageBackend = {
  put: async (key, value) => {
    await db.queryCache.put({ key, value });
  },
  remove: async (key) => {
    await db.queryCache.delete(key);
  },
  clear: () => db.queryCache.clear(),
};

/** localStorage key of the journal: the offline copy's writes IndexedDB had not confirmed when the page ended. */
export const JOURNAL_KEY = 'field-console:offline-copy-journal';

/**
 * The journal in localStorage: synchronous, and kept by the browser when the page ends mid-write. Logout
 * clears it with the rest of localStorage. A copy too large for localStorage's quota is not journalled (and an
 * older journal is removed, so it cannot stand in for the newer copy).
 */
export const localStorageJournal: Journal = {
  read() {
    const raw = localStorage.getItem(JOURNAL_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
    );
  },
  write(entries) {
    try {
      localStorage.setItem(JOURNAL_KEY, JSON.stringify(entries));
    } catch (error) {
      localStorage.removeItem(JOURNAL_KEY);
      throw error;
    }
  },
  clear: () => localStorage.removeItem(JOURNAL_KEY),
};

function reportStorageError(error: unknown): void {
  console.warn('Saving the offline copy of the data failed', error);
}

function memoryStorage(): SyncStorage {
  const noop = async () => {};
  return createWriteThroughStorage([], { put: noop, remove: noop, clear: noop }, reportStorageError);
}

async function hydrate(): Promise<SyncStorage> {
  const rows = await db.queryCache.toArray();
  return createWriteThroughStorage(
    rows.map((row) => [row.key, row.value] as const),
    dexieBackend,
    reportStorageError,
    localStorageJournal,
  );
}

/**
 * Reads the persisted cache out of IndexedDB so the synchronous persister finds it on its first read. Where
 * IndexedDB is unavailable or stuck (an upgrade blocked by another tab), the console still starts, with an
 * in-memory copy that does not outlive the page.
 */
export async function openQueryStorage(timeoutMs = 3000): Promise<SyncStorage> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Opening the offline copy timed out')), timeoutMs);
  });
  try {
    return await Promise.race([hydrate(), timeout]);
  } catch (error) {
    reportStorageError(error);
    return memoryStorage();
  } finally {
    clearTimeout(timer);
  }
}

/** The cache is serialised as a whole: changes arriving together are saved once, this long after. */
export const PERSIST_THROTTLE_MS = 1000;

export interface QueryPersister extends Persister {
  /**
   * Saves the latest copy now instead of at the end of the throttle window: called when the user leaves a
   * screen, so what a screen showed is on the device afterwards.
   */
  flush: () => void;
  /**
   * `flush`, then journals what IndexedDB has not confirmed (see SyncStorage.journalPending): called when the
   * page is hidden or unloaded, when a write to IndexedDB may never finish.
   */
  flushBeforeUnload: () => void;
}

/**
 * The persister of @tanstack/query-sync-storage-persister (the whole cache under one key, at most once per
 * PERSIST_THROTTLE_MS), plus `flush`: its throttle holds the latest copy in a timer nobody can hurry, so a
 * screen left (or a tab closed) within a second of its data arriving was missing offline. `flush` writes that
 * latest copy at once, in the same format; the throttled write that follows stores the same or a newer copy.
 */
export function createQueryPersister(storage: SyncStorage, throttleMs = PERSIST_THROTTLE_MS): QueryPersister {
  const throttled = createSyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: throttleMs });
  let unsaved: PersistedClient | null = null;
  function flush(): void {
    if (!unsaved) return;
    const client = unsaved;
    unsaved = null;
    try {
      storage.setItem(PERSIST_KEY, JSON.stringify(client));
    } catch (error) {
      reportStorageError(error);
    }
  }
  return {
    persistClient(client) {
      unsaved = client;
      return throttled.persistClient(client);
    },
    restoreClient: () => throttled.restoreClient(),
    removeClient() {
      unsaved = null;
      return throttled.removeClient();
    },
    flush,
    flushBeforeUnload() {
      flush();
      storage.journalPending();
    },
  };
}

/**
 * Queries are copied to IndexedDB once they hold data, unless they say otherwise (`meta: { persist: false }`):
 * the copy is serialised as a whole on every change, and a query of 100,000 map orders would cost that time
 * again and again while its screen is open.
 */
export function shouldPersistQuery(query: { state: { status: string }; meta?: QueryMeta }): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}
