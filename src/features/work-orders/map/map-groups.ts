import {
  cellOf,
  clusterShift,
  MAP_ORDERS_ZOOM,
  type MapCluster,
  type MapViewAnswer,
} from '../../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { countsByLegend, legendCounts, legendIdOf, type MapKind } from './map-legend';

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

/**
 * Marks closer than this on the screen are drawn as one bubble. Cells of a grid put two groups on either side
 * of a cell's edge a few pixels apart, where their bubbles (44 to 60 px) would hide each other's counts; SPEC's
 * clustering grid is 60 px.
 */
export const MERGE_PX = 56;

const RAD = Math.PI / 180;

/** A position in world pixels at `zoom` (web mercator). */
function pixelOf(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin(latitude * RAD);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** A mark as a group: an order alone is a group of one, which knows its order. */
function asGroup(mark: MapMark, kind: MapKind): MapGroup {
  if ('group' in mark) return mark.group;
  const { order } = mark;
  return {
    latitude: order.latitude,
    longitude: order.longitude,
    count: 1,
    bounds: [order.longitude, order.latitude, order.longitude, order.latitude],
    tally: new Map([[legendIdOf(order, kind), 1]]),
    members: [order],
  };
}

/** One group of several: counts and tallies added, the centroid weighted by count, the bounds around all. */
function combine(groups: MapGroup[]): MapGroup {
  const count = groups.reduce((sum, group) => sum + group.count, 0);
  const tally = new Map<number, number>();
  for (const group of groups) for (const [id, n] of group.tally) tally.set(id, (tally.get(id) ?? 0) + n);
  const known = groups.every((group) => group.members !== null);
  return {
    latitude: groups.reduce((sum, group) => sum + group.latitude * group.count, 0) / count,
    longitude: groups.reduce((sum, group) => sum + group.longitude * group.count, 0) / count,
    count,
    bounds: [
      Math.min(...groups.map((group) => group.bounds[0])),
      Math.min(...groups.map((group) => group.bounds[1])),
      Math.max(...groups.map((group) => group.bounds[2])),
      Math.max(...groups.map((group) => group.bounds[3])),
    ],
    tally,
    members: known ? groups.flatMap((group) => group.members as WorkOrderMapItem[]) : null,
  };
}

const weight = (mark: MapMark) => ('group' in mark ? mark.group.count : 1);

/**
 * The marks with those closer than MERGE_PX at `zoom` drawn as one: the largest first takes in its close
 * neighbours (found through a grid of MERGE_PX squares), so a crowd becomes one bubble whose count is theirs.
 * Counts are kept whole: the merged bubbles add up to the same total.
 */
export function mergeClose(marks: readonly MapMark[], zoom: number, kind: MapKind): MapMark[] {
  const points = marks.map((mark) => {
    const place = 'order' in mark ? mark.order : mark.group;
    return pixelOf(place.latitude, place.longitude, zoom);
  });
  const squares = new Map<string, number[]>();
  const square = (x: number, y: number) => `${Math.floor(x / MERGE_PX)}:${Math.floor(y / MERGE_PX)}`;
  points.forEach(({ x, y }, i) => {
    const key = square(x, y);
    const members = squares.get(key);
    if (members) members.push(i);
    else squares.set(key, [i]);
  });
  const taken = new Uint8Array(marks.length);
  const byWeight = marks.map((_, i) => i).sort((a, b) => weight(marks[b]!) - weight(marks[a]!) || a - b);
  const merged: MapMark[] = [];
  for (const i of byWeight) {
    if (taken[i]) continue;
    taken[i] = 1;
    const { x, y } = points[i]!;
    const near = [i];
    const column = Math.floor(x / MERGE_PX);
    const row = Math.floor(y / MERGE_PX);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const j of squares.get(`${column + dx}:${row + dy}`) ?? []) {
          if (taken[j] || Math.hypot(points[j]!.x - x, points[j]!.y - y) >= MERGE_PX) continue;
          taken[j] = 1;
          near.push(j);
        }
      }
    }
    merged.push(
      near.length === 1 ? marks[i]! : { group: combine(near.map((k) => asGroup(marks[k]!, kind))) },
    );
  }
  return merged;
}

/**
 * The marks of an answer at the map's zoom: the server's clusters, or its orders alone and grouped, with
 * those too close to tell apart drawn as one (mergeClose); from zoom 16 an answer's orders stand alone.
 */
export function mapMarks(answer: MapViewAnswer, kind: MapKind, zoom: number): MapMark[] {
  if (!answer.items) {
    const clusters = answer.clusters.map((cluster): MapMark => ({ group: serverGroup(cluster, kind) }));
    return mergeClose(clusters, zoom, kind);
  }
  const marks = groupOrders(answer.items, zoom).map((members): MapMark =>
    members.length === 1 ? { order: members[0]! } : { group: orderGroup(members, kind) },
  );
  return zoom >= MAP_ORDERS_ZOOM ? marks : mergeClose(marks, zoom, kind);
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
