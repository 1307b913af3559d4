import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveChange } from '../../domain/live-events';
import type { SwimlaneQuery, SwimlaneViewData } from '../../domain/swimlane';
import type { WorkOrder } from '../../domain/workorders';
import type { MapFilterInput, MapViewAnswer } from '../../domain/work-order-clusters';
import { workOrderKeys } from '../work-order-keys';
import { patchMapView, patchSwimlane, patchTableRows, type Patched } from './work-order-patches';

/**
 * One cached list query after a change: patched in place, asked again, or left as it is. A map's viewport
 * (`[..., 'map', 'viewport', filter, box]`) is patched; a map's extent (where its orders are, read once to
 * fit the map) is left as it is.
 */
function patchOne(key: QueryKey, data: unknown, change: LiveChange): Patched<unknown> {
  const [, , view, params, filter] = key;
  if (view === 'map' && params === 'extent') return 'unchanged';
  if (view === 'map' && params === 'viewport' && filter)
    return patchMapView(data as MapViewAnswer, filter as MapFilterInput, change);
  if (view === 'swimlane' && params)
    return patchSwimlane(data as SwimlaneViewData, params as SwimlaneQuery, change);
  return 'refetch';
}

/** A page of a list table, as getAllWorkOrders answers it. */
interface TablePage {
  workorders: readonly WorkOrder[];
  pageTotal: number;
}

/** A list table's page (its key ends in the filter, not a view's name), or null for any other list. */
function tablePage(key: QueryKey, data: unknown): TablePage | null {
  const view = key[2];
  if (typeof view !== 'object' || view === null) return null;
  const page = data as Partial<TablePage> | undefined;
  return Array.isArray(page?.workorders) ? (page as TablePage) : null;
}

/**
 * Applies order changes to the cached work-order lists: the maps and swim-lane boards are patched from the
 * events where they carry enough (the event's `order`), each other list (the list pages, their tables) and
 * each map or board an event cannot settle is asked again: that query alone, never every list. A table's rows
 * on the page take the event's `order` meanwhile, so the change shows before the page comes back.
 * Answers how many queries were patched and how many asked again.
 */
export function applyToWorkOrderLists(
  queryClient: QueryClient,
  changes: readonly LiveChange[],
): { patched: number; refetched: number } {
  const orders = changes.filter((change) => change.kind === 'work_order');
  let patched = 0;
  let refetched = 0;
  if (orders.length === 0) return { patched, refetched };
  for (const query of queryClient.getQueryCache().findAll({ queryKey: workOrderKeys.lists() })) {
    let data = query.state.data;
    let stale = data === undefined;
    let changed = false;
    for (const change of orders) {
      if (stale) break;
      const outcome = patchOne(query.queryKey, data, change);
      if (outcome === 'refetch') stale = true;
      else if (outcome !== 'unchanged') {
        data = outcome.data;
        changed = true;
      }
    }
    if (stale) {
      refetched += 1;
      // Rows on a table's page show the change now; the page asked again settles what the event cannot.
      const page = tablePage(query.queryKey, query.state.data);
      const rows = page && patchTableRows(page.workorders, orders);
      if (page && rows !== page.workorders)
        queryClient.setQueryData(query.queryKey, { ...page, workorders: rows });
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    } else if (changed) {
      patched += 1;
      queryClient.setQueryData(query.queryKey, data);
    }
  }
  return { patched, refetched };
}
