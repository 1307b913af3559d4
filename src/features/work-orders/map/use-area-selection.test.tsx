import '../../../components/map/leaflet-global';
import '@geoman-io/leaflet-geoman-free';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { storeSession } from '../../../../tests/support/session-fixtures';
import type { MapFilterInput } from '../../../domain/work-order-clusters';
import { shapeOfLayer, useAreaSelection } from './use-area-selection';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../../notices/toast', () => ({ toastError }));

const SQUARE: L.LatLngTuple[] = [
  [26.1, 91.7],
  [26.1, 91.8],
  [26.2, 91.8],
  [26.2, 91.7],
];
const FILTER: MapFilterInput = { status: 1, multipleStatus: [2, 3, 5] };
const ids = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `01890a5d-ac96-7000-8000-${String(from + i).padStart(12, '0')}`);

/** GetMapSelection as the server answers: the ids it finds, or SPEC's refusal past 100. */
function selectionServer(find: (body: Record<string, unknown>) => string[]) {
  return stubFetch((request) => {
    const found = find(request.body as Record<string, unknown>);
    if (found.length > 100) {
      return errorResponse(422, {
        title: 'Not allowed',
        message: 'Upto 100 work orders selection is allowed',
      });
    }
    return dataResponse({ workOrderIds: found, count: found.length });
  });
}

describe('useAreaSelection', () => {
  let map: L.Map;
  let container: HTMLDivElement;

  beforeEach(() => {
    storeSession();
    container = document.createElement('div');
    document.body.append(container);
    map = L.map(container, { center: [26.15, 91.75], zoom: 10 });
    toastError.mockClear();
  });
  afterEach(() => {
    map.remove();
    container.remove();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
    localStorage.clear();
  });

  function draw(layer: L.Layer) {
    layer.addTo(map);
    act(() => {
      map.fire('pm:create', { layer, shape: layer instanceof L.Circle ? 'Circle' : 'Polygon' });
    });
    return layer;
  }

  it('selects what the server finds inside a drawn polygon, with the map’s filter; a new area replaces it', async () => {
    const sent = selectionServer((body) => (body.circle ? ids(1, 50) : ids(3)));
    const { result } = renderHook(() => useAreaSelection(map, FILTER, vi.fn()));
    expect(result.current.selection).toBeNull();
    const polygon = draw(L.polygon(SQUARE));
    expect(result.current.finding).toBe(true);
    await waitFor(() => expect(result.current.selection).toEqual(ids(3)));
    expect(result.current.finding).toBe(false);
    expect(sent[0]!.url).toMatch(/\/api\/workorder\/Workorder\/GetMapSelection$/);
    expect(sent[0]!.body).toEqual({
      ...FILTER,
      polygon: SQUARE.map(([latitude, longitude]) => ({ latitude, longitude })),
    });

    draw(L.circle([26.3, 91.75], { radius: 1000 }));
    await waitFor(() => expect(result.current.selection).toEqual(ids(1, 50)));
    expect(sent[1]!.body).toEqual({ ...FILTER, circle: { latitude: 26.3, longitude: 91.75, radius: 1000 } });
    expect(map.hasLayer(polygon)).toBe(false);
  });

  it('removes an area holding 101 orders with SPEC’s message and keeps the selection before it', async () => {
    selectionServer((body) => (body.circle ? ids(1, 500) : ids(101)));
    const { result } = renderHook(() => useAreaSelection(map, FILTER, vi.fn()));
    draw(L.circle([27, 93], { radius: 500 }));
    await waitFor(() => expect(result.current.selection).toEqual(ids(1, 500)));

    const polygon = draw(L.polygon(SQUARE));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Upto 100 work orders selection is allowed'));
    expect(map.hasLayer(polygon)).toBe(false);
    await waitFor(() => expect(result.current.finding).toBe(false));
    expect(result.current.selection).toEqual(ids(1, 500));
  });

  it('keeps an area of exactly 100 orders', async () => {
    selectionServer(() => ids(100));
    const { result } = renderHook(() => useAreaSelection(map, FILTER, vi.fn()));
    const polygon = draw(L.polygon(SQUARE));
    await waitFor(() => expect(result.current.selection).toHaveLength(100));
    expect(map.hasLayer(polygon)).toBe(true);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('offline, asks nothing: the area is removed and the message says a connection is needed', async () => {
    const sent = selectionServer(() => ids(2));
    onlineManager.setOnline(false);
    const { result } = renderHook(() => useAreaSelection(map, FILTER, vi.fn()));
    const polygon = draw(L.polygon(SQUARE));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Selecting an area needs a connection: the server finds the work orders inside it. Try again online.',
      ),
    );
    expect(sent).toHaveLength(0);
    expect(map.hasLayer(polygon)).toBe(false);
    expect(result.current.selection).toBeNull();
    await waitFor(() => expect(result.current.finding).toBe(false));
  });

  it('opens the area’s menu on right-click and clears the area on request', async () => {
    selectionServer(() => ids(1));
    const onAreaMenu = vi.fn();
    const { result } = renderHook(() => useAreaSelection(map, FILTER, onAreaMenu));
    const polygon = draw(L.polygon(SQUARE));
    await waitFor(() => expect(result.current.selection).toEqual(ids(1)));
    act(() => {
      polygon.fire('contextmenu', {
        containerPoint: L.point(5, 6),
        originalEvent: new MouseEvent('contextmenu'),
      });
    });
    expect(onAreaMenu).toHaveBeenCalledWith(L.point(5, 6), ids(1));

    act(() => result.current.clear());
    expect(result.current.selection).toBeNull();
    expect(map.hasLayer(polygon)).toBe(false);
  });
});

describe('shapeOfLayer', () => {
  it('reads a polygon’s rings and a circle’s centre and radius', () => {
    expect(shapeOfLayer(L.polygon(SQUARE))).toMatchObject({ kind: 'polygon', rings: [expect.any(Array)] });
    expect(shapeOfLayer(L.circle([26, 91], { radius: 50 }))).toMatchObject({ kind: 'circle', radius: 50 });
    expect(shapeOfLayer(L.marker([26, 91]))).toBeNull();
  });
});
