import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendorAccessGroupTenantPolicy } from './columns';

/*
 * The map's grid: web-mercator pixels at zoom 16 (2^24 a side, MAP_CELL_ZOOM in
 * src/domain/work-order-clusters.ts), computed by work_order_map_x / work_order_map_y (migration
 * 0025_map_cells, the same formulas as cellOf). The cluster cell of zoom z is that pixel shifted right by
 * 22 - z (64 screen pixels at z). Both tables are kept by statement triggers on work_order in the writing
 * transaction, and row-level security applies to them as to the orders they describe.
 */

/**
 * The located orders per cluster cell of each zoom 0 to MAP_CELL_LEVEL_MAX and per status, approval, vendor
 * and access group (what the map's aggregate filters and row-level security need): their number, the sums of
 * their positions (the centroid) and the box around them (the bounds; it only grows, so it always holds every
 * order of the row). Each combination is spread over up to 8 slots (the writing connection's backend pid
 * modulo 8), as the tally is, so concurrent writers do not queue on a coarse cell; readers add them up.
 */
export const workOrderMapCell = pgTable(
  'work_order_map_cell',
  {
    organisationId: uuid('organisation_id').notNull(),
    level: smallint('level').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    status: smallint('status').notNull(),
    approvalStatus: smallint('approval_status'),
    vendorId: uuid('vendor_id'),
    accessGroupId: uuid('access_group_id'),
    slot: smallint('slot').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
    latitudes: doublePrecision('latitudes').notNull(),
    longitudes: doublePrecision('longitudes').notNull(),
    west: doublePrecision('west'),
    south: doublePrecision('south'),
    east: doublePrecision('east'),
    north: doublePrecision('north'),
  },
  (t) => [
    unique('work_order_map_cell_uq')
      .on(
        t.organisationId,
        t.level,
        t.cx,
        t.cy,
        t.status,
        t.approvalStatus,
        t.vendorId,
        t.accessGroupId,
        t.slot,
      )
      .nullsNotDistinct(),
    vendorAccessGroupTenantPolicy(),
  ],
).enableRLS();

/**
 * Each located order's position on the finest grid (x, y) with what the aggregate filters read: the orders
 * of a few cells at the edge of a viewport, or of a small viewport, are an index range of their cells here, with
 * leakproof integer comparisons that row-level security lets use the key.
 */
export const workOrderMapPoint = pgTable(
  'work_order_map_point',
  {
    organisationId: uuid('organisation_id').notNull(),
    /** The order's cell of zoom MAP_CELL_LEVEL_MAX (x >> 6, y >> 6): a cell's orders are one key. */
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    status: smallint('status').notNull(),
    approvalStatus: smallint('approval_status'),
    vendorId: uuid('vendor_id'),
    accessGroupId: uuid('access_group_id'),
  },
  (t) => [
    primaryKey({ name: 'work_order_map_point_pk', columns: [t.organisationId, t.cx, t.cy, t.workOrderId] }),
    vendorAccessGroupTenantPolicy(),
  ],
).enableRLS();
