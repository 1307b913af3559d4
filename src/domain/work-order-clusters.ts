import { z } from 'zod';
import { mapItems, workOrderMapColumnsSchema, type WorkOrderMapItem } from './work-order-map';
import { checkFilterParts, workOrderListQuerySchema } from './workorders';

/**
 * The map's clusters, computed by the server for one viewport (`Workorder/GetMapClusters`). Positions are
 * grouped on a web-mercator grid: cells of CLUSTER_CELL_PX screen pixels at the asked zoom, cut from the
 * finest grid (MAP_CELL_ZOOM: tile pixels at zoom 16, 2^24 a side).
 */
export const MAP_CELL_ZOOM = 16;
/** Cells of 64 pixels (SPEC's clustering grid is 60): a zoom z groups by 2^(22 - z) finest cells. */
export const CLUSTER_CELL_PX = 64;
export const MAP_ZOOM_MAX = 22;
/** The finest zoom whose cluster cells the server keeps counted (work_order_map_cell, about 150 m a side). */
export const MAP_CELL_LEVEL_MAX = 16;
/** A viewport with at most this many matching orders answers the orders themselves. */
export const MAP_ORDERS_IN_VIEW = 500;
/** From this zoom (past SPEC's clustering max zoom 15) the orders themselves, while at most MAP_ORDERS_AT_ZOOM. */
export const MAP_ORDERS_ZOOM = 16;
export const MAP_ORDERS_AT_ZOOM = 5000;
/** A viewport whose filter the server's cells do not answer reads at most 100,000 orders (MAP_EXACT_MAX). */
export const MAP_EXACT_REFUSAL =
  'Too many work orders match this filter here to count them one by one: zoom in or narrow the filter';
/** A drawn polygon has at most this many vertices. */
export const MAP_POLYGON_VERTICES_MAX = 200;
/** A drawn circle's radius, metres. */
export const MAP_CIRCLE_RADIUS_MAX = 1_000_000;

/** The finest grid's cells a cluster cell spans at `zoom`, as a shift of map_x and map_y. */
export const clusterShift = (zoom: number) => Math.max(0, MAP_ZOOM_MAX - zoom);

const SIDE = 2 ** (MAP_CELL_ZOOM + 8);
const LAT_MAX = 85.05112878;

/** The finest cell of a position (work_order_map_x and work_order_map_y of migration 0025_map_cells). */
export function cellOf(latitude: number, longitude: number): { x: number; y: number } {
  const lat = (Math.max(-LAT_MAX, Math.min(LAT_MAX, latitude)) * Math.PI) / 180;
  const x = Math.max(0, Math.min(SIDE - 1, Math.floor(((longitude + 180) / 360) * SIDE)));
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * SIDE);
  return { x, y: Math.max(0, Math.min(SIDE - 1, y)) };
}

const latitude = z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90');
const longitude = z
  .number()
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

// The list's filter as the maps send it (without paging and isMapView: a map call reads located orders).
const {
  page: _page,
  pageSize: _pageSize,
  isMapView: _isMapView,
  ...filterShape
} = workOrderListQuerySchema.shape;

/** `Workorder/GetMapClusters`: the viewport (west <= east, south <= north) and the list's map filter. */
export const mapClustersQuerySchema = z
  .strictObject({
    ...filterShape,
    west: longitude,
    south: latitude,
    east: longitude,
    north: latitude,
    zoom: z
      .number()
      .int('must be a whole number')
      .min(0, `must be between 0 and ${MAP_ZOOM_MAX}`)
      .max(MAP_ZOOM_MAX, `must be between 0 and ${MAP_ZOOM_MAX}`),
  })
  .superRefine((value, ctx) => {
    checkFilterParts(value, ctx);
    if (value.east < value.west)
      ctx.addIssue({ code: 'custom', path: ['east'], message: 'must not be west of west' });
    if (value.north < value.south)
      ctx.addIssue({ code: 'custom', path: ['north'], message: 'must not be south of south' });
  });
export type MapClustersQuery = z.output<typeof mapClustersQuerySchema>;
export type MapClustersInput = z.input<typeof mapClustersQuerySchema>;

/** [west, south, east, north] of a cluster's orders. */
const boundsSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
/** Orders per status 1 to 5, in that order. */
const statusCounts = z.array(z.number().int()).length(5);
/** Completed orders per approval status 1 to 3, in that order. */
const approvalCounts = z.array(z.number().int()).length(3);

export const mapClusterSchema = z.object({
  /** The centroid of the cluster's orders. */
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  statuses: statusCounts,
  approvals: approvalCounts,
  bounds: boundsSchema,
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/**
 * The viewport's answer: the matching orders in view (`total`, per status and approval for the legend) and
 * either the clusters (`kind: 'clusters'`, counts adding up to `total`) or the orders as the map's columns
 * (`kind: 'orders'`, as `Workorder/GetAll` with `isMapView` answers them, newest first).
 */
export const mapClustersSchema = z.strictObject({
  kind: z.enum(['clusters', 'orders']),
  zoom: z.number().int(),
  total: z.number().int(),
  statuses: statusCounts,
  approvals: approvalCounts,
  clusters: z.array(mapClusterSchema),
  map: workOrderMapColumnsSchema.nullable(),
});
export type MapClusters = z.infer<typeof mapClustersSchema>;

/** The map filter a viewport or a selection is asked with: the list's filter without paging. */
export type MapFilterInput = Omit<MapClustersInput, 'west' | 'south' | 'east' | 'north' | 'zoom'>;

/** An area of the map in degrees, as a viewport is asked for. */
export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * A viewport's answer as the console keeps it: the area it was asked for, and the orders as rows (`items`,
 * kind 'orders'), which the live feed patches in place, or null beside the clusters (kind 'clusters').
 */
export interface MapViewAnswer extends Omit<MapClusters, 'map'> {
  area: MapArea;
  items: WorkOrderMapItem[] | null;
}

export function mapViewAnswer({ map, ...answer }: MapClusters, area: MapArea): MapViewAnswer {
  return { ...answer, area, items: answer.kind === 'orders' && map ? mapItems(map) : null };
}

const pointSchema = z.strictObject({ latitude, longitude });

/** `Workorder/GetMapSelection`: a drawn polygon or circle and the list's map filter. */
export const mapSelectionQuerySchema = z
  .strictObject({
    ...filterShape,
    polygon: z
      .array(pointSchema)
      .min(3, 'needs at least 3 points')
      .max(MAP_POLYGON_VERTICES_MAX, `must have at most ${MAP_POLYGON_VERTICES_MAX} points`)
      .nullish(),
    circle: z
      .strictObject({
        latitude,
        longitude,
        radius: z
          .number()
          .positive('must be more than 0')
          .max(MAP_CIRCLE_RADIUS_MAX, `must be at most ${MAP_CIRCLE_RADIUS_MAX} metres`),
      })
      .nullish(),
  })
  .superRefine((value, ctx) => {
    checkFilterParts(value, ctx);
    if (!value.polygon === !value.circle)
      ctx.addIssue({ code: 'custom', path: ['polygon'], message: 'give a polygon or a circle' });
  });
export type MapSelectionQuery = z.output<typeof mapSelectionQuerySchema>;

export const mapSelectionSchema = z.object({
  workOrderIds: z.array(z.string()),
  count: z.number().int(),
});
export type MapSelection = z.infer<typeof mapSelectionSchema>;
