import L from 'leaflet';
import '../../../components/map/leaflet-global';
import 'react-leaflet-cluster';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { boundsOf } from './map-geometry';
import { legendIdOf, type MapKind } from './map-legend';
import { markedIcon, markerIcon } from './marker-icons';

/** A mark on an order's marker: someone else changed it a moment ago (what its title says of it). */
export type MarkerMarks = ReadonlyMap<string, string>;

/** Leaflet's own marker positioning, which OrderMarker builds on. */
const placeMarker = (L.Marker.prototype as unknown as { _setPos: (this: L.Marker, pos: L.Point) => void })
  ._setPos;

/** A marker that knows its order, so one click handler on the cluster group serves every marker. */
export class OrderMarker extends L.Marker {
  order: WorkOrderMapItem;

  constructor(order: WorkOrderMapItem, kind: MapKind, mark?: string) {
    // pmIgnore: Geoman would otherwise give each of up to 100,000 markers an editing handler.
    super([order.latitude, order.longitude], {
      icon: mark ? markedIcon(order, kind) : markerIcon(order, kind),
      title: mark ? `${order.code}, ${mark}` : order.code,
      pmIgnore: true,
    });
    this.order = order;
  }

  /** Shows the order's icon and title, marked (`mark`: what the change was) or plain. */
  present(kind: MapKind, mark: string | undefined): void {
    const title = mark ? `${this.order.code}, ${mark}` : this.order.code;
    const icon = mark ? markedIcon(this.order, kind) : markerIcon(this.order, kind);
    if (this.options.icon === icon && this.options.title === title) return;
    this.options.title = title;
    // setIcon restyles the shown element (a div icon reuses it, so its title is set here) or, off the map,
    // the one made when it is added (with the title above).
    this.setIcon(icon);
    this.getElement()?.setAttribute('title', title);
  }

  /**
   * Leaflet places a marker with a 3D transform, which makes the browser composite each one on its own
   * layer: with clustering off (zoom 16 and up) a thousand or more markers made every zoom step cost half a
   * second more in Chromium. A 2D translation draws them in one layer. (Overrides Leaflet's private
   * `_setPos`, the one place a marker is moved.)
   */
  _setPos(pos: L.Point): void {
    placeMarker.call(this, pos);
    const icon = this.getElement();
    if (icon) icon.style.transform = `translate(${pos.x}px, ${pos.y}px)`;
  }
}

/** What leaflet.markercluster keeps to itself and the guards below reach. */
interface ClusterInternals {
  _map: L.Map | null;
  _addLayer: (layer: L.Marker, zoom: number) => void;
  _getExpandedVisibleBounds: () => L.LatLngBounds;
  _checkBoundsMaxLat: (bounds: L.LatLngBounds) => L.LatLngBounds;
}

/**
 * How far beyond the view (a share of its size on each side) markers and clusters are kept on the map.
 * leaflet.markercluster keeps a whole view's size on each side on desktop (nine views' worth) and none on
 * phones. Once clustering stops at zoom 16 that is thousands of DOM markers here, laid out and later taken
 * out on every zoom step; a quarter covers a short drag, and the rest appears when the drag ends.
 */
const VIEW_PADDING = 0.25;

/** Keeps this group's markers within VIEW_PADDING of the view (an instance setting; other groups keep theirs). */
export function padVisibleBounds(group: L.MarkerClusterGroup): void {
  // Private method of the library, typed by ClusterInternals rather than left `any`.
  const internals = group as unknown as ClusterInternals;
  internals._getExpandedVisibleBounds = function (this: ClusterInternals) {
    return this._checkBoundsMaxLat(this._map!.getBounds().pad(VIEW_PADDING));
  };
}
interface ClusterLevelInternals {
  _group: ClusterInternals;
  _recursivelyAddChildrenToMap: (startPos: unknown, zoom: number, bounds: unknown) => void;
}

/**
 * leaflet.markercluster goes on with a chunked `addLayers` on timers after its group left the map (the screen
 * was closed mid-load), then throws on the map it no longer has. Patched once: off the map, the rest of that
 * batch does nothing. On a map nothing changes.
 */
function guardChunkedLoading(): void {
  // Private prototypes of the library: typed by ClusterInternals rather than left `any`.
  const group = L.MarkerClusterGroup.prototype as unknown as ClusterInternals;
  const level = L.MarkerCluster.prototype as unknown as ClusterLevelInternals;
  const addLayer = group._addLayer;
  group._addLayer = function (this: ClusterInternals, layer, zoom) {
    if (this._map) addLayer.call(this, layer, zoom);
  };
  const addChildren = level._recursivelyAddChildrenToMap;
  level._recursivelyAddChildrenToMap = function (this: ClusterLevelInternals, startPos, zoom, bounds) {
    if (this._group._map) addChildren.call(this, startPos, zoom, bounds);
  };
}
guardChunkedLoading();

/** Whether the markers already stand where these orders would (their icons may differ). */
function samePlaces(markers: readonly OrderMarker[], items: readonly WorkOrderMapItem[]): boolean {
  if (markers.length !== items.length) return false;
  for (let i = 0; i < items.length; i++) {
    const shown = markers[i]!.order;
    const next = items[i]!;
    if (shown.id !== next.id || shown.latitude !== next.latitude || shown.longitude !== next.longitude) {
      return false;
    }
  }
  return true;
}

/**
 * Puts a map's orders into its cluster group: all markers in one `addLayers` call, which the group works
 * through in slices (chunked loading) so the page stays responsive. A new set of orders arriving meanwhile
 * waits for the slice work to end (the library cannot stop it halfway). The same orders again (a refetch)
 * only refresh what the popups show. The first orders fit the view once.
 *
 * `progress` must be the group's `chunkProgress`.
 */
export class MarkerLoader {
  private markers: OrderMarker[] = [];
  private kind: MapKind | null = null;
  private loading = false;
  private queued: { items: readonly WorkOrderMapItem[]; kind: MapKind } | null = null;
  private fitted = false;
  private disposed = false;
  private marks: MarkerMarks = new Map();
  private marked = new Set<OrderMarker>();

  constructor(
    private readonly map: L.Map,
    private readonly group: L.MarkerClusterGroup,
    /** The markers were all added (their count), or a new set is being added (null). */
    private readonly onMarkers: (count: number | null) => void,
  ) {
    padVisibleBounds(group);
  }

  show(items: readonly WorkOrderMapItem[], kind: MapKind): void {
    if (this.disposed) return;
    if (this.loading) {
      this.queued = { items, kind };
      return;
    }
    if (this.kind === kind && samePlaces(this.markers, items)) {
      // The same places (a refetch, or an order patched from the live feed): a changed status or approval
      // changes that marker's icon alone.
      items.forEach((item, i) => {
        const marker = this.markers[i]!;
        const recoloured = legendIdOf(marker.order, kind) !== legendIdOf(item, kind);
        marker.order = item;
        if (recoloured || this.marks.has(item.id)) marker.present(kind, this.marks.get(item.id));
      });
      return;
    }
    this.kind = kind;
    this.loading = true;
    this.onMarkers(null);
    this.group.clearLayers();
    this.fitOnce(items);
    this.markers = items.map((item) => new OrderMarker(item, kind, this.marks.get(item.id)));
    this.marked = new Set(this.markers.filter((marker) => this.marks.has(marker.order.id)));
    this.group.addLayers(this.markers, true);
    // Off the map the group adds synchronously and reports no progress.
    if (!this.map.hasLayer(this.group)) this.progress(this.markers.length, this.markers.length);
  }

  /** Marks the markers of orders someone else just changed (what the change was), and unmarks the rest. */
  mark(marks: MarkerMarks): void {
    this.marks = marks;
    if (this.disposed || this.kind === null) return;
    const next = new Set<OrderMarker>();
    if (marks.size > 0) for (const marker of this.markers) if (marks.has(marker.order.id)) next.add(marker);
    for (const marker of this.marked) if (!next.has(marker)) marker.present(this.kind, undefined);
    for (const marker of next) marker.present(this.kind, marks.get(marker.order.id));
    this.marked = next;
  }

  /** The group's chunkProgress: after each slice of work. */
  progress(processed: number, total: number): void {
    if (processed < total || !this.loading) return;
    this.loading = false;
    if (this.disposed) return;
    this.onMarkers(this.markers.length);
    const next = this.queued;
    this.queued = null;
    if (next) this.show(next.items, next.kind);
  }

  dispose(): void {
    this.disposed = true;
    this.queued = null;
  }

  private fitOnce(items: readonly WorkOrderMapItem[]): void {
    const bounds = boundsOf(items);
    const size = this.map.getSize();
    // A map not laid out yet (size 0) would fit to its minimum zoom.
    if (this.fitted || !bounds || size.x === 0 || size.y === 0) return;
    this.fitted = true;
    this.map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15, animate: false });
  }
}
