import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { workOrderKeys } from '../../../../api/work-order-keys';
import { mapItems, workOrderMapListSchema, type WorkOrderMapItem } from '../../../../domain/work-order-map';
import type { WorkOrderFilterInput } from '../../../../domain/workorders';

/** The orders of one map answer. */
export interface MapOrders {
  items: WorkOrderMapItem[];
  /** Every located order the filter matches; more than `items` when the page size cut it. */
  total: number;
}

/**
 * The maps' keys sit under the work-order lists, so every write that refreshes the lists (assign, re-open,
 * delete...) refreshes the maps too.
 */
export const workOrderMapKeys = {
  all: () => [...workOrderKeys.lists(), 'map'] as const,
  map: (body: WorkOrderFilterInput) => [...workOrderKeys.lists(), 'map', body] as const,
};

/** A map's orders are let go a minute after its screen closed: 100,000 of them weigh tens of megabytes. */
const MAP_GC_TIME = 60 * 1000;

/**
 * Leaves the orders out of the offline copy of the query cache, which is serialised as a whole (JSON) on
 * every change: 100,000 orders would cost that time again and again while the map is open. Restored, the
 * query has no data and asks again; offline, the map is empty rather than wrong.
 */
function withoutOfflineCopy(orders: MapOrders): MapOrders {
  return Object.defineProperty(orders, 'toJSON', { value: () => undefined, enumerable: false });
}

/** POST Workorder/GetAll with `isMapView`: the located orders of the filter as columns, turned into rows. */
export async function fetchWorkOrderMap(
  body: WorkOrderFilterInput,
  signal?: AbortSignal,
): Promise<MapOrders> {
  const answer = workOrderMapListSchema.parse(
    await api.workorder.post<unknown>('Workorder/GetAll', body, { signal }),
  );
  return withoutOfflineCopy({ items: mapItems(answer.map), total: answer.pageTotal });
}

/**
 * A map's orders. While a new filter or legend choice loads, the previous orders stay (the screen narrows
 * them to the chosen statuses at once).
 */
export function useWorkOrderMap(body: WorkOrderFilterInput) {
  return useQuery({
    queryKey: workOrderMapKeys.map(body),
    queryFn: ({ signal }) => fetchWorkOrderMap(body, signal),
    placeholderData: keepPreviousData,
    gcTime: MAP_GC_TIME,
  });
}
