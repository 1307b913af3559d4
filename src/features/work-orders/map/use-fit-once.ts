import { useQuery, useQueryClient } from '@tanstack/react-query';
import type L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { MapFilterInput, MapViewAnswer } from '../../../domain/work-order-clusters';
import { mapExtentQueryOptions } from './api/work-order-map-clusters';

/** The map is fitted to its orders at most this close (SPEC section 9: clusters up to zoom 15). */
const FIT_MAX_ZOOM = 15;

/** South-west and north-east corners around every order of an answer, or null for none. */
export function answerBounds(answer: MapViewAnswer): [[number, number], [number, number]] | null {
  if (answer.total === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const take = (w: number, s: number, e: number, n: number) => {
    west = Math.min(west, w);
    south = Math.min(south, s);
    east = Math.max(east, e);
    north = Math.max(north, n);
  };
  for (const { bounds } of answer.clusters) take(...bounds);
  for (const { latitude, longitude } of answer.items ?? []) take(longitude, latitude, longitude, latitude);
  return west <= east
    ? [
        [south, west],
        [north, east],
      ]
    : null;
}

/**
 * Fits the map once to where the filter's orders are (the extent: the filter over the whole world), as the
 * map first opens; true from then on, when the viewports start. The extent is asked for as the screen
 * renders, before the map is built (Leaflet and the drawing tools take a few hundred milliseconds on a
 * tablet), and a cached one fits at once. Without one (none matching, refused, or offline and never loaded)
 * the map stays at its default place.
 */
export function useFitOnce(
  map: L.Map | null,
  filter: MapFilterInput,
  /** Called once the map stands where it opens (fitted or not): its first viewport can be asked for. */
  onPlaced: (map: L.Map) => void,
): boolean {
  const queryClient = useQueryClient();
  const [fitted, setFitted] = useState(false);
  const options = mapExtentQueryOptions(filter);
  // As usePrefetchQuery does, but only until fitted: a later filter needs no extent.
  if (!fitted && !queryClient.getQueryState(options.queryKey)) void queryClient.prefetchQuery(options);
  const { data, isError, fetchStatus } = useQuery({ ...options, enabled: !fitted });
  // Once the extent is known (or will not be), for good: a later filter keeps the map where it is.
  if (!fitted && (data !== undefined || isError || fetchStatus === 'paused')) setFitted(true);
  const fittedMap = useRef<L.Map | null>(null);
  const placed = useRef(onPlaced);
  useEffect(() => {
    placed.current = onPlaced;
  });
  useEffect(() => {
    if (!fitted || !map || fittedMap.current === map) return;
    fittedMap.current = map;
    const bounds = data ? answerBounds(data) : null;
    const size = map.getSize();
    // A map not laid out yet (size 0) would fit to its minimum zoom.
    if (bounds && size.x > 0 && size.y > 0) {
      // Clear of the zoom buttons (top left) and the drawing tools (top right).
      map.fitBounds(bounds, {
        paddingTopLeft: [64, 72],
        paddingBottomRight: [64, 32],
        maxZoom: FIT_MAX_ZOOM,
        animate: false,
      });
    }
    placed.current(map);
  }, [fitted, map, data]);
  return fitted;
}
