import { CLUSTER_CELL_PX } from '../../../domain/work-order-clusters';

/**
 * What the map asks the server for: not the view itself but whole cluster cells of its zoom around it (the
 * server's 64-px grid), with a margin. A viewport's key is that box, so a pan smaller than the margin stays
 * inside the box already answered (no request), and two views a few pixels apart ask for the same box.
 */

/** The map's view in world pixels at its zoom (Leaflet's `getPixelBounds`), right and bottom excluded. */
export interface PixelView {
  zoom: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An area asked of the server: cluster cells `west` to `east - 1` and rows `north` to `south - 1` of its zoom. */
export interface ViewportBox {
  zoom: number;
  west: number;
  north: number;
  east: number;
  south: number;
}

/** Pixels of margin around the view on each side. */
export interface Margin {
  x: number;
  y: number;
}

/**
 * Cells a box may span. The server refuses more than 64 x 64 cells and counts the cell under the east and south
 * edges too, so a box keeps one row and one column below that.
 */
export const BOX_CELLS_MAX = 63 * 63;
/** The smallest margin: two cells, a short drag. */
export const MIN_MARGIN_PX = 2 * CLUSTER_CELL_PX;

export const worldPixels = (zoom: number) => 256 * 2 ** zoom;

/** A quarter of the map's size on each side, at least MIN_MARGIN_PX. */
export function marginFor(width: number, height: number): Margin {
  return { x: Math.max(MIN_MARGIN_PX, width / 4), y: Math.max(MIN_MARGIN_PX, height / 4) };
}

/** The view cut to the world (Leaflet lets a map be panned past its edges, where nothing stands). */
function inWorld(view: PixelView): PixelView {
  const size = worldPixels(view.zoom);
  const clamp = (value: number) => Math.min(size, Math.max(0, value));
  return {
    zoom: view.zoom,
    left: clamp(view.left),
    top: clamp(view.top),
    right: clamp(view.right),
    bottom: clamp(view.bottom),
  };
}

/** Whole cells from `low - margin` to `high + margin` along one side of the world (`cells` of them). */
function span(low: number, high: number, margin: number, cells: number): [number, number] {
  const from = Math.max(0, Math.floor((low - margin) / CLUSTER_CELL_PX));
  const to = Math.min(cells, Math.ceil((high + margin) / CLUSTER_CELL_PX));
  // A view wholly past the world's edge still asks for the one cell along it.
  if (to > from) return [from, to];
  const edge = Math.min(cells - 1, from);
  return [edge, edge + 1];
}

/**
 * The box asked for this view: the view and `margin` around it, snapped out to whole cells of its zoom, within
 * the world. A margin that would take the box past BOX_CELLS_MAX is narrowed (a view that alone spans more is
 * cut around its centre).
 */
export function viewBox(view: PixelView, margin: Margin): ViewportBox {
  const world = inWorld(view);
  const cells = worldPixels(view.zoom) / CLUSTER_CELL_PX;
  for (let share = 1; share >= 0; share -= 0.25) {
    const [west, east] = span(world.left, world.right, margin.x * share, cells);
    const [north, south] = span(world.top, world.bottom, margin.y * share, cells);
    if ((east - west) * (south - north) <= BOX_CELLS_MAX)
      return { zoom: view.zoom, west, north, east, south };
  }
  const [west, east] = span(world.left, world.right, 0, cells);
  const [north, south] = span(world.top, world.bottom, 0, cells);
  const across = Math.min(east - west, Math.floor(Math.sqrt(BOX_CELLS_MAX)));
  const down = Math.min(south - north, Math.floor(BOX_CELLS_MAX / across));
  const left = Math.floor((west + east - across) / 2);
  const top = Math.floor((north + south - down) / 2);
  return { zoom: view.zoom, west: left, north: top, east: left + across, south: top + down };
}

/** Whether the box covers the whole view (the part of it within the world), at the same zoom. */
export function boxHolds(box: ViewportBox, view: PixelView): boolean {
  if (box.zoom !== view.zoom) return false;
  const world = inWorld(view);
  return (
    box.west * CLUSTER_CELL_PX <= world.left &&
    box.east * CLUSTER_CELL_PX >= world.right &&
    box.north * CLUSTER_CELL_PX <= world.top &&
    box.south * CLUSTER_CELL_PX >= world.bottom
  );
}

/** The same stretch of the world in the pixels of another zoom: what a view shows, zoomed in or out. */
export function zoomedView(view: PixelView, zoom: number): PixelView {
  const scale = 2 ** (zoom - view.zoom);
  return {
    zoom,
    left: view.left * scale,
    top: view.top * scale,
    right: view.right * scale,
    bottom: view.bottom * scale,
  };
}

const DEGREES = 180 / Math.PI;

/** Latitude of a world pixel row (web mercator, as Leaflet's EPSG:3857). */
function latitudeOf(y: number, size: number): number {
  return Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * DEGREES;
}

/** The box's edges in degrees, as getWorkOrderMapClusters takes a viewport. */
export function boxDegrees(box: ViewportBox): { west: number; south: number; east: number; north: number } {
  const size = worldPixels(box.zoom);
  const longitude = (cell: number) => ((cell * CLUSTER_CELL_PX) / size) * 360 - 180;
  return {
    west: longitude(box.west),
    south: latitudeOf(box.south * CLUSTER_CELL_PX, size),
    east: longitude(box.east),
    north: latitudeOf(box.north * CLUSTER_CELL_PX, size),
  };
}
