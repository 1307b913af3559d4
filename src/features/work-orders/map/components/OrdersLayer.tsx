import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMap, useMapEvent } from 'react-leaflet';
import { useNavigate } from 'react-router-dom';
import { changeText, useRecentChanges } from '../../../../data/live/recent-changes';
import type { MapViewAnswer } from '../../../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../../../domain/work-order-map';
import { MapLayer } from '../map-layer';
import type { MapKind } from '../map-legend';
import { ClusterMarker, OrderMarker } from '../map-markers';
import { orderPopupContent } from '../order-popup';

export interface Drawn {
  count: number;
  kind: MapViewAnswer['kind'];
  view: string | null;
}

export interface OrdersLayerProps {
  /** The viewport's answer; null draws nothing (not loaded, or not on the device). */
  answer: MapViewAnswer | null;
  kind: MapKind;
  /** The view the answer covers once it is the view's own (use-map-viewport's `shownView`), else null. */
  view: string | null;
  /** The answer was drawn: how many orders it stands for, how, and for which view (null: nothing drawn). */
  onMarkers: (drawn: Drawn | null) => void;
  /** Right-click, or a long press on touch (see LongPressMenus), on an order's marker. */
  onOrderMenu: (order: WorkOrderMapItem, at: L.Point) => void;
}

/**
 * A viewport's clusters and orders. No React component per marker: the markers are Leaflet objects made in
 * one pass (MapLayer); one click and one contextmenu handler on its group serve them all, and a popup's
 * content is built only when its marker is clicked. A bubble's click zooms to its bounds (or spreads orders
 * on one spot).
 */
export function OrdersLayer({ answer, kind, view, onMarkers, onOrderMenu }: OrdersLayerProps) {
  const map = useMap();
  // An answer of orders is grouped at the map's zoom: regrouped at once when it changes.
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  const navigate = useNavigate();
  const layer = useRef<MapLayer | null>(null);
  const latest = useRef({ kind, onMarkers, onOrderMenu, navigate });
  useEffect(() => {
    latest.current = { kind, onMarkers, onOrderMenu, navigate };
  });

  useEffect(() => {
    const drawn = new MapLayer(map);
    layer.current = drawn;
    // The top padding keeps an opened popup clear of the drawing tools.
    const popup = L.popup({
      maxWidth: 300,
      offset: [0, -6],
      autoPanPaddingTopLeft: [16, 72],
      autoPanPaddingBottomRight: [16, 16],
    });

    const open = (marker: unknown) => {
      if (marker instanceof ClusterMarker) {
        map.closePopup(popup);
        drawn.open(marker);
        return;
      }
      if (!(marker instanceof OrderMarker)) return;
      const { kind: shownKind, navigate: go } = latest.current;
      popup
        .setLatLng(marker.getLatLng())
        .setContent(orderPopupContent(marker.order, shownKind, (path) => void go(path)))
        .openOn(map);
    };
    const onContextMenu = (event: L.LeafletMouseEvent) => {
      const marker: unknown = event.layer;
      if (!(marker instanceof OrderMarker)) return;
      L.DomEvent.preventDefault(event.originalEvent);
      map.closePopup(popup);
      latest.current.onOrderMenu(marker.order, event.containerPoint);
    };
    const onClick = (event: L.LeafletMouseEvent) => open(event.layer);
    // A focused marker (Leaflet makes each a button in the tab order) opens with Enter or Space as on a click.
    const onKey = (event: L.LeafletKeyboardEvent & { layer?: unknown }) => {
      if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
      L.DomEvent.preventDefault(event.originalEvent);
      open(event.layer);
    };
    drawn.group.on('click', onClick);
    drawn.group.on('keypress', onKey);
    drawn.group.on('contextmenu', onContextMenu);
    return () => {
      drawn.group.off('click', onClick);
      drawn.group.off('keypress', onKey);
      drawn.group.off('contextmenu', onContextMenu);
      drawn.dispose();
      layer.current = null;
      map.closePopup(popup);
    };
  }, [map]);

  // Orders someone else changed a moment ago (the live feed) are marked, with what happened in their title.
  const recent = useRecentChanges();
  useEffect(() => {
    layer.current?.mark(new Map([...recent].map(([id, change]) => [id, changeText(change)])));
  }, [recent]);

  useEffect(() => {
    const count = layer.current?.show(answer, kind, zoom) ?? null;
    latest.current.onMarkers(answer && count !== null ? { count, kind: answer.kind, view } : null);
  }, [answer, kind, zoom, view]);

  return null;
}
