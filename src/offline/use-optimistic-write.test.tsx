import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, WriteQueuedError } from '../api/errors';
import { optimisticPatch, useOptimisticWrite } from './use-optimistic-write';

interface Order {
  id: string;
  status: number;
}

const listKey = ['work-orders', 'list'];
const conflict = { title: 'Conflict', message: 'Changed meanwhile.', returnMessage: [], errors: [] };

function setup(mutationFn: (order: Order) => Promise<Order>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData<Order[]>(listKey, [{ id: 'a', status: 1 }]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useOptimisticWrite<Order, Order>({
        mutationFn,
        optimistic: (order) => [
          optimisticPatch<Order[]>(listKey, (list) =>
            list?.map((item) => (item.id === order.id ? order : item)),
          ),
        ],
      }),
    { wrapper },
  );
  return { queryClient, result, list: () => queryClient.getQueryData<Order[]>(listKey) };
}

describe('useOptimisticWrite', () => {
  it('shows the change before the server answers and refetches after it applied it', async () => {
    let answer: (order: Order) => void = () => {};
    const { result, list, queryClient } = setup(() => new Promise<Order>((resolve) => (answer = resolve)));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => result.current.mutate({ id: 'a', status: 2 }));
    await waitFor(() => expect(list()).toEqual([{ id: 'a', status: 2 }]));

    act(() => answer({ id: 'a', status: 2 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.isQueued).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: listKey });
  });

  it('keeps the change and marks it queued when the service worker kept the write', async () => {
    const { result, list, queryClient } = setup(() => Promise.reject(new WriteQueuedError('key-1')));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => result.current.mutate({ id: 'a', status: 2 }));
    await waitFor(() => expect(result.current.isQueued).toBe(true));
    expect(result.current.data).toEqual({ queued: true, idempotencyKey: 'key-1' });
    expect(list()).toEqual([{ id: 'a', status: 2 }]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('undoes the change when the server refuses the write', async () => {
    const onError = vi.fn();
    const { result, list } = setup(() => Promise.reject(new ApiError(409, conflict)));

    act(() => result.current.mutate({ id: 'a', status: 2 }, { onError }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()).toEqual([{ id: 'a', status: 1 }]);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('removes a query it created when the write fails', async () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useOptimisticWrite<Order, Order>({
          mutationFn: () => Promise.reject(new TypeError('Failed to fetch')),
          optimistic: (order) => [optimisticPatch<Order>(['work-orders', 'detail', order.id], () => order)],
        }),
      { wrapper },
    );
    act(() => result.current.mutate({ id: 'new', status: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryCache().find({ queryKey: ['work-orders', 'detail', 'new'] })).toBeUndefined();
  });
});
