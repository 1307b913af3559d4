import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { cellOf, MAP_CELL_LEVEL_MAX, MAP_ZOOM_MAX } from '../../../../src/domain/work-order-clusters';
import type { WorkOrderListQuery } from '../../../../src/domain/workorders';
import type { Executor } from '../../../db/client';
import { filterStatuses } from './count';

/** A group of a viewport's orders: one cell of some zoom, status and approval, with sums and bounds. */
export interface Group {
  cx: number;
  cy: number;
  status: number;
  approvalStatus: number | null;
  n: number;
  latitudes: number;
  longitudes: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface Viewport {
  west: number;
  south: number;
  east: number;
  north: number;
}

type MapFilter = Omit<WorkOrderListQuery, 'page' | 'pageSize' | 'isMapView'>;

/** Refinement goes this many zoom levels down at a time. */
const STEP = 2;

/** Whether the cells answer the filter: only statuses, approval, vendor and access group are filtered on. */
export function cellsAnswer(filter: MapFilter): boolean {
  return (
    !filter.searchString &&
    !filter.startDate &&
    !filter.endDate &&
    !filter.worklocationTemplateId &&
    !filter.projectId &&
    !filter.crewId &&
    !filter.workflowId
  );
}

/** The filter's conditions on a cell or point row aliased `c`. */
function dimensions(filter: MapFilter): SQL {
  const statuses = filterStatuses(filter);
  const parts: SQL[] = [sql`true`];
  if (statuses.length > 0 && statuses.length < 5)
    parts.push(sql`c.status = any(${sql.param(statuses)}::smallint[])`);
  if (filter.approvalStatus) parts.push(sql`c.approval_status = ${filter.approvalStatus}`);
  if (filter.vendorId) parts.push(sql`c.vendor_id = ${filter.vendorId}::uuid`);
  if (filter.accessGroupId)
    parts.push(
      sql`c.access_group_id in (select descendant_id from access_group_closure where ancestor_id = ${filter.accessGroupId}::uuid)`,
    );
  return sql.join(parts, sql` and `);
}

const rowsOf = (result: unknown) => (result as { rows: Group[] }).rows.map(numeric);

function numeric(row: Group): Group {
  return {
    cx: Number(row.cx),
    cy: Number(row.cy),
    status: Number(row.status),
    approvalStatus: row.approvalStatus === null ? null : Number(row.approvalStatus),
    n: Number(row.n),
    latitudes: Number(row.latitudes),
    longitudes: Number(row.longitudes),
    west: Number(row.west),
    south: Number(row.south),
    east: Number(row.east),
    north: Number(row.north),
  };
}

/** Cells of `level` (from the viewport's range, or the children of `parents` one STEP up) per status. */
async function readCells(
  tx: Executor,
  organisationId: string,
  level: number,
  filter: MapFilter,
  place: { join: SQL; where: SQL },
): Promise<Group[]> {
  return rowsOf(
    await tx.execute(sql`
      select c.cx, c.cy, c.status, c.approval_status as "approvalStatus", sum(c.n)::float8 as n,
        sum(c.latitudes) as latitudes, sum(c.longitudes) as longitudes, min(c.west) as west,
        min(c.south) as south, max(c.east) as east, max(c.north) as north
      from work_order_map_cell c ${place.join}
      where ${place.where} and c.organisation_id = ${organisationId}::uuid and c.level = ${level} and ${dimensions(filter)}
      group by c.cx, c.cy, c.status, c.approval_status
      having sum(c.n) > 0`),
  );
}

/** Joins the cells of a level `depth` levels below each parent cell. */
function childrenOf(parents: Array<[number, number]>, depth: number): SQL {
  const xs = parents.map(([x]) => x);
  const ys = parents.map(([, y]) => y);
  return sql`join unnest(${sql.param(xs)}::int[], ${sql.param(ys)}::int[]) as k(x, y)
    on c.cx between k.x << ${depth} and ((k.x + 1) << ${depth}) - 1
    and c.cy between k.y << ${depth} and ((k.y + 1) << ${depth}) - 1`;
}

/** The orders of the given finest cells (zoom MAP_CELL_LEVEL_MAX) inside the viewport, per cell of `zoom`. */
async function readPoints(
  tx: Executor,
  organisationId: string,
  filter: MapFilter,
  cells: Array<[number, number]>,
  view: Viewport,
  zoom: number,
): Promise<Group[]> {
  if (cells.length === 0) return [];
  const shift = MAP_ZOOM_MAX - zoom;
  return rowsOf(
    await tx.execute(sql`
      select c.x >> ${shift} as cx, c.y >> ${shift} as cy, c.status, c.approval_status as "approvalStatus",
        count(*)::float8 as n, sum(c.latitude) as latitudes, sum(c.longitude) as longitudes,
        min(c.longitude) as west, min(c.latitude) as south, max(c.longitude) as east, max(c.latitude) as north
      from work_order_map_point c
      join unnest(${sql.param(cells.map(([x]) => x))}::int[], ${sql.param(cells.map(([, y]) => y))}::int[]) as k(x, y)
        on c.cx = k.x and c.cy = k.y
      where c.organisation_id = ${organisationId}::uuid and ${dimensions(filter)}
        and c.longitude between ${view.west}::float8 and ${view.east}::float8
        and c.latitude between ${view.south}::float8 and ${view.north}::float8
      group by 1, 2, c.status, c.approval_status`),
  );
}

type Place = 'inside' | 'outside' | 'crossing';

/** Where a cell's orders lie against the viewport, from the box around them (which holds every one). */
function placeOf(rows: Group[], view: Viewport): Place {
  const west = Math.min(...rows.map((r) => r.west));
  const south = Math.min(...rows.map((r) => r.south));
  const east = Math.max(...rows.map((r) => r.east));
  const north = Math.max(...rows.map((r) => r.north));
  if (west >= view.west && east <= view.east && south >= view.south && north <= view.north) return 'inside';
  if (east < view.west || west > view.east || north < view.south || south > view.north) return 'outside';
  return 'crossing';
}

/** The finest cells of zoom MAP_CELL_LEVEL_MAX spanning a viewport (for a viewport zoomed past it). */
function finestCells(view: Viewport, cell: (lat: number, lng: number) => { x: number; y: number }) {
  const shift = MAP_ZOOM_MAX - MAP_CELL_LEVEL_MAX;
  const nw = cell(view.north, view.west);
  const se = cell(view.south, view.east);
  const cells: Array<[number, number]> = [];
  for (let x = nw.x >> shift; x <= se.x >> shift; x++)
    for (let y = nw.y >> shift; y <= se.y >> shift; y++) cells.push([x, y]);
  return cells;
}

/**
 * The viewport's matching orders per cluster cell of `zoom`, status and approval, from the cells: those of
 * `zoom` whose orders all lie inside the viewport as they are; those crossing its edge are split into their
 * cells STEP zooms finer, and so on down to MAP_CELL_LEVEL_MAX, whose crossing cells' orders are read one by
 * one. The work is the cells in view plus a ring of cells along the edge at each finer zoom, and the orders
 * within one finest cell (about 150 m at the equator) of the edge. Past MAP_CELL_LEVEL_MAX, the viewport's
 * orders themselves (at most 64 x 64 cluster cells of that zoom, a few finest cells).
 */
export async function groupsFromCells(
  tx: Executor,
  organisationId: string,
  filter: MapFilter,
  view: Viewport,
  zoom: number,
  cell: (lat: number, lng: number) => { x: number; y: number },
): Promise<Group[]> {
  if (zoom > MAP_CELL_LEVEL_MAX)
    return readPoints(tx, organisationId, filter, finestCells(view, cell), view, zoom);
  const shift = MAP_ZOOM_MAX - zoom;
  const nw = cell(view.north, view.west);
  const se = cell(view.south, view.east);
  let level = zoom;
  let rows = await readCells(tx, organisationId, level, filter, {
    join: sql``,
    where: sql`c.cx between ${nw.x >> shift} and ${se.x >> shift} and c.cy between ${nw.y >> shift} and ${se.y >> shift}`,
  });
  const found: Group[] = [];
  for (;;) {
    const byCell = new Map<string, Group[]>();
    for (const row of rows) {
      const key = `${row.cx}:${row.cy}`;
      byCell.set(key, [...(byCell.get(key) ?? []), row]);
    }
    const crossing: Array<[number, number]> = [];
    const up = level - zoom;
    for (const cellRows of byCell.values()) {
      const place = placeOf(cellRows, view);
      if (place === 'inside')
        for (const row of cellRows) found.push({ ...row, cx: row.cx >> up, cy: row.cy >> up });
      else if (place === 'crossing') crossing.push([cellRows[0]!.cx, cellRows[0]!.cy]);
    }
    if (crossing.length === 0) return found;
    if (level === MAP_CELL_LEVEL_MAX)
      return [...found, ...(await readPoints(tx, organisationId, filter, crossing, view, zoom))];
    const next = Math.min(MAP_CELL_LEVEL_MAX, level + STEP);
    rows = await readCells(tx, organisationId, next, filter, {
      join: childrenOf(crossing, next - level),
      where: sql`true`,
    });
    level = next;
  }
}

/** The points of the viewport's columns of zoom-16 cells (a range of the key) inside the viewport. */
function pointsIn(organisationId: string, view: Viewport): SQL {
  const shift = MAP_ZOOM_MAX - MAP_CELL_LEVEL_MAX;
  const nw = cellOf(view.north, view.west);
  const se = cellOf(view.south, view.east);
  return sql`c.organisation_id = ${organisationId}::uuid
    and c.cx between ${nw.x >> shift} and ${se.x >> shift} and c.cy between ${nw.y >> shift} and ${se.y >> shift}
    and c.longitude between ${view.west}::float8 and ${view.east}::float8
    and c.latitude between ${view.south}::float8 and ${view.north}::float8`;
}

/**
 * The matching orders among the viewport's points (`c`), driven by work_order_map_point's key: the points
 * alone when the cells answer the filter, else joined to their orders for it (`orders` is the list's
 * condition on work_order). `also` may test `c.latitude` and `c.longitude`; reading stops at `limit` rows.
 */
export function matchingPoints(
  organisationId: string,
  filter: MapFilter,
  view: Viewport,
  orders: SQL | undefined,
  also?: SQL,
): SQL {
  const answered = cellsAnswer(filter);
  return sql`from work_order_map_point c
    ${answered ? sql`` : sql`join work_order on work_order.organisation_id = c.organisation_id and work_order.id = c.work_order_id`}
    where ${pointsIn(organisationId, view)} and ${answered ? dimensions(filter) : (orders ?? sql`true`)}
    ${also ? sql`and ${also}` : sql``}`;
}

/** The ids of the matching orders in the viewport (matchingPoints), at most `limit` of them. */
export async function pointIds(
  tx: Executor,
  organisationId: string,
  filter: MapFilter,
  view: Viewport,
  orders: SQL | undefined,
  limit: number,
  also?: SQL,
): Promise<string[]> {
  const result = await tx.execute(
    sql`select c.work_order_id as id ${matchingPoints(organisationId, filter, view, orders, also)} limit ${limit}`,
  );
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
}
