import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryPersister, shouldPersistQuery } from './query-persistence';
import type { SyncStorage } from './query-storage';

describe('shouldPersistQuery', () => {
  it('keeps answered queries in the offline copy and leaves out those marked persist: false and failures', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ['vendors'], queryFn: () => ['Kamrup Line Contractors'] });
    await client.fetchQuery({
      queryKey: ['workorders', 'map'],
      queryFn: () => ({ items: [], total: 0 }),
      meta: { persist: false },
    });
    await client
      .fetchQuery({ queryKey: ['crews'], queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => {});

    const copy = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
    expect(copy.queries.map((query) => query.queryKey)).toEqual([['vendors']]);
  });
});

describe('createQueryPersister', () => {
  function memory() {
    const saved = new Map<string, string>();
    const storage: SyncStorage = {
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
      removeItem: (key) => void saved.delete(key),
      clear: () => saved.clear(),
      flush: () => Promise.resolve(),
      journalPending: () => {},
    };
    return { storage, saved };
  }
  const copyWith = (name: string): PersistedClient => ({
    timestamp: 1,
    buster: 'test',
    clientState: { mutations: [], queries: [{ queryKey: ['suppliers'], state: { data: [name] } } as never] },
  });

  afterEach(() => vi.useRealTimers());

  it('saves the latest copy at once when flushed, instead of up to a second later', () => {
    vi.useFakeTimers();
    const { storage, saved } = memory();
    const persister = createQueryPersister(storage, 1000);
    void persister.persistClient(copyWith('Kamrup Meters'));
    void persister.persistClient(copyWith('Assam Cables'));
    expect(saved.size).toBe(0);

    persister.flush();
    expect(persister.restoreClient()).toEqual(copyWith('Assam Cables'));

    // Flushing again with nothing new writes nothing; the throttled write stores the same copy.
    saved.clear();
    persister.flush();
    expect(saved.size).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(persister.restoreClient()).toEqual(copyWith('Assam Cables'));
  });

  it('without a flush the copy waits for the throttle (what lost a screen left within a second)', () => {
    vi.useFakeTimers();
    const { storage, saved } = memory();
    const persister = createQueryPersister(storage, 1000);
    void persister.persistClient(copyWith('Kamrup Meters'));
    vi.advanceTimersByTime(999);
    expect(saved.size).toBe(0);
    vi.advanceTimersByTime(1);
    expect(persister.restoreClient()).toEqual(copyWith('Kamrup Meters'));
  });
});
