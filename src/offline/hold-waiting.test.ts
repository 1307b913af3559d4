import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdWhileWaiting } from './hold-waiting';
import { MARK_AFTER_MS, setPendingRecords, waitingRecords } from './pending-records';

const ORDER = '0190d1f0-0000-7000-8000-000000002888';

afterEach(() => {
  setPendingRecords([]);
  vi.useRealTimers();
});

describe('records waiting to be sent', () => {
  it('count as waiting once their write has waited a moment, not during an ordinary save', () => {
    vi.useFakeTimers();
    setPendingRecords([ORDER]);
    expect(waitingRecords().has(ORDER)).toBe(false);
    vi.advanceTimersByTime(MARK_AFTER_MS);
    expect(waitingRecords().has(ORDER)).toBe(true);
    setPendingRecords([]);
    expect(waitingRecords().size).toBe(0);
  });
});

describe('a refetch while a record waits to be sent', () => {
  it('keeps the device’s values on screen, then fetches again once the write has landed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = holdWhileWaiting(client);
    const key = ['workOrders', 'detail', ORDER];
    // The device's change, shown while it waits in the outbox.
    client.setQueryData(key, { id: ORDER, description: 'Replace the seal' });
    setPendingRecords([ORDER], Date.now() - MARK_AFTER_MS);

    let server = 'Check the meter seal';
    const fetchOrder = vi.fn(async () => ({ id: ORDER, description: server }));
    await client.fetchQuery({ queryKey: key, queryFn: fetchOrder, staleTime: 0 });
    expect(client.getQueryData(key)).toEqual({ id: ORDER, description: 'Replace the seal' });

    // The write lands; the screen's query is asked again and shows the server's values, which include it.
    server = 'Replace the seal';
    const screen = new QueryObserver(client, { queryKey: key, queryFn: fetchOrder, staleTime: Infinity });
    const unsubscribe = screen.subscribe(() => undefined);
    setPendingRecords([]);
    await vi.waitFor(() => expect(fetchOrder).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual({ id: ORDER, description: server }));
    unsubscribe();
    stop();
  });

  it('takes fresh data at once for queries that show no waiting record', async () => {
    const client = new QueryClient();
    const stop = holdWhileWaiting(client);
    client.setQueryData(['roles'], { roles: [{ id: 'other', name: 'Old' }] });
    setPendingRecords([ORDER], Date.now() - MARK_AFTER_MS);
    await client.fetchQuery({
      queryKey: ['roles'],
      queryFn: async () => ({ roles: [{ id: 'other', name: 'New' }] }),
      staleTime: 0,
    });
    expect(client.getQueryData(['roles'])).toEqual({ roles: [{ id: 'other', name: 'New' }] });
    stop();
  });
});
