import '../../../components/map/leaflet-global';
import '@geoman-io/leaflet-geoman-free';
import { act, renderHook } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { shapeOfLayer, useAreaSelection } from './use-area-selection';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../../notices/toast', () => ({ toastError }));

function order(id: string, latitude: number, longitude: number): WorkOrderMapItem {
  return {
    id,
    code: `WO-${id}`,
    status: 1,
    approvalStatus: null,
    latitude,
    longitude,
    locationIdentifier: `L-${id}`,
    vendorName: null,
    crewName: null,
    plannedStartTime: null,
    completedAt: null,
  };
}

const SQUARE: L.LatLngTuple[] = [
  [26.1, 91.7],
  [26.1, 91.8],
  [26.2, 91.8],
  [26.2, 91.7],
];

describe('useAreaSelection', () => {
  let map: L.Map;
  let container: HTMLDivElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    map = L.map(container, { center: [26.15, 91.75], zoom: 10 });
    toastError.mockClear();
  });
  afterEach(() => {
    map.remove();
    container.remove();
  });

  function draw(layer: L.Layer) {
    layer.addTo(map);
    act(() => {
      map.fire('pm:create', { layer, shape: layer instanceof L.Circle ? 'Circle' : 'Polygon' });
    });
    return layer;
  }

  it('selects the orders inside a drawn polygon, and a new area replaces it', () => {
    const orders = [order('a', 26.15, 91.75), order('b', 26.3, 91.75), order('c', 26.12, 91.71)];
    const { result } = renderHook(() => useAreaSelection(map, orders, vi.fn()));
    expect(result.current.selection).toBeNull();
    const polygon = draw(L.polygon(SQUARE));
    expect(result.current.selection).toEqual(['a', 'c']);

    draw(L.circle([26.3, 91.75], { radius: 1000 }));
    expect(result.current.selection).toEqual(['b']);
    expect(map.hasLayer(polygon)).toBe(false);
  });

  it('removes an area of more than 100 orders with SPEC’s message and keeps the selection before it', () => {
    const many = Array.from({ length: 101 }, (_, i) => order(String(i), 26.15, 91.75 + i * 0.0001));
    const { result } = renderHook(() => useAreaSelection(map, [...many, order('far', 27, 93)], vi.fn()));
    draw(L.circle([27, 93], { radius: 500 }));
    expect(result.current.selection).toEqual(['far']);

    const polygon = draw(L.polygon(SQUARE));
    expect(map.hasLayer(polygon)).toBe(false);
    expect(toastError).toHaveBeenCalledWith('Upto 100 work orders selection is allowed');
    expect(result.current.selection).toEqual(['far']);
  });

  it('opens the area’s menu on right-click and clears the area on request', () => {
    const onAreaMenu = vi.fn();
    const { result } = renderHook(() => useAreaSelection(map, [order('a', 26.15, 91.75)], onAreaMenu));
    const polygon = draw(L.polygon(SQUARE));
    act(() => {
      polygon.fire('contextmenu', {
        containerPoint: L.point(5, 6),
        originalEvent: new MouseEvent('contextmenu'),
      });
    });
    expect(onAreaMenu).toHaveBeenCalledWith(L.point(5, 6), ['a']);

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
