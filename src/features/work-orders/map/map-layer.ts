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
 * The markers of a viewport's answer on the map, in one feature group whose click and contextmenu handlers
 * (OrdersLayer) serve every marker. A new answer in the same places (an order patched from the live feed, a
 * refetch) changes only the icons that changed; otherwise the markers are made again (a few hundred at
 * most: the server groups larger answers). Orders standing on one spot spread round it when their bubble is
 * clicked, until the map moves.
 */
export class MapLayer {
  readonly group = L.featureGroup();
  private marks: MapMark[] = [];
  private markers: L.Marker[] = [];
  private shown: { answer: MapViewAnswer; kind: MapKind; zoom: number } | null = null;
  private changed: MarkerMarks = new Map();
  private spread: { legs: L.LayerGroup; markers: OrderMarker[]; cluster: ClusterMarker } | null = null;

  constructor(private readonly map: L.Map) {
    this.group.addTo(map);
    map.on('zoomstart', this.collapse, this);
    map.on('click', this.collapse, this);
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
        const marker = this.markers[i]!;
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
    } else {
      this.clear();
      this.markers = marks.map((mark) =>
        'order' in mark
          ? new OrderMarker(mark.order, kind, this.changed.get(mark.order.id))
          : new ClusterMarker(mark.group, kind),
      );
      for (const marker of this.markers) this.group.addLayer(marker);
    }
    this.marks = marks;
    this.shown = { answer, kind, zoom };
    return answer.total;
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
    this.marks = [];
    this.shown = null;
  }

  dispose(): void {
    this.clear();
    this.map.off('zoomstart', this.collapse, this);
    this.map.off('click', this.collapse, this);
    this.group.remove();
  }
}
