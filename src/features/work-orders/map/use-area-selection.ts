import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { toastError } from '../../../notices/toast';
import { MESSAGES } from '../../../domain/messages';
import { MAP_SELECTION_MAX, type WorkOrderMapItem } from '../../../domain/work-order-map';
import { ordersInShape, type Point, type SelectionShape } from './map-geometry';

export type DrawShape = 'Polygon' | 'Circle';

type LatLngTree = L.LatLng | LatLngTree[];

/** A polygon's `getLatLngs()` as a list of rings, however deeply Leaflet nested them. */
function ringsOf(tree: LatLngTree[]): Point[][] {
  if (tree.length === 0) return [];
  if (tree[0] instanceof L.LatLng) return [tree.filter((point) => point instanceof L.LatLng)];
  return tree.flatMap((child) => (Array.isArray(child) ? ringsOf(child) : []));
}

/** The selection area of a drawn layer, or null for a layer that is neither a polygon nor a circle. */
export function shapeOfLayer(layer: L.Layer): SelectionShape | null {
  if (layer instanceof L.Circle)
    return { kind: 'circle', centre: layer.getLatLng(), radius: layer.getRadius() };
  if (layer instanceof L.Polygon) return { kind: 'polygon', rings: ringsOf(layer.getLatLngs()) };
  return null;
}

const SHAPE_STYLE: L.PathOptions = { color: '#1c7ed6', weight: 2, fillOpacity: 0.12 };

/**
 * Selecting orders by drawing a polygon or a circle (Geoman). One area at a time: a new one replaces the
 * last. An area holding more than MAP_SELECTION_MAX orders is removed at once with SPEC's message, and the
 * previous selection stays. A right-click or long press on the area opens its menu (`onAreaMenu`).
 */
export function useAreaSelection(
  map: L.Map | null,
  orders: readonly WorkOrderMapItem[],
  onAreaMenu: (at: L.Point, orderIds: string[]) => void,
) {
  /** The orders in the drawn area; null while there is no area. */
  const [selection, setSelection] = useState<string[] | null>(null);
  const [drawing, setDrawing] = useState<DrawShape | null>(null);
  const area = useRef<L.Layer | null>(null);
  const latest = useRef({ orders, onAreaMenu, selection });
  useEffect(() => {
    latest.current = { orders, onAreaMenu, selection };
  });

  useEffect(() => {
    if (!map) return;
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      const shape = shapeOfLayer(layer);
      const ids = shape ? ordersInShape(latest.current.orders, shape, (a, b) => map.distance(a, b)) : [];
      if (!shape || ids.length > MAP_SELECTION_MAX) {
        layer.remove();
        if (shape) toastError(MESSAGES.mapSelectionCap);
        return;
      }
      area.current?.remove();
      area.current = layer;
      layer.on('contextmenu', (event: L.LeafletMouseEvent) => {
        L.DomEvent.preventDefault(event.originalEvent);
        latest.current.onAreaMenu(event.containerPoint, latest.current.selection ?? []);
      });
      setSelection(ids);
    };
    // While corners are placed, two quick taps are two corners, not a double tap that zooms the map.
    const onDrawStart = ({ shape }: { shape: string }) => {
      map.doubleClickZoom.disable();
      setDrawing(shape === 'Polygon' || shape === 'Circle' ? shape : null);
    };
    const onDrawEnd = () => {
      map.doubleClickZoom.enable();
      setDrawing(null);
    };
    map.on('pm:create', onCreate);
    map.on('pm:drawstart', onDrawStart);
    map.on('pm:drawend', onDrawEnd);
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:drawstart', onDrawStart);
      map.off('pm:drawend', onDrawEnd);
      if (map.pm?.globalDrawModeEnabled()) map.pm.disableDraw();
      area.current?.remove();
      area.current = null;
    };
  }, [map]);

  return {
    selection,
    drawing,
    draw(shape: DrawShape) {
      map?.pm.enableDraw(shape, {
        snappable: false,
        continueDrawing: false,
        templineStyle: SHAPE_STYLE,
        hintlineStyle: { ...SHAPE_STYLE, dashArray: '5 5' },
        pathOptions: SHAPE_STYLE,
      });
    },
    cancelDrawing() {
      map?.pm.disableDraw();
    },
    /** Removes the area and forgets its orders (after Assign or Re-Open, or on request). */
    clear() {
      area.current?.remove();
      area.current = null;
      setSelection(null);
    },
  };
}
