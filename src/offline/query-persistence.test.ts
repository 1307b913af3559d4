import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './query-persistence';

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
