import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { createTestQueryClient } from '../../../../tests/support/render';
import { QUEUED_HEADER } from '../../../api/services';
import { workOrderKeys } from '../../../data/work-order-keys';
import type { WorkOrderDetail } from '../../../domain/workorders';
import { useAssignWorkOrders } from './assign-work-orders';

const ORDER = '0195f3c0-0000-7000-8000-000000000001';
const OTHER = '0195f3c0-0000-7000-8000-000000000002';
const VENDOR = '0195f3c0-0000-7000-8000-0000000000a1';
const CREW = '0195f3c0-0000-7000-8000-0000000000c1';

const row = (id: string, code: string) => ({
  id,
  code,
  status: 1,
  statusName: 'Unassigned',
  vendorId: null,
  vendorName: null,
  crewId: null,
  crewName: null,
  version: 3,
});

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(workOrderKeys.list({ pageNumber: 1 }), {
    workorders: [row(ORDER, 'WO-000001'), row(OTHER, 'WO-000002')],
    pageTotal: 2,
  });
  queryClient.setQueryData(
    workOrderKeys.detail(ORDER),
    row(ORDER, 'WO-000001') as unknown as WorkOrderDetail,
  );
  // The assign dialog's dropdowns: the vendor and crew as the page knows them.
  queryClient.setQueryData(['lookups', 'vendors'], [{ id: VENDOR, name: 'Kamrup Line Contractors' }]);
  queryClient.setQueryData(['lookups', 'crews', VENDOR], [{ id: CREW, name: 'North Line 2', version: 1 }]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAssignWorkOrders(), { wrapper });
  return { queryClient, result };
}

afterEach(() => vi.unstubAllGlobals());

describe('an assignment made offline', () => {
  it('shows the vendor, crew and Assigned at once in the list and on the order, and moves its version on', async () => {
    // The service worker keeps the write for later: 202 with the queued header.
    stubFetch(() => jsonResponse(202, { idempotencyKey: 'key-1' }, { [QUEUED_HEADER]: '1' }));
    const { queryClient, result } = setup();

    act(() => result.current.mutate({ workOrderIds: [ORDER], vendorId: VENDOR, crewId: CREW }));
    await waitFor(() => expect(result.current.isQueued).toBe(true));

    const list = queryClient.getQueryData<{ workorders: ReturnType<typeof row>[] }>(
      workOrderKeys.list({ pageNumber: 1 }),
    );
    expect(list?.workorders[0]).toMatchObject({
      status: 2,
      statusName: 'Assigned',
      vendorId: VENDOR,
      vendorName: 'Kamrup Line Contractors',
      crewId: CREW,
      crewName: 'North Line 2',
    });
    // An order the write does not name is left as it was.
    expect(list?.workorders[1]).toEqual(row(OTHER, 'WO-000002'));
    // The next write made offline carries the version the server will have once this one is applied.
    expect(queryClient.getQueryData<WorkOrderDetail>(workOrderKeys.detail(ORDER))).toMatchObject({
      version: 4,
      crewName: 'North Line 2',
      statusName: 'Assigned',
    });
  });

  it('puts the orders back as they were when the server refuses it', async () => {
    stubFetch(() =>
      jsonResponse(409, { title: 'Conflict', message: 'Changed meanwhile.', returnMessage: [], errors: [] }),
    );
    const { queryClient, result } = setup();

    act(() => result.current.mutate({ workOrderIds: [ORDER], vendorId: VENDOR, crewId: CREW }));
    await waitFor(() => expect(result.current.isError).toBe(true));

    expect(queryClient.getQueryData(workOrderKeys.detail(ORDER))).toEqual(row(ORDER, 'WO-000001'));
    const list = queryClient.getQueryData<{ workorders: unknown[] }>(workOrderKeys.list({ pageNumber: 1 }));
    expect(list?.workorders[0]).toEqual(row(ORDER, 'WO-000001'));
  });
});
