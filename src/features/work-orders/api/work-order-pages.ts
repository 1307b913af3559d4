import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, callParsed } from '../../../api/call';
import { getWorkOrderSwimlane } from '../../../domain/contracts/workorder/work-order/board';
import { getAllWorkOrders } from '../../../domain/contracts/workorder/work-order/orders';
import type { SwimlaneQuery } from '../../../domain/swimlane';
import { workOrderListSchema, type WorkOrder, type WorkOrderFilterInput } from '../../../domain/workorders';
import { workOrderKeys } from './work-order-queries';

type PagedFilter = Omit<WorkOrderFilterInput, 'page'>;

/**
 * getAllWorkOrders one page after another ("Load more"). Kept under `workOrderKeys.lists()`, so every
 * work-order write that refreshes the lists refreshes these pages too; a refresh refetches every page loaded
 * so far, from the first.
 */
export function useWorkOrderPages(filter: PagedFilter) {
  const query = useInfiniteQuery({
    queryKey: [...workOrderKeys.lists(), 'pages', filter] as const,
    queryFn: async ({ pageParam, signal }) =>
      workOrderListSchema.parse(
        await call(getAllWorkOrders, { body: { ...filter, page: pageParam } }, { signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.workorders.length, 0);
      return last.workorders.length > 0 && loaded < last.pageTotal ? lastPage + 1 : undefined;
    },
  });
  return {
    ...query,
    orders: uniqueOrders(query.data?.pages.flatMap((page) => page.workorders) ?? []),
    total: query.data?.pages.at(-1)?.pageTotal ?? 0,
  };
}

/** Orders can move between pages while more are loaded (one was assigned meanwhile): each is shown once. */
function uniqueOrders(orders: WorkOrder[]): WorkOrder[] {
  const seen = new Set<string>();
  return orders.filter((order) => {
    if (seen.has(order.id)) return false;
    seen.add(order.id);
    return true;
  });
}

/**
 * The swim-lane's key sits under the work-order lists, so every work-order write (assign, update, re-open...)
 * that refreshes the lists refreshes the board too.
 */
export const swimlaneKey = (query: SwimlaneQuery) => [...workOrderKeys.lists(), 'swimlane', query] as const;
export const swimlaneKeys = () => [...workOrderKeys.lists(), 'swimlane'] as const;

/** getWorkOrderSwimlane: one row per crew with its members and the orders of the chosen day. */
export function useSwimlane(query: SwimlaneQuery, enabled = true) {
  return useQuery({
    queryKey: swimlaneKey(query),
    queryFn: async ({ signal }) => callParsed(getWorkOrderSwimlane, { body: query }, { signal }),
    enabled,
  });
}
