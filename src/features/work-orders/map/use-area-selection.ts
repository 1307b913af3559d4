import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MAP_MESSAGES } from '../../../domain/messages';
import type { MapFilterInput } from '../../../domain/work-order-clusters';
import classes from './WorkOrderMap.module.css';
import { toastError } from '../../../notices/toast';
import {
  findOrdersInArea,
  SelectionRefused,
  type Point,
  type SelectionShape,
} from './api/work-order-map-selection';

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

/** On the map while an area is drawn: its markers let taps through (WorkOrderMap.module.css). */
const DRAWING_CLASS = classes.drawing ?? 'drawing';

const SHAPE_STYLE: L.PathOptions = { color: '#1c7ed6', weight: 2, fillOpacity: 0.12 };

/**
 * Selecting orders by drawing a polygon or a circle (Geoman). The server finds the filter's orders inside it
 * (getWorkOrderMapSelection: every matching order, not only those drawn on the screen), while the bar says
 * so. One area at a time: a new one replaces the last once its orders are found. An area the server refuses
 * (more than MAP_SELECTION_MAX orders: SPEC's message) or that cannot be asked about (offline) is removed with
 * the reason, and the previous selection stays. A right-click or long press on the area opens its menu
 * (`onAreaMenu`).
 */
export function useAreaSelection(
  map: L.Map | null,
  filter: MapFilterInput,
  onAreaMenu: (at: L.Point, orderIds: string[]) => void,
) {
  /** The orders in the drawn area; null while there is no area. */
  const [selection, setSelection] = useState<string[] | null>(null);
  /** An area was drawn and its orders are being found. */
  const [finding, setFinding] = useState(false);
  const [drawing, setDrawing] = useState<DrawShape | null>(null);
  const area = useRef<L.Layer | null>(null);
  /** Counts the areas asked about: an answer for an area since replaced or cleared is dropped. */
  const asked = useRef(0);
  /** The area whose orders are being found. */
  const pending = useRef<L.Layer | null>(null);
  const latest = useRef({ filter, onAreaMenu, selection });
  useEffect(() => {
    latest.current = { filter, onAreaMenu, selection };
  });

  useEffect(() => {
    if (!map) return;
    const accept = (layer: L.Layer, ids: string[]) => {
      area.current?.remove();
      area.current = layer;
      layer.on('contextmenu', (event: L.LeafletMouseEvent) => {
        L.DomEvent.preventDefault(event.originalEvent);
        latest.current.onAreaMenu(event.containerPoint, latest.current.selection ?? []);
      });
      setSelection(ids);
    };
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      const shape = shapeOfLayer(layer);
      if (!shape) {
        layer.remove();
        return;
      }
      const ask = ++asked.current;
      pending.current?.remove();
      pending.current = layer;
      setFinding(true);
      findOrdersInArea(latest.current.filter, shape).then(
        (ids) => {
          if (ask !== asked.current || !map.hasLayer(layer)) {
            layer.remove();
            return;
          }
          pending.current = null;
          setFinding(false);
          accept(layer, ids);
        },
        (error: unknown) => {
          layer.remove();
          if (ask !== asked.current) return;
          pending.current = null;
          setFinding(false);
          toastError(error instanceof SelectionRefused ? error.message : MAP_MESSAGES.selectionFailed);
        },
      );
    };
    // While corners are placed, two quick taps are two corners, not a double tap that zooms the map, and a
    // tap on a marker or a cluster places a corner there rather than opening it.
    const onDrawStart = ({ shape }: { shape: string }) => {
      map.doubleClickZoom.disable();
      map.getContainer().classList.add(DRAWING_CLASS);
      setDrawing(shape === 'Polygon' || shape === 'Circle' ? shape : null);
    };
    const onDrawEnd = () => {
      map.doubleClickZoom.enable();
      map.getContainer().classList.remove(DRAWING_CLASS);
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
      asked.current += 1;
      pending.current?.remove();
      pending.current = null;
      area.current?.remove();
      area.current = null;
    };
  }, [map]);

  return {
    selection,
    finding,
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
      asked.current += 1;
      pending.current?.remove();
      pending.current = null;
      setFinding(false);
      area.current?.remove();
      area.current = null;
      setSelection(null);
    },
  };
}
