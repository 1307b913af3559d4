/** A position in degrees, as Leaflet's LatLng has it. */
export interface Point {
  lat: number;
  lng: number;
}

/** A drawn selection area: a polygon's rings (the first is the outline, any others are holes) or a circle. */
export type SelectionShape =
  | { kind: 'polygon'; rings: readonly (readonly Point[])[] }
  | { kind: 'circle'; centre: Point; radius: number };

/** Metres between two points. */
export type Distance = (a: Point, b: Point) => number;

const EARTH_RADIUS_M = 6_371_000;
const RAD = Math.PI / 180;

/** Great-circle distance in metres, the same haversine formula as Leaflet's `map.distance`. */
export function earthDistance(a: Point, b: Point): number {
  const sinLat = Math.sin(((b.lat - a.lat) * RAD) / 2);
  const sinLng = Math.sin(((b.lng - a.lng) * RAD) / 2);
  const h = sinLat * sinLat + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * sinLng * sinLng;
  return 2 * EARTH_RADIUS_M * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}

/** Whether a horizontal ray from the point crosses this ring an odd number of times. */
function insideRing(point: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const crossLng = a.lng + ((point.lat - a.lat) / (b.lat - a.lat)) * (b.lng - a.lng);
      if (point.lng < crossLng) inside = !inside;
    }
  }
  return inside;
}

/**
 * Even-odd rule over every ring, so a hole leaves its points out. Degrees are treated as plane coordinates:
 * right for areas drawn on a map of a region (a few hundred km), not for shapes across the antimeridian.
 */
export function pointInPolygon(point: Point, rings: readonly (readonly Point[])[]): boolean {
  let inside = false;
  for (const ring of rings) if (ring.length >= 3 && insideRing(point, ring)) inside = !inside;
  return inside;
}

/** On or inside the circle, measured on the ground (`distance`), as Leaflet draws a circle's radius. */
export function pointInCircle(
  point: Point,
  centre: Point,
  radius: number,
  distance: Distance = earthDistance,
): boolean {
  return distance(point, centre) <= radius;
}

/** Degrees of latitude per metre, with a margin, to skip far points before the exact distance. */
const DEGREES_PER_METRE = 1 / 110_000;

/** Whether the shape holds the point. */
export function shapeContains(
  shape: SelectionShape,
  point: Point,
  distance: Distance = earthDistance,
): boolean {
  return shape.kind === 'polygon'
    ? pointInPolygon(point, shape.rings)
    : pointInCircle(point, shape.centre, shape.radius, distance);
}

/**
 * The ids of the orders inside the shape, in the order given. A box around the shape is checked first: on a
 * map of 100,000 orders nearly all of them are far outside it.
 */
export function ordersInShape(
  orders: readonly { id: string; latitude: number; longitude: number }[],
  shape: SelectionShape,
  distance: Distance = earthDistance,
): string[] {
  const box = boxOf(shape);
  const ids: string[] = [];
  for (const order of orders) {
    const point: Point = { lat: order.latitude, lng: order.longitude };
    if (point.lat < box.south || point.lat > box.north) continue;
    if (point.lng < box.west || point.lng > box.east) continue;
    if (shapeContains(shape, point, distance)) ids.push(order.id);
  }
  return ids;
}

interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

function boxOf(shape: SelectionShape): Box {
  if (shape.kind === 'circle') {
    const dLat = shape.radius * DEGREES_PER_METRE * 1.01;
    const cos = Math.max(Math.cos(shape.centre.lat * RAD), 1e-6);
    const dLng = dLat / cos;
    return {
      south: shape.centre.lat - dLat,
      north: shape.centre.lat + dLat,
      west: shape.centre.lng - dLng,
      east: shape.centre.lng + dLng,
    };
  }
  const box: Box = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
  for (const ring of shape.rings) {
    for (const { lat, lng } of ring) {
      box.south = Math.min(box.south, lat);
      box.north = Math.max(box.north, lat);
      box.west = Math.min(box.west, lng);
      box.east = Math.max(box.east, lng);
    }
  }
  return box;
}

/** South-west and north-east corners around every order, or null for none. */
export function boundsOf(
  orders: readonly { latitude: number; longitude: number }[],
): [[number, number], [number, number]] | null {
  if (orders.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { latitude, longitude } of orders) {
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
  }
  return [
    [south, west],
    [north, east],
  ];
}
