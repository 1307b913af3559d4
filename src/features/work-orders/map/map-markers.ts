import L from 'leaflet';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { clusterIcon } from './cluster-icons';
import type { MapGroup } from './map-groups';
import type { MapKind } from './map-legend';
import { markedIcon, markerIcon } from './marker-icons';

/** Leaflet's own marker positioning, which the markers below build on. */
const placeMarker = (L.Marker.prototype as unknown as { _setPos: (this: L.Marker, pos: L.Point) => void })
  ._setPos;

/**
 * Leaflet places a marker with a 3D transform, which makes the browser composite each one on its own layer:
 * with a few thousand markers (orders in view from zoom 16) every zoom step cost half a second more in
 * Chromium. A 2D translation draws them in one layer. (Overrides Leaflet's private `_setPos`, the one place a
 * marker is moved.)
 */
function setFlatPos(this: L.Marker, pos: L.Point): void {
  placeMarker.call(this, pos);
  const icon = this.getElement();
  if (icon) icon.style.transform = `translate(${pos.x}px, ${pos.y}px)`;
}

/**
 * A marker that knows its order, so one click handler on the layer serves every marker. Its element is named
 * for a screen reader as its title says ("WO-000123", "WO-000123, Changed by Asha"): a label of its own,
 * since a button's title is only a fallback name and may be left unread.
 */
export class OrderMarker extends L.Marker {
  order: WorkOrderMapItem;

  constructor(order: WorkOrderMapItem, kind: MapKind, mark?: string, at?: L.LatLng) {
    // pmIgnore: Geoman would otherwise give each marker an editing handler.
    super(at ?? [order.latitude, order.longitude], {
      icon: mark ? markedIcon(order, kind) : markerIcon(order, kind),
      title: mark ? `${order.code}, ${mark}` : order.code,
      pmIgnore: true,
    });
    this.order = order;
  }

  override onAdd(map: L.Map): this {
    super.onAdd(map);
    this.getElement()?.setAttribute('aria-label', this.options.title ?? this.order.code);
    return this;
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
    this.getElement()?.setAttribute('aria-label', title);
  }

  _setPos(pos: L.Point): void {
    setFlatPos.call(this, pos);
  }
}

/** Tally entries in legend order, as a string: two groups with the same mix share an icon. */
const tallyKey = (tally: ReadonlyMap<number, number>) => [...tally].sort(([a], [b]) => a - b).join(';');

/** A bubble for a group of orders: a click zooms to its bounds, or spreads orders standing on one spot. */
export class ClusterMarker extends L.Marker {
  group: MapGroup;

  constructor(group: MapGroup, kind: MapKind) {
    super([group.latitude, group.longitude], {
      icon: clusterIcon(group.tally, kind),
      pmIgnore: true,
      // Above the orders standing alone, which a bubble may overlap at its cell's edge.
      zIndexOffset: 500,
    });
    this.group = group;
  }

  /** Shows another group at the same place: a new icon only when its mix changed. */
  regroup(group: MapGroup, kind: MapKind): void {
    const changed = tallyKey(group.tally) !== tallyKey(this.group.tally);
    this.group = group;
    if (changed) this.setIcon(clusterIcon(group.tally, kind));
  }

  _setPos(pos: L.Point): void {
    setFlatPos.call(this, pos);
  }
}
