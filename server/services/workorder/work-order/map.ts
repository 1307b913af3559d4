import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import { EMPTY_MAP_COLUMNS } from '../../../../src/domain/work-order-map';
import type { WorkOrderListQuery } from '../../../../src/domain/workorders';
import type { Executor } from '../../../db/client';
import { workOrder } from '../../../db/schema/index';
import { RawJson } from '../../../lib/raw-json';
import { countWorkOrders } from './count';
import { NEWEST_FIRST, organisationValue, workOrderFilter } from './list';

const EMPTY_COLUMNS = JSON.stringify(EMPTY_MAP_COLUMNS);

/** One column of the page `m` as a JSON array (position i is order i). */
const column = (expression: string) => `array_to_json(array_agg(${expression}))`;

/** The names of the distinct ids in `ids`, in their order (an id the caller may not read names ''). */
const names = (ids: string, table: string) =>
  `coalesce((select array_to_json(array_agg(coalesce(t.name, '') order by u.ord)) from unnest(${ids}) with ordinality as u(id, ord) left join ${table} t on t.id = u.id), '[]'::json)`;

/**
 * The page's columns, built by PostgreSQL as one JSON text: the database writes 100,000 orders as JSON
 * several times faster than reading them into objects and serialising those, and the text is sent as it
 * is (workOrderMapColumnsSchema describes it). Vendors and crews are numbered by their distinct ids.
 */
const COLUMNS_SQL = `
  select json_build_object(
    'ids', ${column('m.id')},
    'codes', ${column('m.code')},
    'statuses', ${column('m.status')},
    'approvalStatuses', ${column('m.approval_status')},
    'latitudes', ${column('m.latitude::float8')},
    'longitudes', ${column('m.longitude::float8')},
    'locationIdentifiers', ${column('m.location_identifier')},
    'vendors', ${column('array_position(d.vendor_ids, m.vendor_id) - 1')},
    'crews', ${column('array_position(d.crew_ids, m.crew_id) - 1')},
    'plannedStarts', ${column('round(extract(epoch from m.planned_start_time) * 1000)::bigint')},
    'completedAts', ${column('round(extract(epoch from m.completed_at) * 1000)::bigint')},
    'vendorNames', ${names('d.vendor_ids', 'vendor')},
    'crewNames', ${names('d.crew_ids', 'crew')}
  )::text as columns
  from m cross join d
  group by d.vendor_ids, d.crew_ids`;

/**
 * The map's columns of the orders matching `where`, newest first, a page of them: the JSON text of
 * workOrderMapColumnsSchema (GetAll's map view and the viewport's orders alike).
 */
export async function mapColumns(
  tx: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<string> {
  const rows = tx
    .select({
      id: workOrder.id,
      code: workOrder.code,
      status: workOrder.status,
      approvalStatus: workOrder.approvalStatus,
      latitude: workOrder.latitude,
      longitude: workOrder.longitude,
      locationIdentifier: workOrder.locationIdentifier,
      vendorId: workOrder.vendorId,
      crewId: workOrder.crewId,
      plannedStartTime: workOrder.plannedStartTime,
      completedAt: workOrder.completedAt,
    })
    .from(workOrder)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);
  const result = await tx.execute(sql`
    with m as (${rows}),
    d as (
      select array_agg(distinct vendor_id) filter (where vendor_id is not null) as vendor_ids,
             array_agg(distinct crew_id) filter (where crew_id is not null) as crew_ids
      from m
    )
    ${sql.raw(COLUMNS_SQL)}`);
  const found = (result as unknown as { rows: Array<{ columns: string }> }).rows;
  return found[0]?.columns ?? EMPTY_COLUMNS;
}

/**
 * POST Workorder/GetAll with `isMapView`: the located orders of the filter, newest first, as the map's
 * columns (only what a marker and its popup need), with the same filter, scoping and total as the list.
 * Answers the JSON text of `{ map, pageTotal }` (workOrderMapListSchema).
 */
export async function listWorkOrderMap(tx: Executor, filter: WorkOrderListQuery): Promise<RawJson> {
  const where = and(
    eq(workOrder.organisationId, await organisationValue(tx)),
    await workOrderFilter(tx, filter),
  );
  const columns = await mapColumns(tx, where, { limit: filter.pageSize, offset: offsetOf(filter) });
  const pageTotal = await countWorkOrders(tx, filter, where);
  return new RawJson(`{"map":${columns},"pageTotal":${pageTotal}}`);
}
