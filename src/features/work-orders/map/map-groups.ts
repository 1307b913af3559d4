import {
  cellOf,
  clusterShift,
  MAP_ORDERS_ZOOM,
  type MapCluster,
  type MapViewAnswer,
} from '../../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { countsByLegend, legendCounts, type MapKind } from './map-legend';

/**
 * What the map draws for a viewport's answer: one marker per order standing alone, and one bubble per group
 * of orders. The server's clusters are groups whose orders the console does not hold (`members` null); an
 * answer of orders is grouped here on the same grid (64-px cells of the zoom), so both look alike and a
 * cluster splits the same way whichever the server answered.
 */
export interface MapGroup {
  latitude: number;
  longitude: number;
  count: number;
  /** [west, south, east, north] of its orders. */
  bounds: readonly [number, number, number, number];
  /** Orders per legend entry (map-legend.ts), for its ring. */
  tally: ReadonlyMap<number, number>;
  /** Its orders, when the answer held them; null for a cluster of the server's. */
  members: WorkOrderMapItem[] | null;
}

export type MapMark = { order: WorkOrderMapItem } | { group: MapGroup };

function serverGroup(cluster: MapCluster, kind: MapKind): MapGroup {
  return {
    latitude: cluster.latitude,
    longitude: cluster.longitude,
    count: cluster.count,
    bounds: cluster.bounds,
    tally: legendCounts(cluster.count, cluster, kind),
    members: null,
  };
}

function orderGroup(members: WorkOrderMapItem[], kind: MapKind): MapGroup {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  let latitudes = 0;
  let longitudes = 0;
  for (const { latitude, longitude } of members) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    latitudes += latitude;
    longitudes += longitude;
  }
  return {
    latitude: latitudes / members.length,
    longitude: longitudes / members.length,
    count: members.length,
    bounds: [west, south, east, north],
    tally: countsByLegend(members, kind),
    members,
  };
}

/**
 * Orders grouped by their cluster cell at `zoom`, in the answer's order (newest first). From zoom 16 (past
 * SPEC's clustering max zoom 15) every order stands alone, but for orders on one spot, which would hide each
 * other: they stay a pile that spreads when clicked.
 */
export function groupOrders(items: readonly WorkOrderMapItem[], zoom: number): WorkOrderMapItem[][] {
  const shift = clusterShift(zoom);
  const alone = zoom >= MAP_ORDERS_ZOOM;
  const cells = new Map<string, WorkOrderMapItem[]>();
  for (const item of items) {
    const { x, y } = cellOf(item.latitude, item.longitude);
    const key = alone ? `${item.latitude}:${item.longitude}` : `${x >> shift}:${y >> shift}`;
    const cell = cells.get(key);
    if (cell) cell.push(item);
    else cells.set(key, [item]);
  }
  return [...cells.values()];
}

/** The marks of an answer at the map's zoom: the server's clusters, or its orders alone and grouped. */
export function mapMarks(answer: MapViewAnswer, kind: MapKind, zoom: number): MapMark[] {
  if (!answer.items) return answer.clusters.map((cluster) => ({ group: serverGroup(cluster, kind) }));
  return groupOrders(answer.items, zoom).map((members) =>
    members.length === 1 ? { order: members[0]! } : { group: orderGroup(members, kind) },
  );
}

/**
 * The answer as it stands while the answer for other statuses is on its way (the active map's legend): its
 * orders and counts narrowed to `statuses` at once. Counts for a status just switched on are the server's
 * to give.
 */
export function narrowAnswer(answer: MapViewAnswer, statuses: readonly number[]): MapViewAnswer {
  const keep = (counts: readonly number[]) => counts.map((n, i) => (statuses.includes(i + 1) ? n : 0));
  const clusters = answer.clusters
    .map((cluster) => {
      const kept = keep(cluster.statuses);
      return { ...cluster, statuses: kept, count: kept.reduce((a, b) => a + b, 0) };
    })
    .filter((cluster) => cluster.count > 0);
  const counted = keep(answer.statuses);
  return {
    ...answer,
    statuses: counted,
    total: counted.reduce((a, b) => a + b, 0),
    clusters,
    items: answer.items?.filter((item) => statuses.includes(item.status)) ?? null,
  };
}

/** Whether a group's orders all stand on one spot: zooming in never parts them. */
export function samePlace(group: MapGroup): boolean {
  const [west, south, east, north] = group.bounds;
  return west === east && south === north;
}

/** Pixels between the centres of two orders spread round their spot: a 44-px target and a gap. */
const SPREAD_STEP_PX = 48;

/**
 * Where `count` orders on one spot are drawn when spread (container pixels from the spot): a circle for a few,
 * a spiral for more, each at least SPREAD_STEP_PX from the last so every one can be tapped.
 */
export function spreadOffsets(count: number): Array<{ x: number; y: number }> {
  if (count <= 8) {
    const radius = Math.max(SPREAD_STEP_PX, (SPREAD_STEP_PX * count) / (2 * Math.PI));
    return Array.from({ length: count }, (_, i) => {
      const angle = (2 * Math.PI * i) / count - Math.PI / 2;
      return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
    });
  }
  const offsets: Array<{ x: number; y: number }> = [];
  let angle = 0;
  let radius = SPREAD_STEP_PX;
  for (let i = 0; i < count; i++) {
    offsets.push({ x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
    // Archimedean spiral: one step along the curve, the radius growing a step per turn.
    angle += SPREAD_STEP_PX / radius;
    radius += (SPREAD_STEP_PX * SPREAD_STEP_PX) / (2 * Math.PI * radius);
  }
  return offsets;
}
