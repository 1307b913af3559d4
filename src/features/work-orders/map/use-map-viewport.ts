import { hashKey, onlineManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapFilterInput, MapViewAnswer } from '../../../domain/work-order-clusters';
import { isNotOnDevice } from '../../../offline/not-on-device';
import { whenIdle } from '../../../offline/when-idle';
import {
  keepRecentViewports,
  mapViewportQueryOptions,
  workOrderMapKeys,
} from './api/work-order-map-clusters';
import { narrowAnswer } from './map-groups';
import { legendCounts, type MapKind } from './map-legend';
import {
  boxHolds,
  marginFor,
  viewBox,
  zoomedView,
  type Margin,
  type PixelView,
  type ViewportBox,
} from './map-viewport';
import { useFitOnce } from './use-fit-once';

/**
 * A move that needs a request waits this long for the next one: a run of wheel or keyboard steps asks once.
 * (Leaflet ends a drag with one move, so a drag waits this long too: short, it stays inside the 400 ms a
 * step with a fetch aims at.)
 */
export const VIEWPORT_DEBOUNCE_MS = 80;
/** Once an answer is shown and the map has rested this long, the next zoom in is asked for ahead. */
export const PREFETCH_IDLE_MS = 300;

/** Where the map stands, as the viewport's box is chosen from it. */
export interface MapView {
  view: PixelView;
  margin: Margin;
  maxZoom: number;
}

export function viewOf(map: L.Map): MapView {
  const bounds = map.getPixelBounds();
  const size = map.getSize();
  return {
    view: {
      zoom: Math.round(map.getZoom()),
      left: bounds.min!.x,
      top: bounds.min!.y,
      right: bounds.max!.x,
      bottom: bounds.max!.y,
    },
    margin: marginFor(size.x, size.y),
    maxZoom: map.getMaxZoom(),
  };
}

const viewKey = (view: PixelView) => `${view.zoom}/${Math.round(view.left)}/${Math.round(view.top)}`;
const sameView = (a: MapView, b: MapView) => hashKey([a]) === hashKey([b]);
const sameBox = (a: ViewportBox | null, b: ViewportBox) => a !== null && hashKey([a]) === hashKey([b]);

/**
 * A box of this filter already on the device (or on its way) that covers the view: the most recently
 * answered, else one being fetched. Filters are compared whole (a cached key's filter with a vendor is not
 * this filter without one).
 */
export function heldBox(
  queryClient: QueryClient,
  filter: MapFilterInput,
  view: PixelView,
): ViewportBox | null {
  const wanted = hashKey([filter]);
  let best: { box: ViewportBox; at: number } | null = null;
  for (const query of queryClient
    .getQueryCache()
    .findAll({ queryKey: [...workOrderMapKeys.all(), 'viewport'] })) {
    const [, , , , keyFilter, box] = query.queryKey as ReturnType<typeof workOrderMapKeys.viewport>;
    const { data, fetchStatus, dataUpdatedAt } = query.state;
    if (data === undefined && fetchStatus !== 'fetching') continue;
    if (!boxHolds(box, view) || hashKey([keyFilter]) !== wanted) continue;
    const at = data === undefined ? 0 : dataUpdatedAt;
    if (!best || at > best.at) best = { box, at };
  }
  return best?.box ?? null;
}

interface Placed {
  /** Where the map stands. */
  current: MapView | null;
  /** The box asked for. */
  box: ViewportBox | null;
}

/**
 * Follows the map once `ready` (placed where it opens), and chooses the box to ask for after each pan, zoom
 * or resize, in the same render as the move: a box on the device (or on its way) that covers the view, or
 * the box asked for while it still does (a pan within its margin); otherwise a new box around the view once
 * the map has rested VIEWPORT_DEBOUNCE_MS (at once for the first view, or a new filter). The query then
 * moves to the new box, which cancels a request still running for the last one: its answer is dropped.
 */
function useViewport(map: L.Map | null, ready: boolean, filter: MapFilterInput): Placed {
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<Placed>({ current: null, box: null });
  const asked = useRef(placed.box);
  useEffect(() => {
    asked.current = placed.box;
  });
  useEffect(() => {
    if (!map || !ready) return;
    let timer = 0;
    const place = (current: MapView, box?: ViewportBox) =>
      setPlaced((last) => ({
        current: last.current && sameView(last.current, current) ? last.current : current,
        box: box === undefined || sameBox(last.box, box) ? last.box : box,
      }));
    const follow = (debounce: boolean) => {
      window.clearTimeout(timer);
      const current = viewOf(map);
      const { view, margin } = current;
      const shown = asked.current;
      const kept = heldBox(queryClient, filter, view) ?? (shown && boxHolds(shown, view) ? shown : null);
      if (kept || !shown || !debounce) {
        place(current, kept ?? viewBox(view, margin));
        return;
      }
      place(current);
      timer = window.setTimeout(() => place(current, viewBox(view, margin)), VIEWPORT_DEBOUNCE_MS);
    };
    const moved = () => follow(true);
    follow(false);
    map.on('moveend resize', moved);
    return () => {
      window.clearTimeout(timer);
      map.off('moveend resize', moved);
    };
  }, [map, ready, filter, queryClient]);
  return placed;
}

/** Asks for the box around a view unless one on the device (or on its way) covers it. */
function askFor(queryClient: QueryClient, filter: MapFilterInput, { view, margin }: MapView): void {
  if (heldBox(queryClient, filter, view)) return;
  void queryClient.prefetchQuery(mapViewportQueryOptions(filter, viewBox(view, margin)));
}

/** Asks ahead for the view one zoom in: all of what is in view now, so any zoom step in finds it. */
export function prefetchZoomIn(queryClient: QueryClient, filter: MapFilterInput, current: MapView): void {
  const { view, margin, maxZoom } = current;
  if (view.zoom >= maxZoom) return;
  const next = zoomedView(view, view.zoom + 1);
  if (heldBox(queryClient, filter, next)) return;
  void queryClient
    .prefetchQuery(mapViewportQueryOptions(filter, viewBox(next, margin)))
    .then(() => keepRecentViewports(queryClient));
}

/** The statuses a map filter asks for (the active map's legend; 4 on the completed map). */
function statusesOf(filter: MapFilterInput): number[] {
  const asked: Array<number | null | undefined> = [filter.status, ...(filter.multipleStatus ?? [])];
  return asked.filter((status): status is number => typeof status === 'number');
}

/** A viewport's answer when it failed: an empty map beside the failure's message. */
const NOTHING: MapViewAnswer = {
  kind: 'clusters',
  zoom: 0,
  total: 0,
  statuses: [0, 0, 0, 0, 0],
  approvals: [0, 0, 0],
  clusters: [],
  area: { west: 0, south: 0, east: 0, north: 0 },
  items: null,
};

/**
 * The map's answer for what is in view, as the screen shows it: fitted once to the filter's orders, then the
 * server's clusters (or orders) per viewport, with the legend's counts from the same answer.
 *
 * - Moves: see useViewport (boxes on the device at once, new ones debounced, the last request cancelled).
 * - While a box loads, the last answer stays, narrowed to the legend's statuses; the counts say they are
 *   loading only when the filter changed (a pan keeps the last counts until the new ones come).
 * - Once an answer is shown and the map rests, the next zoom in is fetched ahead (online).
 * - Offline, a box on the device shows with its age (`fetchedAt`); one that is not says so (`notOnDevice`),
 *   never an empty map the server did not give. The device keeps the last few boxes (keepRecentViewports).
 */
export function useMapViewport(map: L.Map | null, kind: MapKind, filter: MapFilterInput) {
  const queryClient = useQueryClient();
  // The first viewport is asked for as soon as the map is placed, before the renders that follow the move.
  const fitted = useFitOnce(map, filter, (placed) => askFor(queryClient, filter, viewOf(placed)));
  const { current, box } = useViewport(map, fitted, filter);
  const statuses = useMemo(() => statusesOf(filter), [filter]);
  const query = useQuery({
    ...mapViewportQueryOptions(filter, box ?? { zoom: 0, west: 0, north: 0, east: 1, south: 1 }),
    enabled: box !== null,
    placeholderData: (previous: MapViewAnswer | undefined) => previous && narrowAnswer(previous, statuses),
  });
  const { data, isError, isPlaceholderData, isFetching, fetchStatus, dataUpdatedAt } = query;

  // The filter of the last answer of its own: counts shown for another filter are said to be loading.
  const filterKey = hashKey([filter]);
  const [settled, setSettled] = useState<string | null>(null);
  const own = data !== undefined && !isPlaceholderData;
  if (own && settled !== filterKey) setSettled(filterKey);
  useEffect(() => {
    if (own) keepRecentViewports(queryClient);
  }, [own, dataUpdatedAt, queryClient]);

  useEffect(() => {
    if (!current || !own || fetchStatus !== 'idle' || !onlineManager.isOnline()) return;
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => prefetchZoomIn(queryClient, filter, current));
    }, PREFETCH_IDLE_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [current, own, fetchStatus, filter, queryClient]);

  const notOnDevice = box !== null && isNotOnDevice(query);
  const answer = notOnDevice ? null : isError ? NOTHING : (data ?? null);
  const counts = useMemo(() => (answer ? legendCounts(answer.total, answer, kind) : null), [answer, kind]);
  const countsLoading =
    !notOnDevice && !isError && (isPlaceholderData ? settled !== filterKey : !data && (isFetching || !box));
  const viewShown = own && box !== null && current !== null && boxHolds(box, current.view);
  return {
    query,
    answer,
    counts,
    countsLoading,
    notOnDevice,
    /** When the answer shown was fetched; null while it is another box's or another filter's. */
    fetchedAt: own ? dataUpdatedAt : null,
    /**
     * The view the answer shown covers, as `zoom/left/top` in world pixels, once its own answer is there (a
     * pan within the box's margin at once); null while it loads. The benchmark and the tests wait for it.
     */
    shownView: viewShown ? viewKey(current.view) : null,
  };
}
