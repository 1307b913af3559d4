import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  cellOf,
  clusterShift,
  MAP_ORDERS_AT_ZOOM,
  MAP_ORDERS_IN_VIEW,
  MAP_EXACT_REFUSAL,
  MAP_ORDERS_ZOOM,
  type MapCluster,
  type MapClustersQuery,
} from '../../../../src/domain/work-order-clusters';
import type { WorkOrderListQuery } from '../../../../src/domain/workorders';
import type { Executor } from '../../../db/client';
import { workOrder } from '../../../db/schema/index';
import { fieldError } from '../../../lib/http-errors';
import { RawJson } from '../../../lib/raw-json';
import { refuse } from './lifecycle';
import { organisationValue, workOrderFilter } from './list';
import {
  cellsAnswer,
  type Group,
  groupsFromCells,
  matchingPoints,
  pointIds,
  type Viewport,
} from './map-cells';
import { mapColumns } from './map';

/** A viewport spans at most this many cluster cells (a 4,096-pixel square at its zoom): answers stay small. */
export const MAP_CELLS_MAX = 64 * 64;

type MapFilter = Omit<WorkOrderListQuery, 'page' | 'pageSize' | 'isMapView'>;

/** A map call's filter as the list reads it: located orders only. */
export function mapFilter(query: Omit<WorkOrderListQuery, 'page' | 'pageSize' | 'isMapView'>) {
  return { ...query, page: 1, pageSize: 1, isMapView: true } satisfies WorkOrderListQuery;
}

/** The orders of the caller's organisation matching the map filter, and `also`. */
export async function mapWhere(
  tx: Executor,
  query: Omit<WorkOrderListQuery, 'page' | 'pageSize' | 'isMapView'>,
  also: SQL | undefined,
): Promise<SQL | undefined> {
  return and(
    eq(workOrder.organisationId, await organisationValue(tx)),
    await workOrderFilter(tx, mapFilter(query)),
    also,
  );
}

/** Refuses a viewport of more than MAP_CELLS_MAX cells at its zoom (a whole world at zoom 22, say). */
function checkViewportSize(query: MapClustersQuery): void {
  const shift = clusterShift(query.zoom);
  const northWest = cellOf(query.north, query.west);
  const southEast = cellOf(query.south, query.east);
  const across = (southEast.x >> shift) - (northWest.x >> shift) + 1;
  const down = (southEast.y >> shift) - (northWest.y >> shift) + 1;
  if (across * down > MAP_CELLS_MAX) throw fieldError('Zoom', 'the viewport is too large for this zoom');
}

/** A viewport's orders read one by one (filters the cells do not answer) stop here: the call is refused. */
export const MAP_EXACT_MAX = 100_000;

/**
 * The viewport's orders per cell, status and approval, read one by one: for a filter the cells do not answer
 * (search, dates, project, crew, workflow, template fields). Reads at most MAP_EXACT_MAX + 1 matching orders.
 */
async function exactGroups(
  tx: Executor,
  organisationId: string,
  filter: MapFilter,
  view: Viewport,
  shift: number,
): Promise<Group[]> {
  const orders = await mapWhere(tx, filter, undefined);
  const located = sql`select c.latitude, c.longitude, c.status, c.approval_status
    ${matchingPoints(organisationId, filter, view, orders)} limit ${MAP_EXACT_MAX + 1}`;
  const result = await tx.execute(sql`
    select work_order_map_x(o.longitude) >> ${shift} as cx, work_order_map_y(o.latitude) >> ${shift} as cy,
      o.status, o.approval_status as "approvalStatus", count(*)::float8 as n, sum(o.latitude) as latitudes,
      sum(o.longitude) as longitudes, min(o.longitude) as west, min(o.latitude) as south,
      max(o.longitude) as east, max(o.latitude) as north
    from (${located}) o
    group by 1, 2, o.status, o.approval_status`);
  const rows = (result as unknown as { rows: Group[] }).rows.map((row) => ({
    ...row,
    n: Number(row.n),
    status: Number(row.status),
    approvalStatus: row.approvalStatus === null ? null : Number(row.approvalStatus),
  }));
  if (rows.reduce((sum, row) => sum + row.n, 0) > MAP_EXACT_MAX) throw refuse(MAP_EXACT_REFUSAL);
  return rows;
}

function count(into: number[], index: number, n: number) {
  if (index >= 0 && index < into.length) into[index] = (into[index] ?? 0) + n;
}

/** The groups as clusters (centroid, counts, bounds) and the viewport's totals. */
function clustersOf(rows: Group[]) {
  const statuses = [0, 0, 0, 0, 0];
  const approvals = [0, 0, 0];
  const cells = new Map<string, MapCluster & { latitudes: number; longitudes: number }>();
  for (const row of rows) {
    const n = Number(row.n);
    count(statuses, row.status - 1, n);
    if (row.approvalStatus !== null) count(approvals, row.approvalStatus - 1, n);
    const key = `${row.cx}:${row.cy}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        latitude: 0,
        longitude: 0,
        count: 0,
        statuses: [0, 0, 0, 0, 0],
        approvals: [0, 0, 0],
        bounds: [row.west, row.south, row.east, row.north],
        latitudes: 0,
        longitudes: 0,
      };
      cells.set(key, cell);
    }
    cell.count += n;
    cell.latitudes += Number(row.latitudes);
    cell.longitudes += Number(row.longitudes);
    count(cell.statuses, row.status - 1, n);
    if (row.approvalStatus !== null) count(cell.approvals, row.approvalStatus - 1, n);
    const [west, south, east, north] = cell.bounds;
    cell.bounds = [
      Math.min(west, row.west),
      Math.min(south, row.south),
      Math.max(east, row.east),
      Math.max(north, row.north),
    ];
  }
  const clusters: MapCluster[] = [...cells.values()].map(({ latitudes, longitudes, ...cell }) => ({
    ...cell,
    latitude: round(latitudes / cell.count),
    longitude: round(longitudes / cell.count),
  }));
  const total = statuses.reduce((sum, n) => sum + n, 0);
  return { total, statuses, approvals, clusters };
}

/** Six decimals, as positions are stored (about 10 cm). */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * POST Workorder/GetMapClusters: the matching located orders in the viewport, as clusters on a grid of the
 * zoom (exact: their counts add up to the orders in view), or as the orders themselves when there are at
 * most MAP_ORDERS_IN_VIEW of them, or at most MAP_ORDERS_AT_ZOOM from MAP_ORDERS_ZOOM on. Organisation,
 * vendor and access-group scope apply as to every read of work_order (row-level security).
 */
export async function workOrderMapClusters(tx: Executor, query: MapClustersQuery): Promise<RawJson> {
  checkViewportSize(query);
  const { west, south, east, north, zoom, ...filter } = query;
  const view = { west, south, east, north };
  const fromCells = cellsAnswer(filter);
  const organisationId = await organisationValue(tx);
  const rows = fromCells
    ? await groupsFromCells(tx, organisationId, filter, view, zoom, cellOf)
    : await exactGroups(tx, organisationId, filter, view, clusterShift(zoom));
  const found = clustersOf(rows);
  const ordersFit =
    found.total <= MAP_ORDERS_IN_VIEW || (zoom >= MAP_ORDERS_ZOOM && found.total <= MAP_ORDERS_AT_ZOOM);
  const head = `"zoom":${zoom},"total":${found.total},"statuses":${JSON.stringify(found.statuses)},"approvals":${JSON.stringify(found.approvals)}`;
  if (ordersFit) {
    const orders = await mapWhere(tx, filter, undefined);
    const ids = await pointIds(tx, organisationId, filter, view, orders, found.total);
    const where = and(
      eq(workOrder.organisationId, organisationId),
      sql`${workOrder.id} = any(${sql.param(ids)}::uuid[])`,
    );
    const columns = await mapColumns(tx, where, { limit: found.total || 1, offset: 0 });
    return new RawJson(`{"kind":"orders",${head},"clusters":[],"map":${columns}}`);
  }
  return new RawJson(`{"kind":"clusters",${head},"clusters":${JSON.stringify(found.clusters)},"map":null}`);
}
