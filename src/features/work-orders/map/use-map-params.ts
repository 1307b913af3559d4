import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MapKind } from './map-legend';
import { mapParamsFrom, mapParamsTo, type MapParams } from './map-query';

/**
 * A map's filter, search, legend statuses and (completed map) date range, kept in the address: back from an
 * order's page the map shows the same orders. Each change replaces the history entry.
 */
export function useMapParams(kind: MapKind) {
  const [params, setParams] = useSearchParams();
  // Today as of the screen's opening: the default range does not move while the screen stays open.
  const [today] = useState(() => new Date());
  const state = useMemo(() => mapParamsFrom(params, kind, today), [params, kind, today]);

  function update(next: Partial<MapParams>) {
    setParams(mapParamsTo(kind, { ...state, ...next }, today), { replace: true });
  }

  return { ...state, update };
}
