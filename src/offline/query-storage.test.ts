import { describe, expect, it, vi } from 'vitest';
import { createWriteThroughStorage, type StorageBackend } from './query-storage';

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
