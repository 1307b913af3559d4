import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, WriteQueuedError } from '../api/errors';
import { applyEdit, optimisticPatch, useOptimisticWrite } from './use-optimistic-write';

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
    const action = { kind: 'workOrder.approve', label: 'Approve WO-002888', recordIds: ['a'] };
    const { result, list, queryClient } = setup(() => Promise.reject(new WriteQueuedError('key-1', action)));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const shown = vi.spyOn(notifications, 'show');

    act(() => result.current.mutate({ id: 'a', status: 2 }));
    await waitFor(() => expect(result.current.isQueued).toBe(true));
    expect(result.current.data).toEqual({
      queued: true,
      idempotencyKey: 'key-1',
      label: 'Approve WO-002888',
    });
    // The notice names the write as a person would.
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Saved on this device',
        message: 'Approve WO-002888: it will be sent when the connection returns.',
      }),
    );
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

describe('record edits', () => {
  const edit = { id: 'w1', fields: { description: 'New', version: 9, notShown: 1 } };

  it('set the edited fields on every object of the record, wherever it sits, and nothing else', () => {
    const detail = { id: 'w1', description: 'Old', version: 3 };
    const list = {
      data: {
        workorders: [
          { id: 'w0', description: 'Other' },
          { id: 'w1', description: 'Old' },
        ],
      },
    };
    expect(applyEdit(detail, edit)).toEqual({ id: 'w1', description: 'New', version: 3 });
    expect(applyEdit(list, edit)).toEqual({
      data: {
        workorders: [
          { id: 'w0', description: 'Other' },
          { id: 'w1', description: 'New' },
        ],
      },
    });
    const untouched = { data: { workorders: [{ id: 'w0', description: 'Other' }] } };
    expect(applyEdit(untouched, edit)).toBe(untouched);
  });

  it('show in every cached query at once and are undone when the server refuses the write', async () => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(['orders', 'detail', 'w1'], { id: 'w1', description: 'Old' });
    queryClient.setQueryData(['orders', 'list', { page: 2 }], { rows: [{ id: 'w1', description: 'Old' }] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    let refuse: (error: Error) => void = () => {};
    const { result } = renderHook(
      () =>
        useOptimisticWrite<string, unknown>({
          mutationFn: () => new Promise((_, reject) => (refuse = reject)),
          edits: (description) => [{ id: 'w1', fields: { description } }],
        }),
      { wrapper },
    );
    act(() => result.current.mutate('New'));
    await waitFor(() =>
      expect(queryClient.getQueryData(['orders', 'list', { page: 2 }])).toEqual({
        rows: [{ id: 'w1', description: 'New' }],
      }),
    );
    expect(queryClient.getQueryData(['orders', 'detail', 'w1'])).toEqual({ id: 'w1', description: 'New' });

    act(() => refuse(new ApiError(409, conflict)));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(['orders', 'detail', 'w1'])).toEqual({ id: 'w1', description: 'Old' });
    expect(queryClient.getQueryData(['orders', 'list', { page: 2 }])).toEqual({
      rows: [{ id: 'w1', description: 'Old' }],
    });
  });
});
