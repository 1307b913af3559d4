import { describe, expect, it } from 'vitest';
import L from 'leaflet';
import {
  boundsOf,
  earthDistance,
  ordersInShape,
  pointInCircle,
  pointInPolygon,
  type Point,
} from './map-geometry';

const square: Point[] = [
  { lat: 26.1, lng: 91.7 },
  { lat: 26.1, lng: 91.8 },
  { lat: 26.2, lng: 91.8 },
  { lat: 26.2, lng: 91.7 },
];
const hole: Point[] = [
  { lat: 26.14, lng: 91.74 },
  { lat: 26.14, lng: 91.76 },
  { lat: 26.16, lng: 91.76 },
  { lat: 26.16, lng: 91.74 },
];

function order(id: string, latitude: number, longitude: number) {
  return { id, latitude, longitude };
}

describe('pointInPolygon', () => {
  it('tells points inside a polygon from those outside it', () => {
    expect(pointInPolygon({ lat: 26.15, lng: 91.75 }, [square])).toBe(true);
    expect(pointInPolygon({ lat: 26.25, lng: 91.75 }, [square])).toBe(false);
    expect(pointInPolygon({ lat: 26.15, lng: 91.65 }, [square])).toBe(false);
  });

  it('follows a concave outline', () => {
    // A "C" open to the east: its notch is outside.
    const c: Point[] = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 3 },
      { lat: 1, lng: 3 },
      { lat: 1, lng: 1 },
      { lat: 2, lng: 1 },
      { lat: 2, lng: 3 },
      { lat: 3, lng: 3 },
      { lat: 3, lng: 0 },
    ];
    expect(pointInPolygon({ lat: 1.5, lng: 2 }, [c])).toBe(false);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, [c])).toBe(true);
    expect(pointInPolygon({ lat: 0.5, lng: 2 }, [c])).toBe(true);
  });

  it('leaves out the points in a hole', () => {
    expect(pointInPolygon({ lat: 26.15, lng: 91.75 }, [square, hole])).toBe(false);
    expect(pointInPolygon({ lat: 26.12, lng: 91.72 }, [square, hole])).toBe(true);
  });

  it('holds nothing with fewer than three corners', () => {
    expect(pointInPolygon({ lat: 26.15, lng: 91.75 }, [square.slice(0, 2)])).toBe(false);
    expect(pointInPolygon({ lat: 26.15, lng: 91.75 }, [])).toBe(false);
  });
});

describe('pointInCircle', () => {
  const centre = { lat: 26.155, lng: 91.779 };

  it('measures on the ground as Leaflet does', () => {
    const a = { lat: 26.155, lng: 91.779 };
    const b = { lat: 26.165, lng: 91.789 };
    expect(earthDistance(a, b)).toBeCloseTo(L.CRS.Earth.distance(L.latLng(a), L.latLng(b)), 6);
  });

  it('holds the points up to its radius', () => {
    // 0.01 degrees of latitude is about 1,112 m.
    expect(pointInCircle({ lat: 26.164, lng: 91.779 }, centre, 1_112)).toBe(true);
    expect(pointInCircle({ lat: 26.166, lng: 91.779 }, centre, 1_112)).toBe(false);
  });

  it('uses the distance it is given (the map’s own)', () => {
    const flat = (a: Point, b: Point) => Math.hypot(a.lat - b.lat, a.lng - b.lng);
    expect(pointInCircle({ lat: 1, lng: 1 }, { lat: 0, lng: 0 }, 1.5, flat)).toBe(true);
    expect(pointInCircle({ lat: 1, lng: 1 }, { lat: 0, lng: 0 }, 1.4, flat)).toBe(false);
  });
});

describe('ordersInShape', () => {
  const orders = [
    order('in-square', 26.12, 91.72),
    order('in-hole', 26.15, 91.75),
    order('east', 26.15, 91.9),
    order('near-centre', 26.156, 91.78),
  ];

  it('picks the orders inside a polygon, in the order given', () => {
    expect(ordersInShape(orders, { kind: 'polygon', rings: [square] })).toEqual([
      'in-square',
      'in-hole',
      'near-centre',
    ]);
    expect(ordersInShape(orders, { kind: 'polygon', rings: [square, hole] })).toEqual([
      'in-square',
      'near-centre',
    ]);
  });

  it('picks the orders inside a circle', () => {
    const shape = { kind: 'circle', centre: { lat: 26.155, lng: 91.779 }, radius: 500 } as const;
    expect(ordersInShape(orders, shape)).toEqual(['near-centre']);
    expect(ordersInShape(orders, { ...shape, radius: 15_000 })).toEqual(orders.map((o) => o.id));
  });
});

describe('boundsOf', () => {
  it('spans every order, or nothing without orders', () => {
    expect(boundsOf([order('a', 26.1, 91.9), order('b', 26.3, 91.7)])).toEqual([
      [26.1, 91.7],
      [26.3, 91.9],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
