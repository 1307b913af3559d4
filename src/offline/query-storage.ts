/**
 * A synchronous Storage (what @tanstack/query-sync-storage-persister expects) kept in memory and written
 * through to an asynchronous backend (IndexedDB via Dexie). It is filled from the backend before the app
 * renders, so reads are synchronous and current; writes reach the backend in the order they were made, and a
 * key written several times while a write is in flight is stored once, with its last value.
 */
export interface SyncStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  /** Forgets every key, in memory and in the backend. */
  clear: () => void;
  /** Resolves when every write made so far has reached the backend. */
  flush: () => Promise<void>;
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
): SyncStorage {
  const memory = new Map<string, string>(initial);
  // The latest value per key not yet in the backend; null marks a removal.
  const dirty = new Map<string, string | null>();
  let clearRequested = false;
  let draining: Promise<void> | null = null;

  async function attempt(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      onError(error);
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
        await attempt(() => (value === null ? backend.remove(key) : backend.put(key, value)));
      }
    } finally {
      draining = null;
    }
  }

  function schedule(): void {
    draining ??= drain();
  }

  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      memory.set(key, value);
      dirty.set(key, value);
      schedule();
    },
    removeItem(key) {
      memory.delete(key);
      dirty.set(key, null);
      schedule();
    },
    clear() {
      memory.clear();
      dirty.clear();
      clearRequested = true;
      schedule();
    },
    flush: () => draining ?? Promise.resolve(),
  };
}
