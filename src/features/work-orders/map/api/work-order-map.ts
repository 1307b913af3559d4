import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { workOrderKeys } from '../../../../data/work-order-keys';
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

/** POST Workorder/GetAll with `isMapView`: the located orders of the filter as columns, turned into rows. */
export async function fetchWorkOrderMap(
  body: WorkOrderFilterInput,
  signal?: AbortSignal,
): Promise<MapOrders> {
  const answer = workOrderMapListSchema.parse(
    await api.workorder.post<unknown>('Workorder/GetAll', body, { signal }),
  );
  return { items: mapItems(answer.map), total: answer.pageTotal };
}

/** A map's query: not in the offline copy of the cache, let go a minute after its screen closed. */
export function workOrderMapQueryOptions(body: WorkOrderFilterInput) {
  return queryOptions({
    queryKey: workOrderMapKeys.map(body),
    queryFn: ({ signal }) => fetchWorkOrderMap(body, signal),
    gcTime: MAP_GC_TIME,
    // Not in the offline copy of the cache (OfflineProvider): restored, a map asks again; offline, it is
    // empty rather than wrong.
    meta: { persist: false },
  });
}

/**
 * A map's orders. The first request leaves as the screen renders rather than once the map has been built
 * (Leaflet, the cluster group and the drawing tools take a few hundred milliseconds on a tablet), so the
 * server works meanwhile. While a new filter or legend choice loads, the previous orders stay (the screen
 * narrows them to the chosen statuses at once).
 */
export function useWorkOrderMap(body: WorkOrderFilterInput) {
  const options = workOrderMapQueryOptions(body);
  usePrefetchQuery(options);
  return useQuery({ ...options, placeholderData: keepPreviousData });
}
