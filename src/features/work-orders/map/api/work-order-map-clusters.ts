import { queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { callParsed } from '../../../../api/call';
import { getWorkOrderMapClusters } from '../../../../domain/contracts/workorder/work-order/map';
import { workOrderKeys } from '../../../../data/work-order-keys';
import {
  mapViewAnswer,
  type MapArea,
  type MapFilterInput,
  type MapViewAnswer,
} from '../../../../domain/work-order-clusters';
import { boxDegrees, type ViewportBox } from '../map-viewport';

/**
 * The maps' keys sit under the work-order lists, so every write that refreshes the lists (assign, re-open,
 * delete...) refreshes the maps too. A viewport's key is its filter and its box of whole cluster cells
 * (map-viewport.ts); the extent is the filter's whole world, read once to fit the map to its orders.
 */
export const workOrderMapKeys = {
  all: () => [...workOrderKeys.lists(), 'map'] as const,
  viewports: (filter: MapFilterInput) => [...workOrderKeys.lists(), 'map', 'viewport', filter] as const,
  viewport: (filter: MapFilterInput, box: ViewportBox) =>
    [...workOrderKeys.lists(), 'map', 'viewport', filter, box] as const,
  extents: () => [...workOrderKeys.lists(), 'map', 'extent'] as const,
  extent: (filter: MapFilterInput) => [...workOrderKeys.lists(), 'map', 'extent', filter] as const,
};

/** The whole world (web mercator's latitudes) at zoom 2: 16 x 16 cells, cheap for the server to count. */
const WORLD: MapArea = { west: -180, south: -85.05, east: 180, north: 85.05 };
const WORLD_ZOOM = 2;

/** getWorkOrderMapClusters: the filter's located orders in an area, as clusters or as the orders. */
export async function fetchMapView(
  filter: MapFilterInput,
  area: MapArea,
  zoom: number,
  signal?: AbortSignal,
): Promise<MapViewAnswer> {
  const answer = await callParsed(
    getWorkOrderMapClusters,
    { body: { ...filter, ...area, zoom } },
    { signal },
  );
  return mapViewAnswer(answer, area);
}

/**
 * One viewport's answer. Kept in the offline copy of the cache (a few kilobytes of clusters, or at most a few
 * thousand orders), bounded by keepRecentViewports: offline, a viewport seen before shows with its age.
 */
export function mapViewportQueryOptions(filter: MapFilterInput, box: ViewportBox) {
  return queryOptions({
    queryKey: workOrderMapKeys.viewport(filter, box),
    queryFn: ({ signal }) => fetchMapView(filter, boxDegrees(box), box.zoom, signal),
  });
}

/** The filter's orders over the whole world: where they are, to fit the map to them once. */
export function mapExtentQueryOptions(filter: MapFilterInput) {
  return queryOptions({
    queryKey: workOrderMapKeys.extent(filter),
    queryFn: ({ signal }) => fetchMapView(filter, WORLD, WORLD_ZOOM, signal),
  });
}

/** Viewport answers kept on the device (in memory and in the offline copy): the most recent ones. */
export const MAP_VIEWPORTS_KEPT = 20;
/** ...holding at most this many orders between them (an answer of orders at zoom 16 holds up to 5,000). */
export const MAP_VIEWPORT_ORDERS_KEPT = 10_000;
/** Extents kept: the last few filters the maps were opened with. */
export const MAP_EXTENTS_KEPT = 5;

const answerOf = (query: Query) => query.state.data as MapViewAnswer | undefined;
const inUse = (query: Query) => query.getObserversCount() > 0 || query.state.fetchStatus !== 'idle';
/** What is on screen (or being fetched) first, then the most recently fetched. */
const keptFirst = (a: Query, b: Query) =>
  Number(inUse(b)) - Number(inUse(a)) || b.state.dataUpdatedAt - a.state.dataUpdatedAt;

/** Removes the queries not in use past the first `count` (and past `orders` between them), oldest first. */
function keepNewest(queryClient: QueryClient, queries: Query[], count: number, orders = Infinity): void {
  let kept = 0;
  let held = 0;
  for (const query of queries.filter((q) => answerOf(q) !== undefined).sort(keptFirst)) {
    const weight = answerOf(query)?.items?.length ?? 0;
    if (inUse(query) || (kept < count && held + weight <= orders)) {
      kept += 1;
      held += weight;
    } else {
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }
  }
}

/**
 * Invariant: the device keeps at most MAP_VIEWPORTS_KEPT viewport answers (MAP_VIEWPORT_ORDERS_KEPT orders)
 * and MAP_EXTENTS_KEPT extents, the most recently fetched; what is on screen or being fetched stays. The
 * offline copy is written from the cache, so it is bounded too.
 */
export function keepRecentViewports(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  const viewports = cache.findAll({ queryKey: [...workOrderMapKeys.all(), 'viewport'] });
  keepNewest(queryClient, viewports, MAP_VIEWPORTS_KEPT, MAP_VIEWPORT_ORDERS_KEPT);
  keepNewest(queryClient, cache.findAll({ queryKey: workOrderMapKeys.extents() }), MAP_EXTENTS_KEPT);
}
