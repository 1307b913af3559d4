import { describe, expect, it, vi } from 'vitest';
import { createWriteThroughStorage, type Journal, type StorageBackend } from './query-storage';

/** A backend that records what reached it and lets each write be slow. */
function recordingBackend(delayMs = 0) {
  const stored = new Map<string, string>();
  const log: string[] = [];
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  const backend: StorageBackend = {
    put: async (key, value) => {
      await wait();
      log.push(`put ${key}=${value}`);
      stored.set(key, value);
    },
    remove: async (key) => {
      await wait();
      log.push(`remove ${key}`);
      stored.delete(key);
    },
    clear: async () => {
      await wait();
      log.push('clear');
      stored.clear();
    },
  };
  return { backend, stored, log };
}

describe('write-through storage for the query persister', () => {
  it('answers synchronously from what was hydrated', () => {
    const { backend } = recordingBackend();
    const storage = createWriteThroughStorage([['query-client', '{"a":1}']], backend);
    expect(storage.getItem('query-client')).toBe('{"a":1}');
    expect(storage.getItem('missing')).toBeNull();
  });

  it('shows a write at once and stores it in the backend', async () => {
    const { backend, stored } = recordingBackend();
    const storage = createWriteThroughStorage([], backend);
    storage.setItem('k', 'v1');
    expect(storage.getItem('k')).toBe('v1');
    await storage.flush();
    expect(stored.get('k')).toBe('v1');
  });

  it('stores only the last of several writes made while one is in flight', async () => {
    const { backend, stored, log } = recordingBackend(5);
    const storage = createWriteThroughStorage([], backend);
    storage.setItem('k', 'v1');
    storage.setItem('k', 'v2');
    storage.setItem('k', 'v3');
    await storage.flush();
    expect(log).toEqual(['put k=v1', 'put k=v3']);
    expect(stored.get('k')).toBe('v3');
  });

  it('applies removals and clearing in order with later writes', async () => {
    const { backend, stored } = recordingBackend(1);
    const storage = createWriteThroughStorage([['old', 'x']], backend);
    storage.setItem('a', '1');
    storage.removeItem('a');
    storage.clear();
    storage.setItem('b', '2');
    expect(storage.getItem('old')).toBeNull();
    await storage.flush();
    expect([...stored.entries()]).toEqual([['b', '2']]);
  });

  it('reports a failed backend write and keeps going', async () => {
    const onError = vi.fn();
    const { backend, stored } = recordingBackend();
    const failing: StorageBackend = {
      ...backend,
      put: async (key, value) => {
        if (key === 'bad') throw new Error('quota');
        await backend.put(key, value);
      },
    };
    const storage = createWriteThroughStorage([], failing, onError);
    storage.setItem('bad', '1');
    storage.setItem('good', '2');
    await storage.flush();
    expect(onError).toHaveBeenCalledOnce();
    expect(stored.get('good')).toBe('2');
  });
});

/** A journal in memory, as localStorage would keep it across a reload. */
function memoryJournal() {
  let saved: Array<readonly [string, string]> | null = null;
  const journal: Journal = {
    read: () => saved ?? [],
    write: (entries) => {
      saved = [...entries];
    },
    clear: () => {
      saved = null;
    },
  };
  return { journal, saved: () => saved };
}

/** A backend whose writes never finish: the page ends before IndexedDB confirms them. */
function stuckBackend(): StorageBackend {
  const never = () => new Promise<void>(() => {});
  return { put: never, remove: never, clear: never };
}

describe('the journal of writes the backend had not confirmed when the page ended', () => {
  it('a copy saved just before a reload is back after it, and stored in the backend again', async () => {
    const { journal, saved } = memoryJournal();
    const before = createWriteThroughStorage(
      [['query-client', 'dashboard']],
      stuckBackend(),
      undefined,
      journal,
    );
    before.setItem('query-client', 'dashboard+suppliers');
    before.journalPending();
    expect(saved()).toEqual([['query-client', 'dashboard+suppliers']]);

    // The reload: the backend still holds the old copy; the journal is laid over it.
    const { backend, stored } = recordingBackend();
    const after = createWriteThroughStorage([['query-client', 'dashboard']], backend, undefined, journal);
    expect(after.getItem('query-client')).toBe('dashboard+suppliers');
    await after.flush();
    expect(stored.get('query-client')).toBe('dashboard+suppliers');
    expect(saved()).toBeNull();
  });

  it('is removed once the backend confirms, and written only while something is unconfirmed', async () => {
    const { journal, saved } = memoryJournal();
    const { backend } = recordingBackend(5);
    const storage = createWriteThroughStorage([], backend, undefined, journal);
    storage.journalPending();
    expect(saved()).toBeNull();

    storage.setItem('query-client', 'v1');
    storage.journalPending();
    expect(saved()).toEqual([['query-client', 'v1']]);
    await storage.flush();
    expect(saved()).toBeNull();

    storage.journalPending();
    expect(saved()).toBeNull();
  });

  it('never outlives a logout, and a journal that cannot be written is reported', () => {
    const { journal, saved } = memoryJournal();
    const storage = createWriteThroughStorage([], stuckBackend(), undefined, journal);
    storage.setItem('query-client', 'the leaving user');
    storage.journalPending();
    storage.clear();
    expect(saved()).toBeNull();

    const onError = vi.fn();
    const failing: Journal = {
      ...journal,
      write: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const tooLarge = createWriteThroughStorage([], stuckBackend(), onError, failing);
    tooLarge.setItem('query-client', 'x'.repeat(10));
    tooLarge.journalPending();
    expect(onError).toHaveBeenCalledOnce();
    expect(tooLarge.getItem('query-client')).toBe('x'.repeat(10));
  });

  it('drops a journal that cannot be read, after reporting it', () => {
    const { backend } = recordingBackend();
    const onError = vi.fn();
    const clear = vi.fn();
    const unreadable: Journal = {
      read: () => JSON.parse('[["query-client", "cut off') as Array<[string, string]>,
      write: () => {},
      clear,
    };
    const storage = createWriteThroughStorage([['query-client', 'stored']], backend, onError, unreadable);
    expect(storage.getItem('query-client')).toBe('stored');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
