/**
 * A synchronous Storage (what @tanstack/query-sync-storage-persister expects) kept in memory and written
 * through to an asynchronous backend (IndexedDB via Dexie). It is filled from the backend before the app
 * renders, so reads are synchronous and current; writes reach the backend in the order they were made, and a
 * key written several times while a write is in flight is stored once, with its last value.
 *
 * A write to IndexedDB still in flight when the page is unloaded (a reload, a closed tab, the system ending a
 * background tab) is lost. For that moment the storage keeps a journal: `journalPending` copies every value
 * the backend has not confirmed into a synchronous store (localStorage), which outlives the page; the next
 * start lays the journal over what the backend holds and stores it there. The journal is removed as soon as
 * the backend has confirmed everything in it.
 */
export interface SyncStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  /** Forgets every key, in memory and in the backend. */
  clear: () => void;
  /** Resolves when every write made so far has reached the backend. */
  flush: () => Promise<void>;
  /**
   * Copies what the backend has not confirmed yet into the journal, synchronously: called when the page is
   * hidden or unloaded, after which an asynchronous write may never finish.
   */
  journalPending: () => void;
}

/** A small synchronous store that survives the page (localStorage); its writes may throw (quota). */
export interface Journal {
  read: () => Array<readonly [string, string]>;
  write: (entries: Array<readonly [string, string]>) => void;
  clear: () => void;
}

export interface StorageBackend {
  put: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
  clear: () => Promise<void>;
}

export function createWriteThroughStorage(
  initial: Iterable<readonly [string, string]>,
  backend: StorageBackend,
  onError: (error: unknown) => void = () => {},
  journal: Journal | null = null,
): SyncStorage {
  const memory = new Map<string, string>(initial);
  // The latest value per key not yet in the backend; null marks a removal.
  const dirty = new Map<string, string | null>();
  // Keys whose latest value (or removal) the backend has not confirmed: queued, in flight or failed.
  const unconfirmed = new Set<string>();
  let journalled = false;
  let clearRequested = false;
  let draining: Promise<void> | null = null;

  function writeJournal(): void {
    if (!journal) return;
    const entries = [...unconfirmed].flatMap((key) => {
      const value = memory.get(key);
      return value === undefined ? [] : [[key, value] as const];
    });
    try {
      if (entries.length === 0) journal.clear();
      else journal.write(entries);
      journalled = entries.length > 0;
    } catch (error) {
      onError(error);
    }
  }

  async function attempt(write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      onError(error);
      return false;
    }
  }

  async function drain(): Promise<void> {
    try {
      while (clearRequested || dirty.size > 0) {
        if (clearRequested) {
          clearRequested = false;
          await attempt(backend.clear);
          continue;
        }
        const next = dirty.entries().next();
        if (next.done) break;
        const [key, value] = next.value;
        dirty.delete(key);
        const stored = await attempt(() => (value === null ? backend.remove(key) : backend.put(key, value)));
        if (stored && !dirty.has(key)) {
          unconfirmed.delete(key);
          // What the journal holds for this key is now older than the backend's copy.
          if (journalled) writeJournal();
        }
      }
    } finally {
      draining = null;
    }
  }

  function schedule(): void {
    draining ??= drain();
  }

  function set(key: string, value: string): void {
    memory.set(key, value);
    dirty.set(key, value);
    unconfirmed.add(key);
    schedule();
  }

  // A journal left by a page that ended before its last writes reached the backend is newer than the
  // backend's copy: it is shown at once and stored again.
  if (journal) {
    let left: Array<readonly [string, string]> = [];
    try {
      left = journal.read();
    } catch (error) {
      // A journal that cannot be read (cut off mid-write, edited) holds nothing to restore: it goes.
      onError(error);
      try {
        journal.clear();
      } catch (failure) {
        onError(failure);
      }
    }
    for (const [key, value] of left) set(key, value);
    journalled = left.length > 0;
  }

  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: set,
    removeItem(key) {
      memory.delete(key);
      dirty.set(key, null);
      unconfirmed.add(key);
      if (journalled) writeJournal();
      schedule();
    },
    clear() {
      memory.clear();
      dirty.clear();
      unconfirmed.clear();
      if (journal) writeJournal();
      clearRequested = true;
      schedule();
    },
    flush: () => draining ?? Promise.resolve(),
    journalPending: () => {
      if (unconfirmed.size > 0 || journalled) writeJournal();
    },
  };
}
