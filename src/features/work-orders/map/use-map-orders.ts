import { useMemo } from 'react';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { isNotOnDevice } from '../../../offline/not-on-device';
import { useWorkOrderMap } from './api/work-order-map';
import { countsByLegend, type MapKind } from './map-legend';
import { mapRequestBody, type MapParams } from './map-query';

/**
 * A map's orders as the screen shows them, with the legend's counts. A failed fetch leaves an empty map.
 * While a new legend choice loads, the previous orders are narrowed to it at once, and the counts say they
 * are loading rather than show the previous answer's (or 0 for a status just switched on).
 */
export function useMapOrders(kind: MapKind, request: MapParams) {
  const query = useWorkOrderMap(mapRequestBody(kind, request));
  const { data, isError, isPlaceholderData, isFetching } = query;
  const { statuses } = request;
  // Offline, orders never loaded here are unknown: no markers and no counts, rather than an empty map.
  const notOnDevice = isNotOnDevice(query);
  const orders = useMemo((): WorkOrderMapItem[] | null => {
    if (isError) return [];
    if (!data || notOnDevice) return null;
    return kind === 'active' && isPlaceholderData
      ? data.items.filter((order) => statuses.some((status) => status === order.status))
      : data.items;
  }, [data, isError, isPlaceholderData, notOnDevice, kind, statuses]);
  const counts = useMemo(() => (orders ? countsByLegend(orders, kind) : null), [orders, kind]);
  const countsLoading = !notOnDevice && !isError && (isPlaceholderData || (!data && isFetching));
  /** Every located order the filter matches (more than `orders` when the page size cut them). */
  const total = orders ? (isError ? 0 : (data?.total ?? orders.length)) : null;
  return { query, orders, counts, countsLoading, total, notOnDevice };
}
