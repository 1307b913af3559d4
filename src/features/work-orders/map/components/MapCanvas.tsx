import '../../../../components/map/leaflet-global';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type L from 'leaflet';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useClientConfig } from '../../../../data/client-config';
import { DEFAULT_CENTRE, TILE_ATTRIBUTION } from '../../../../components/map/leaflet-setup';
import type { MapViewAnswer } from '../../../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../../../domain/work-order-map';
import { dispatchContextMenu, watchLongPress } from '../long-press';
import type { MapKind } from '../map-legend';
import { MAP_ZOOM } from '../map-query';
import classes from '../WorkOrderMap.module.css';
import { OrdersLayer } from './OrdersLayer';

/** Keeps `data-zoom` on the frame current, for the benchmark and the end-to-end tests. */
function ZoomAttribute({ frame }: { frame: RefObject<HTMLDivElement | null> }) {
  const map = useMap();
  useEffect(() => {
    const write = () => frame.current?.setAttribute('data-zoom', String(map.getZoom()));
    write();
    map.on('zoomend', write);
    return () => {
      map.off('zoomend', write);
    };
  }, [map, frame]);
  return null;
}

/**
 * A finger resting on a marker or on the selection opens its menu as a right-click does: the press is
 * turned into a `contextmenu` event on the element under the finger, which Leaflet hands to the layer.
 * Not while a shape is being drawn (the finger is placing vertices).
 */
function LongPressMenus() {
  const map = useMap();
  useEffect(
    () =>
      watchLongPress(
        map.getContainer(),
        (target, at) => {
          const layerElement = target.closest('.leaflet-interactive');
          if (layerElement && !layerElement.closest('.marker-cluster')) dispatchContextMenu(layerElement, at);
        },
        { enabled: () => !map.pm?.globalDrawModeEnabled() },
      ),
    [map],
  );
  return null;
}

export interface MapCanvasProps {
  kind: MapKind;
  /** The viewport's answer; null until there is one (or while it is not on the device). */
  answer: MapViewAnswer | null;
  /** The view the answer covers once it is the view's own (use-map-viewport's `shownView`). */
  shownView: string | null;
  label: string;
  onMap: (map: L.Map | null) => void;
  onOrderMenu: (order: WorkOrderMapItem, at: L.Point) => void;
  /** Drawn over the map: tools, the selection bar, the menu. */
  children?: ReactNode;
}

/**
 * The map: tiles from the configured server (without them, the markers stand on a plain background), the
 * viewport's clusters and orders, and the frame the tests and the benchmark read: `data-markers` (the orders
 * the drawn answer stands for) and `data-answer` (`clusters` or `orders`) once an answer is drawn,
 * `data-view` once it is drawn for the view in place (not one left from before a move), `data-zoom` after
 * each zoom.
 */
export function MapCanvas({ kind, answer, shownView, label, onMap, onOrderMenu, children }: MapCanvasProps) {
  const { mapTileUrl } = useClientConfig();
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={frame}
      className={classes.mapFrame}
      data-testid="work-order-map"
      role="region"
      aria-label={label}
    >
      <MapContainer
        ref={onMap}
        className={classes.map}
        center={DEFAULT_CENTRE}
        zoom={MAP_ZOOM[kind]}
        minZoom={3}
        maxZoom={18}
        // Zoom steps are immediate. Animated, each shown marker (thousands of orders in view from zoom 16)
        // registers its own zoom-animation listener on the map, a cost that grows with their square.
        zoomAnimation={false}
      >
        <TileLayer url={mapTileUrl} attribution={TILE_ATTRIBUTION} />
        <OrdersLayer
          answer={answer}
          kind={kind}
          view={shownView}
          onOrderMenu={onOrderMenu}
          onMarkers={(drawn) => {
            const element = frame.current;
            if (!element) return;
            const write = (name: string, value: string | null | undefined) =>
              value == null ? element.removeAttribute(name) : element.setAttribute(name, value);
            write('data-markers', drawn && String(drawn.count));
            write('data-answer', drawn?.kind);
            write('data-view', drawn?.view);
          }}
        />
        <ZoomAttribute frame={frame} />
        <LongPressMenus />
      </MapContainer>
      {children}
    </div>
  );
}
