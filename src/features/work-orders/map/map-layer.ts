import L from 'leaflet';
import { MAP_ORDERS_IN_VIEW, type MapViewAnswer } from '../../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { mapMarks, samePlace, spreadOffsets, type MapMark } from './map-groups';
import type { MapKind } from './map-legend';
import { ClusterMarker, OrderMarker } from './map-markers';

/** A mark on an order's marker: someone else changed it a moment ago (what its title says of it). */
export type MarkerMarks = ReadonlyMap<string, string>;

/**
 * At most this many orders on one spot are spread round it (a spiral some 600 px across): as many as a viewport
 * answers as orders below zoom 16 (MAP_ORDERS_IN_VIEW).
 */
export const SPREAD_MAX = MAP_ORDERS_IN_VIEW;

const LEG_STYLE: L.PolylineOptions = { color: '#495057', weight: 1.5, opacity: 0.6, interactive: false };

/** Whether two lists of marks stand in the same places (an order's status or names may differ). */
function samePlaces(shown: readonly MapMark[], next: readonly MapMark[]): boolean {
  if (shown.length !== next.length) return false;
  return shown.every((mark, i) => {
    const other = next[i]!;
    if ('order' in mark) {
      return (
        'order' in other &&
        mark.order.id === other.order.id &&
        mark.order.latitude === other.order.latitude &&
        mark.order.longitude === other.order.longitude
      );
    }
    if (!('group' in other)) return false;
    const ids = (marks: MapMark) => ('group' in marks ? marks.group.members?.map((o) => o.id).join() : '');
    return (
      mark.group.latitude === other.group.latitude &&
      mark.group.longitude === other.group.longitude &&
      mark.group.count === other.group.count &&
      ids(mark) === ids(other)
    );
  });
}

/**
 * How far beyond the view (a share of its size on each side) markers are kept on the map. An answer covers
 * more than the view (the margin around it, or all of the last zoom's view when fetched ahead), up to a few
 * thousand bubbles; drawing them all cost a zoom step a quarter of a second in Chromium. A quarter covers a
 * short drag; the rest is drawn when the drag ends.
 */
const VIEW_PADDING = 0.25;

const placeOf = (mark: MapMark): L.LatLngExpression =>
  'order' in mark ? [mark.order.latitude, mark.order.longitude] : [mark.group.latitude, mark.group.longitude];

/**
 * The markers of a viewport's answer on the map, in one feature group whose click and contextmenu handlers
 * (OrdersLayer) serve every marker. Only the marks within VIEW_PADDING of the view have a marker on the map,
 * made when first needed and kept while the answer stays; each move adds those that came near and takes off
 * those that went far. A new answer in the same places (an order patched from the live feed, a refetch)
 * changes only the icons that changed; otherwise the markers are made again. Orders standing on one spot
 * spread round it when their bubble is clicked, until the map zooms.
 */
export class MapLayer {
  readonly group = L.featureGroup();
  private marks: MapMark[] = [];
  /** The marker of each mark, once made. */
  private markers: Array<L.Marker | undefined> = [];
  /** The marks whose markers are on the map. */
  private drawn = new Set<number>();
  private shown: { answer: MapViewAnswer; kind: MapKind; zoom: number } | null = null;
  private changed: MarkerMarks = new Map();
  private spread: { legs: L.LayerGroup; markers: OrderMarker[]; cluster: ClusterMarker } | null = null;

  constructor(private readonly map: L.Map) {
    this.group.addTo(map);
    map.on('zoomstart', this.collapse, this);
    map.on('click', this.collapse, this);
    map.on('moveend', this.follow, this);
  }

  /** Draws an answer (null: nothing). Answers how many orders it stands for, or null. */
  show(answer: MapViewAnswer | null, kind: MapKind, zoom: number): number | null {
    const shown = this.shown;
    if (shown && shown.answer === answer && shown.kind === kind && shown.zoom === zoom) return answer.total;
    if (!answer) {
      this.clear();
      return null;
    }
    const marks = mapMarks(answer, kind, zoom);
    if (shown && shown.kind === kind && samePlaces(this.marks, marks)) {
      marks.forEach((mark, i) => {
        const marker = this.markers[i];
        if ('order' in mark && marker instanceof OrderMarker) {
          marker.order = mark.order;
          marker.present(kind, this.changed.get(mark.order.id));
        } else if ('group' in mark && marker instanceof ClusterMarker) {
          marker.regroup(mark.group, kind);
        }
      });
      const orders = new Map(answer.items?.map((order) => [order.id, order]));
      for (const marker of this.spread?.markers ?? []) {
        marker.order = orders.get(marker.order.id) ?? marker.order;
        marker.present(kind, this.changed.get(marker.order.id));
      }
      this.marks = marks;
    } else {
      this.clear();
      this.marks = marks;
      this.markers = new Array<L.Marker | undefined>(marks.length);
    }
    this.shown = { answer, kind, zoom };
    this.follow();
    return answer.total;
  }

  /** Puts the markers of the marks near the view on the map, and takes the others off. */
  private follow(): void {
    const kind = this.shown?.kind;
    if (!kind) return;
    const near = this.map.getBounds().pad(VIEW_PADDING);
    this.marks.forEach((mark, i) => {
      const wanted = near.contains(placeOf(mark));
      if (wanted === this.drawn.has(i)) return;
      if (wanted) {
        const marker = (this.markers[i] ??=
          'order' in mark
            ? new OrderMarker(mark.order, kind, this.changed.get(mark.order.id))
            : new ClusterMarker(mark.group, kind));
        this.group.addLayer(marker);
        this.drawn.add(i);
      } else {
        this.group.removeLayer(this.markers[i]!);
        this.drawn.delete(i);
      }
    });
  }

  /** Marks the markers of orders someone else just changed (what the change was), and unmarks the rest. */
  mark(changed: MarkerMarks): void {
    this.changed = changed;
    const kind = this.shown?.kind;
    if (!kind) return;
    for (const marker of [...this.markers, ...(this.spread?.markers ?? [])]) {
      if (marker instanceof OrderMarker) marker.present(kind, changed.get(marker.order.id));
    }
  }

  /**
   * A bubble was clicked: its orders spread round their spot when they all stand on it (or the map cannot
   * zoom further); otherwise the map zooms to the bubble's bounds, at least one step.
   */
  open(cluster: ClusterMarker): void {
    const { group } = cluster;
    const [west, south, east, north] = group.bounds;
    const maxZoom = this.map.getMaxZoom();
    const zoom = this.map.getZoom();
    const members = group.members;
    if (members && members.length <= SPREAD_MAX && (samePlace(group) || zoom >= maxZoom)) {
      this.spreadOut(cluster, members);
      return;
    }
    if (zoom >= maxZoom) return;
    const bounds = L.latLngBounds([south, west], [north, east]);
    const target = Math.min(
      maxZoom,
      Math.max(zoom + 1, this.map.getBoundsZoom(bounds, false, L.point(48, 48))),
    );
    this.map.setView(bounds.getCenter(), target);
  }

  private spreadOut(cluster: ClusterMarker, members: readonly WorkOrderMapItem[]): void {
    this.collapse();
    const kind = this.shown?.kind;
    if (!kind) return;
    const spot = cluster.getLatLng();
    const centre = this.map.latLngToLayerPoint(spot);
    const legs = L.layerGroup();
    const markers = spreadOffsets(members.length).map((offset, i) => {
      const at = this.map.layerPointToLatLng(centre.add([offset.x, offset.y]));
      const order = members[i]!;
      L.polyline([spot, at], LEG_STYLE).addTo(legs);
      return new OrderMarker(order, kind, this.changed.get(order.id), at);
    });
    legs.addTo(this.map);
    for (const marker of markers) this.group.addLayer(marker);
    cluster.setOpacity(0.35);
    this.spread = { legs, markers, cluster };
  }

  /** Puts spread orders back on their spot. */
  collapse(): void {
    const spread = this.spread;
    if (!spread) return;
    this.spread = null;
    for (const marker of spread.markers) this.group.removeLayer(marker);
    spread.legs.remove();
    spread.cluster.setOpacity(1);
  }

  private clear(): void {
    this.collapse();
    this.group.clearLayers();
    this.markers = [];
    this.drawn.clear();
    this.marks = [];
    this.shown = null;
  }

  dispose(): void {
    this.clear();
    this.map.off('zoomstart', this.collapse, this);
    this.map.off('click', this.collapse, this);
    this.map.off('moveend', this.follow, this);
    this.group.remove();
  }
}
