import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import '../../../../components/map/leaflet-global';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { useNavigate } from 'react-router-dom';
import { changeText, useRecentChanges } from '../../../../data/live/recent-changes';
import type { WorkOrderMapItem } from '../../../../domain/work-order-map';
import { clusterIcon } from '../cluster-icons';
import type { MapKind } from '../map-legend';
import { MarkerLoader, OrderMarker } from '../marker-loader';
import { orderPopupContent } from '../order-popup';

/** SPEC section 9: clusters gather markers within 60 px, up to zoom 15; from zoom 16 every order stands alone. */
const CLUSTER_RADIUS_PX = 60;
const CLUSTERING_OFF_AT_ZOOM = 16;

export interface OrdersLayerProps {
  /** null until the first answer: the map stays as it is (no marker count yet). */
  orders: readonly WorkOrderMapItem[] | null;
  kind: MapKind;
  /** The markers were all added (a count) or a new set is being added (null). */
  onMarkers: (count: number | null) => void;
  /** Right-click, or a long press on touch (see LongPressMenus), on an order's marker. */
  onOrderMenu: (order: WorkOrderMapItem, at: L.Point) => void;
}

/**
 * The orders as clustered markers. No React component per marker: the markers are Leaflet objects made in
 * one pass and handed to the cluster group at once; one click and one contextmenu handler on the group serve
 * them all, and a popup's content is built only when its marker is clicked.
 */
export function OrdersLayer({ orders, kind, onMarkers, onOrderMenu }: OrdersLayerProps) {
  const map = useMap();
  const navigate = useNavigate();
  const group = useRef<L.MarkerClusterGroup>(null);
  const loader = useRef<MarkerLoader | null>(null);
  const latest = useRef({ kind, onMarkers, onOrderMenu, navigate });
  useEffect(() => {
    latest.current = { kind, onMarkers, onOrderMenu, navigate };
  });
  // The group reads chunkProgress and iconCreateFunction once, when it is made; these stay the same.
  const [chunkProgress] = useState(
    () => (processed: number, total: number) => loader.current?.progress(processed, total),
  );
  const [iconCreateFunction] = useState(
    () => (cluster: L.MarkerCluster) => clusterIcon(cluster, latest.current.kind),
  );

  useEffect(() => {
    const layer = group.current;
    if (!layer) return;
    const markers = new MarkerLoader(map, layer, (count) => latest.current.onMarkers(count));
    loader.current = markers;
    // The top padding keeps an opened popup clear of the drawing tools.
    const popup = L.popup({
      maxWidth: 300,
      offset: [0, -6],
      autoPanPaddingTopLeft: [16, 72],
      autoPanPaddingBottomRight: [16, 16],
    });

    const onClick = (event: L.LeafletMouseEvent) => {
      const marker: unknown = event.layer;
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
    layer.on('click', onClick);
    layer.on('contextmenu', onContextMenu);
    return () => {
      markers.dispose();
      loader.current = null;
      layer.off('click', onClick);
      layer.off('contextmenu', onContextMenu);
      map.closePopup(popup);
    };
  }, [map]);

  // Orders someone else changed a moment ago (the live feed) are marked, with what happened in their title.
  const recent = useRecentChanges();
  useEffect(() => {
    loader.current?.mark(new Map([...recent].map(([id, change]) => [id, changeText(change)])));
  }, [recent]);

  useEffect(() => {
    if (orders !== null) loader.current?.show(orders, kind);
  }, [orders, kind]);

  return (
    <MarkerClusterGroup
      ref={group}
      chunkedLoading
      chunkInterval={150}
      chunkDelay={16}
      chunkProgress={chunkProgress}
      iconCreateFunction={iconCreateFunction}
      maxClusterRadius={CLUSTER_RADIUS_PX}
      disableClusteringAtZoom={CLUSTERING_OFF_AT_ZOOM}
      showCoverageOnHover={false}
      // Clusters split and merge without their fly-apart animation, which lays the page out again for it.
      animate={false}
      spiderfyOnMaxZoom
      pmIgnore
    >
      {null}
    </MarkerClusterGroup>
  );
}
