import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { MESSAGES } from '../../../../src/domain/messages';
import { type MapSelection, type MapSelectionQuery } from '../../../../src/domain/work-order-clusters';
import { MAP_SELECTION_MAX } from '../../../../src/domain/work-order-map';
import type { Executor } from '../../../db/client';
import { refuse } from './lifecycle';
import { organisationValue } from './list';
import { pointIds } from './map-cells';
import { mapWhere } from './map-clusters';

/** The mean Earth radius, metres (IUGG). */
const EARTH_RADIUS = 6_371_008.8;
const DEGREE = Math.PI / 180;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The box around the shape (read as a range of the map's points), and the exact test of a point in it. */
function shape(query: MapSelectionQuery): { box: [number, number, number, number]; inside: SQL } {
  const lat = sql`c.latitude`;
  const lng = sql`c.longitude`;
  if (query.polygon) {
    const lngs = query.polygon.map((p) => p.longitude);
    const lats = query.polygon.map((p) => p.latitude);
    const text = `(${query.polygon.map((p) => `(${p.longitude},${p.latitude})`).join(',')})`;
    return {
      box: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
      inside: sql`point(${lng}, ${lat}) <@ ${text}::polygon`,
    };
  }
  const { latitude, longitude, radius } = query.circle!;
  const dLat = radius / EARTH_RADIUS / DEGREE;
  const cos = Math.cos(latitude * DEGREE);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  // Haversine distance from the centre, metres.
  const distance = sql`2 * ${EARTH_RADIUS}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${longitude}::float8) / 2), 2))))`;
  return {
    box: [
      clamp(longitude - dLng, -180, 180),
      clamp(latitude - dLat, -90, 90),
      clamp(longitude + dLng, -180, 180),
      clamp(latitude + dLat, -90, 90),
    ],
    inside: sql`${distance} <= ${radius}::float8`,
  };
}

/**
 * POST Workorder/GetMapSelection: the ids of every matching located order inside a drawn polygon or circle
 * (not only the ones drawn on the screen), at most MAP_SELECTION_MAX of them: one more refuses the selection
 * with SPEC's message. The read stops at the first order past the limit.
 */
export async function workOrderMapSelection(tx: Executor, query: MapSelectionQuery): Promise<MapSelection> {
  const { polygon: _polygon, circle: _circle, ...filter } = query;
  const { box, inside } = shape(query);
  const [west, south, east, north] = box;
  const ids = await pointIds(
    tx,
    await organisationValue(tx),
    filter,
    { west, south, east, north },
    await mapWhere(tx, filter, undefined),
    MAP_SELECTION_MAX + 1,
    inside,
  );
  if (ids.length > MAP_SELECTION_MAX) throw refuse(MESSAGES.mapSelectionCap);
  const workOrderIds = ids.sort();
  return { workOrderIds, count: workOrderIds.length };
}
