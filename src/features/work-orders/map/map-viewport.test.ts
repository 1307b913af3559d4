import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { cellOf, clusterShift } from '../../../domain/work-order-clusters';
import {
  BOX_CELLS_MAX,
  boxDegrees,
  boxHolds,
  marginFor,
  viewBox,
  zoomedView,
  type PixelView,
} from './map-viewport';

/** A 1280 x 800 desktop map at zoom 12 over Guwahati, as Leaflet's getPixelBounds gives it. */
function desktopView(zoom = 12, width = 1280, height = 800): PixelView {
  const centre = L.CRS.EPSG3857.latLngToPoint(L.latLng(26.155, 91.779), zoom);
  return {
    zoom,
    left: centre.x - width / 2,
    top: centre.y - height / 2,
    right: centre.x + width / 2,
    bottom: centre.y + height / 2,
  };
}

const pan = (view: PixelView, dx: number, dy: number): PixelView => ({
  ...view,
  left: view.left + dx,
  right: view.right + dx,
  top: view.top + dy,
  bottom: view.bottom + dy,
});

const MARGIN = marginFor(1280, 800);

describe('viewBox', () => {
  it('asks for whole 64-px cells around the view with a quarter of the map on each side', () => {
    const view = desktopView();
    const box = viewBox(view, MARGIN);
    expect(MARGIN).toEqual({ x: 320, y: 200 });
    expect(box.zoom).toBe(12);
    expect(box.west * 64).toBeLessThanOrEqual(view.left - 320);
    expect(box.west * 64).toBeGreaterThan(view.left - 320 - 64);
    expect(box.south * 64).toBeGreaterThanOrEqual(view.bottom + 200);
    expect(box.south * 64).toBeLessThan(view.bottom + 200 + 64);
    expect(Number.isInteger(box.west) && Number.isInteger(box.north)).toBe(true);
  });

  it('gives views a few pixels apart the same box, so they share one answer', () => {
    const view = desktopView();
    // Its margin's edges half a cell from the grid's lines.
    const mid = (edge: number) => 32 - (((edge % 64) + 64) % 64);
    const aligned = pan(view, mid(view.left - 320), mid(view.top - 200));
    expect(viewBox(pan(aligned, 3, -2), MARGIN)).toEqual(viewBox(aligned, MARGIN));
    expect(viewBox(pan(aligned, -20, 25), MARGIN)).toEqual(viewBox(aligned, MARGIN));
  });

  it('holds the view after a pan within its margin, and not after a pan past it', () => {
    const view = desktopView();
    const box = viewBox(view, MARGIN);
    expect(boxHolds(box, view)).toBe(true);
    expect(boxHolds(box, pan(view, 300, 180))).toBe(true);
    expect(boxHolds(box, pan(view, -300, -180))).toBe(true);
    expect(boxHolds(box, pan(view, 400, 0))).toBe(false);
    expect(boxHolds(box, { ...view, zoom: 13 })).toBe(false);
  });

  it('narrows the margin so a large screen stays within the cells the server allows', () => {
    const view = desktopView(12, 3840, 2160);
    const box = viewBox(view, marginFor(3840, 2160));
    expect((box.east - box.west) * (box.south - box.north)).toBeLessThanOrEqual(BOX_CELLS_MAX);
    expect(boxHolds(box, view)).toBe(true);
  });

  it('keeps to the world when the map is panned past its edge', () => {
    const world = 256 * 2 ** 3;
    const box = viewBox({ zoom: 3, left: -900, top: -200, right: 380, bottom: 600 }, MARGIN);
    expect(box.west).toBe(0);
    expect(box.north).toBe(0);
    expect(box.east * 64).toBeLessThanOrEqual(world);
    const beyond = viewBox({ zoom: 3, left: world + 100, top: 0, right: world + 600, bottom: 400 }, MARGIN);
    expect(beyond.east - beyond.west).toBeGreaterThanOrEqual(1);
    expect(beyond.east * 64).toBeLessThanOrEqual(world);
  });
});

describe('boxDegrees', () => {
  it('gives the box’s edges as Leaflet projects them, on the server’s cell grid', () => {
    const box = viewBox(desktopView(), MARGIN);
    const area = boxDegrees(box);
    const north = L.CRS.EPSG3857.pointToLatLng(L.point(box.west * 64, box.north * 64), 12);
    const south = L.CRS.EPSG3857.pointToLatLng(L.point(box.east * 64, box.south * 64), 12);
    expect(area.west).toBeCloseTo(north.lng, 9);
    expect(area.north).toBeCloseTo(north.lat, 9);
    expect(area.east).toBeCloseTo(south.lng, 9);
    expect(area.south).toBeCloseTo(south.lat, 9);
    // A point just inside the north-west corner lies in the box's first cell of the server's grid.
    const shift = clusterShift(12);
    const corner = cellOf(area.north - 1e-6, area.west + 1e-6);
    expect([corner.x >> shift, corner.y >> shift]).toEqual([box.west, box.north]);
  });
});

describe('zoomedView', () => {
  it('gives what is in view at the next zoom, so a box for it holds any step in', () => {
    const view = desktopView();
    const next = zoomedView(view, 13);
    expect(next.right - next.left).toBe(2560);
    const box = viewBox(next, MARGIN);
    // Zoom in around the centre (the + button) or around a corner (a wheel under the pointer).
    const centred = {
      zoom: 13,
      left: next.left + 640,
      top: next.top + 400,
      right: next.right - 640,
      bottom: next.bottom - 400,
    };
    const cornered = {
      zoom: 13,
      left: next.left,
      top: next.top,
      right: next.left + 1280,
      bottom: next.top + 800,
    };
    expect(boxHolds(box, centred)).toBe(true);
    expect(boxHolds(box, cornered)).toBe(true);
  });
});
