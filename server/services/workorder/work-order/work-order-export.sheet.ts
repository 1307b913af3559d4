import { and, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { workOrderExportFilterSchema, type WorkOrderListQuery } from '../../../../src/domain/workorders';
import type { Executor } from '../../../db/client';
import {
  accessGroup,
  crew,
  project,
  vendor,
  workflow,
  workLocation,
  workOrder,
} from '../../../db/schema/index';
import { countWorkOrders } from './count';
import { csvRecord } from './work-order-csv-record';
import { NEWEST_FIRST, organisationValue, workOrderFilter, workTimes } from './list';
import { defineExport } from '../../file/index';

interface Cursor {
  createdAt: string;
  id: string;
}

/** Orders per page: one query, about 3.5 MB of CSV. */
const PAGE_SIZE = 10_000;

/**
 * Records a page's texts hold: about 90 KB, under V8's large-object size (128 KB), so a text lives and dies in
 * the young generation instead of waiting in the old one for a full collection.
 */
const RECORDS_A_TEXT = 256;

/** The page's orders, in the list's order (position 1, 2...) as a window over the index range gives it. */
const pageColumns = {
  position: sql<number>`row_number() over (order by ${sql.join(NEWEST_FIRST, sql`, `)})`.as('position'),
  id: workOrder.id,
  createdAt: workOrder.createdAt,
  // As the database's text for the cursor: a JavaScript Date would drop its microseconds and skip rows.
  cursor: sql<string>`${workOrder.createdAt}::text`.as('cursor'),
  code: workOrder.code,
  status: workOrder.status,
  approvalStatus: workOrder.approvalStatus,
  projectId: workOrder.projectId,
  locationIdentifier: workOrder.locationIdentifier,
  // By primary key for each order: joined, the page would hash every location of the organisation.
  workLocationName: sql<
    string | null
  >`(select ${workLocation.name} from ${workLocation} where ${workLocation.organisationId} = ${workOrder.organisationId} and ${workLocation.id} = ${workOrder.workLocationId})`.as(
    'work_location_name',
  ),
  accessGroupId: workOrder.accessGroupId,
  vendorId: workOrder.vendorId,
  crewId: workOrder.crewId,
  workflowId: workOrder.workflowId,
  description: workOrder.description,
  ...workTimes,
  latitude: workOrder.latitude,
  longitude: workOrder.longitude,
};

/** The orders the export's filters match, in the caller's organisation. */
async function exportWhere(tx: Executor, filters: WorkOrderListQuery): Promise<SQL | undefined> {
  return and(eq(workOrder.organisationId, await organisationValue(tx)), await workOrderFilter(tx, filters));
}

/** Orders after the cursor's in list order: created before it, or at the same instant with a greater id. */
function pastCursor(after: Cursor): SQL | undefined {
  const at = sql`${after.createdAt}::timestamptz`;
  return and(lte(workOrder.createdAt, at), or(lt(workOrder.createdAt, at), gt(workOrder.id, after.id)));
}

/** Orders up to and including the cursor's in list order. */
function upTo(through: Cursor): SQL | undefined {
  const at = sql`${through.createdAt}::timestamptz`;
  return and(gte(workOrder.createdAt, at), or(gt(workOrder.createdAt, at), lte(workOrder.id, through.id)));
}

/**
 * Work orders as CSV, with the list's own filter (workOrderFilter) and scope (organisation, and row-level
 * security's vendor and access-group rules), newest first as the list sorts them. A page is an index range
 * of the list's indexes, which all end in created_at: created_at at or before the cursor's, and past the
 * cursor's id among orders created at the same instant. The names are read by primary key along the range,
 * and the database writes each order's CSV record.
 */
export const workOrderExport = workOrderExportIn(PAGE_SIZE);

/** The work-order export reading `pageSize` orders a page (tests read small pages). */
export function workOrderExportIn(pageSize: number) {
  return defineExport({
    pageSize,
    columns: [
      { header: 'Code', width: 12 },
      { header: 'Status', width: 12 },
      { header: 'Approval status', width: 12 },
      { header: 'Project', width: 20 },
      { header: 'Work location', width: 18 },
      { header: 'Work location name', width: 24 },
      { header: 'Access group', width: 16 },
      { header: 'Vendor', width: 20 },
      { header: 'Crew', width: 16 },
      { header: 'Workflow', width: 20 },
      { header: 'Description', width: 30 },
      { header: 'Planned start', width: 20 },
      { header: 'Planned end', width: 20 },
      { header: 'Actual start', width: 20 },
      { header: 'Actual end', width: 20 },
      { header: 'Completed on', width: 20 },
      { header: 'Latitude', width: 12 },
      { header: 'Longitude', width: 12 },
      { header: 'Created on', width: 20 },
    ],
    filterSchema: workOrderExportFilterSchema,
    async check(tx, filters) {
      // The template-field filter's element must exist (400 as for the list).
      await workOrderFilter(tx, filters);
    },
    async count(tx, filters) {
      return countWorkOrders(tx, filters, await exportWhere(tx, filters));
    },
    async boundaries(tx, filters, size) {
      await tx.execute(sql`set local enable_sort = off`);
      const numbered = tx
        .select({ position: pageColumns.position, id: workOrder.id, cursor: pageColumns.cursor })
        .from(workOrder)
        .where(await exportWhere(tx, filters))
        .as('numbered');
      const cuts = await tx
        .select({ position: numbered.position, id: numbered.id, createdAt: numbered.cursor })
        .from(numbered)
        .where(sql`${numbered.position} % ${size} = 0`);
      return cuts.sort((a, b) => a.position - b.position).map(({ id, createdAt }) => ({ id, createdAt }));
    },
    async page(tx, filters, after: Cursor | null, limit, _caller, through?: Cursor) {
      const organisationId = await organisationValue(tx);
      const where = and(
        await exportWhere(tx, filters),
        after ? pastCursor(after) : undefined,
        through ? upTo(through) : undefined,
      );
      // Row-level security's conditions make the planner expect a few thousand orders where there are a
      // million, and so prefer reading them all and sorting to reading the list index's range in order; on the
      // index (and the joins by primary key along it), a page costs its own rows only. Sorting off makes the
      // one sort left (the page's parts, below) look costly enough to compile the query, which would take
      // longer than running it: no compiling.
      await tx.execute(sql`select set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`);
      const ordered = tx
        .select(pageColumns)
        .from(workOrder)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .$dynamic();
      const page = (through ? ordered : ordered.limit(limit)).as('page');
      // The names are joined to the page alone, in no order (which would bind the joins to the index's order
      // with sorting off); the page's records are put in list order as the database joins them into texts.
      const found = tx
        .select({
          position: page.position,
          id: page.id,
          cursor: page.cursor,
          line: sql<string>`${csvRecord({
            code: page.code,
            status: page.status,
            approvalStatus: page.approvalStatus,
            projectName: project.name,
            locationIdentifier: page.locationIdentifier,
            workLocationName: page.workLocationName,
            accessGroupName: accessGroup.name,
            vendorName: vendor.name,
            crewName: crew.name,
            workflowName: workflow.name,
            description: page.description,
            plannedStartTime: page.plannedStartTime,
            plannedEndTime: page.plannedEndTime,
            actualStartTime: page.actualStartTime,
            actualEndTime: page.actualEndTime,
            completedAt: page.completedAt,
            latitude: page.latitude,
            longitude: page.longitude,
            createdAt: page.createdAt,
          })}`.as('line'),
        })
        .from(page)
        .innerJoin(project, and(eq(project.organisationId, organisationId), eq(project.id, page.projectId)))
        .innerJoin(
          workflow,
          and(eq(workflow.organisationId, organisationId), eq(workflow.id, page.workflowId)),
        )
        .leftJoin(
          accessGroup,
          and(eq(accessGroup.organisationId, organisationId), eq(accessGroup.id, page.accessGroupId)),
        )
        .leftJoin(vendor, and(eq(vendor.organisationId, organisationId), eq(vendor.id, page.vendorId)))
        .leftJoin(crew, and(eq(crew.organisationId, organisationId), eq(crew.id, page.crewId)))
        .as('found');
      // The page as a few texts of RECORDS_A_TEXT records each (a string per order would be many objects to
      // collect, one string per page a large object that only a full collection frees), and the last order's
      // cursor.
      const part = sql<number>`(${found.position} - 1) / ${sql.raw(String(RECORDS_A_TEXT))}`;
      const parts = await tx
        .select({
          part: sql<number>`${part}::int`,
          csv: sql<string>`string_agg(${found.line} || E'\r\n', '' order by ${found.position})`,
          records: sql<number>`count(*)::int`,
          // The part's last order's id and cursor as one text, "<id> <cursor>" (an id holds no space).
          last: sql<string>`(array_agg(${found.id} || ' ' || ${found.cursor} order by ${found.position} desc))[1]`,
        })
        .from(found)
        .groupBy(part);
      parts.sort((a, b) => a.part - b.part);
      const records = parts.reduce((sum, p) => sum + p.records, 0);
      const last = parts.at(-1)?.last ?? '';
      const space = last.indexOf(' ');
      return {
        rows: { csv: parts.map((p) => p.csv), records },
        last:
          space > 0 && records === limit
            ? { id: last.slice(0, space), createdAt: last.slice(space + 1) }
            : null,
      };
    },
  });
}
