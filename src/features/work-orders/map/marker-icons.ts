import L from 'leaflet';
import { STATUS_COLOURS } from '../../../components/WorkOrderBadges';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { WORK_ORDER_STATUSES } from '../../../domain/workorders';
import { COMPLETED_LEGEND, legendIdOf, type MapKind } from './map-legend';
import classes from './WorkOrderMap.module.css';

/** What a finger can hit: 44 px, around the 24 px dot that is drawn. */
const HIT_SIZE = 44;
const DOT_SIZE = 24;

function dotIcon(colour: string, marked = false): L.DivIcon {
  // An empty `html` keeps Leaflet from parsing markup for each of the (up to 5,000) markers.
  return L.divIcon({
    className: `${classes.marker} ${classes[colour] ?? ''}${marked ? ` ${classes.changedMarker}` : ''}`,
    html: '',
    iconSize: [HIT_SIZE, HIT_SIZE],
    iconAnchor: [HIT_SIZE / 2, HIT_SIZE / 2],
    popupAnchor: [0, -DOT_SIZE / 2 + 4],
  });
}

/** Made once: every marker of a status shares its icon (Leaflet copies only the element it creates). */
const STATUS_ICONS = new Map<number, L.DivIcon>(
  WORK_ORDER_STATUSES.map((status) => [status.id, dotIcon(STATUS_COLOURS[status.id] ?? 'gray')]),
);
const APPROVAL_ICONS = new Map<number, L.DivIcon>(
  COMPLETED_LEGEND.map((entry) => [entry.id, dotIcon(entry.colour)]),
);
const UNKNOWN_ICON = dotIcon('gray');

/** The icon of an order: by status on the active map, by approval on the completed map. */
export function markerIcon(
  order: Pick<WorkOrderMapItem, 'status' | 'approvalStatus'>,
  kind: MapKind,
): L.DivIcon {
  const icons = kind === 'active' ? STATUS_ICONS : APPROVAL_ICONS;
  return icons.get(legendIdOf(order, kind)) ?? UNKNOWN_ICON;
}

/** Marked icons (someone else changed the order a moment ago), made when first needed, one a colour. */
const MARKED_ICONS = new Map<string, L.DivIcon>();

/** An order's icon with the ring that marks it as just changed by someone else. */
export function markedIcon(
  order: Pick<WorkOrderMapItem, 'status' | 'approvalStatus'>,
  kind: MapKind,
): L.DivIcon {
  const id = legendIdOf(order, kind);
  const colour =
    kind === 'active'
      ? (STATUS_COLOURS[id] ?? 'gray')
      : (COMPLETED_LEGEND.find((entry) => entry.id === id)?.colour ?? 'gray');
  let icon = MARKED_ICONS.get(colour);
  if (!icon) {
    icon = dotIcon(colour, true);
    MARKED_ICONS.set(colour, icon);
  }
  return icon;
}
