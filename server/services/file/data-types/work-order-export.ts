import { and, asc, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { z } from 'zod';
import { APPROVAL_STATUSES, WORK_ORDER_STATUSES, workOrderListQuerySchema } from '../../../../src/domain/workorders';
import { accessGroup, crew, project, vendor, workflow, workLocation, workOrder } from '../../../db/schema/index';
import { countWorkOrders } from '../../workorder/work-order-count';
import { NEWEST_FIRST, organisationValue, workOrderFilter } from '../../workorder/work-order-list';
import { defineExport } from './define-export';

/**
 * The list's filter body (GetAll, in camelCase or PascalCase) without what only a page or a map needs: an
 * export takes every matching order, located or not, whatever page and pageSize the screen sent.
 */
const exportFilterSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const camel = Object.fromEntries(Object.entries(value).map(([key, v]) => [key.charAt(0).toLowerCase() + key.slice(1), v]));
  const { page: _page, pageSize: _pageSize, isMapView: _isMapView, ...filters } = camel;
  return filters;
}, workOrderListQuerySchema);

interface Cursor {
  createdAt: string;
  id: string;
}

/** Orders per page: one query and one write of about 3.5 MB of CSV. */
const PAGE_SIZE = 10_000;

/*
 * The CSV record of an order is written by the database, one text value per row, exactly as csvField would
 * write the cells (tests/api/file/work-order-csv.test.ts): mapping 19 cells a row in JavaScript cost more
 * than reading them.
 */

/** Text: formula-looking text behind a single quote, quoted (quotes doubled) when it holds , " or a line break. */
function csvText(value: AnyColumn): SQL {
  const safe = sql`case when ${value} ~ '^[=+@\t\r-]' then '''' || ${value} else ${value} end`;
  return sql`case when ${value} ~ '[",\r\n]' then '"' || replace(${safe}, '"', '""') || '"' else coalesce(${safe}, '') end`;
}

/** A time as toISOString writes it (UTC, milliseconds cut as a Date cuts them, "Z"). */
function csvTime(value: AnyColumn): SQL {
  return sql`coalesce(to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;
}

/** A coordinate as a JavaScript number prints (no trailing zeros). */
function csvNumber(value: AnyColumn): SQL {
  return sql`coalesce(trim_scale(${value})::text, '')`;
}

/** A code's name from a fixed list, as statusName and approvalName give it. */
function csvName(value: AnyColumn, names: ReadonlyArray<{ id: number; name: string }>, otherwise: SQL): SQL {
  const cases = names.map((n) => sql.raw(` when ${Number(n.id)} then '${n.name.replace(/'/g, "''")}'`));
  return sql`case ${value}${sql.join(cases)} else ${otherwise} end`;
}

const csvRecord = sql.join(
  [
    csvText(workOrder.code),
    csvName(workOrder.status, WORK_ORDER_STATUSES, sql`'Status ' || ${workOrder.status}`),
    csvName(workOrder.approvalStatus, APPROVAL_STATUSES, sql`''`),
    csvText(project.name),
    csvText(workOrder.locationIdentifier),
    csvText(workLocation.name),
    csvText(accessGroup.name),
    csvText(vendor.name),
    csvText(crew.name),
    csvText(workflow.name),
    csvText(workOrder.description),
    csvTime(workOrder.plannedStartTime),
    csvTime(workOrder.plannedEndTime),
    csvTime(workOrder.actualStartTime),
    csvTime(workOrder.actualEndTime),
    csvTime(workOrder.completedAt),
    csvNumber(workOrder.latitude),
    csvNumber(workOrder.longitude),
    csvTime(workOrder.createdAt),
  ],
  sql` || ',' || `,
);

/**
 * Work orders as CSV, with the list's own filter (workOrderFilter) and scope (organisation, and row-level
 * security's vendor and access-group rules), newest first as the list sorts them. A page is an index range
 * of the list's indexes, which all end in created_at: created_at at or before the cursor's, and past the
 * cursor's id among orders created at the same instant. Only the page's orders are then joined for names,
 * in the same query, which answers each order's CSV record.
 */
export const workOrderExport = defineExport({
  pageSize: PAGE_SIZE,
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
  filterSchema: exportFilterSchema,
  async check(tx, filters) {
    // The template-field filter's element must exist (400 as for the list).
    await workOrderFilter(tx, filters);
  },
  async count(tx, filters) {
    const where = and(eq(workOrder.organisationId, await organisationValue(tx)), await workOrderFilter(tx, filters));
    return countWorkOrders(tx, filters, where);
  },
  async page(tx, filters, after: Cursor | null, limit) {
    const organisationId = await organisationValue(tx);
    const where = and(
      eq(workOrder.organisationId, organisationId),
      await workOrderFilter(tx, filters),
      after
        ? and(
            lte(workOrder.createdAt, sql`${after.createdAt}::timestamptz`),
            or(lt(workOrder.createdAt, sql`${after.createdAt}::timestamptz`), gt(workOrder.id, after.id)),
          )
        : undefined,
    );
    const page = tx
      // created_at as the database's text too: a JavaScript Date would drop its microseconds and skip rows.
      .select({ id: workOrder.id, createdAt: workOrder.createdAt, cursor: sql<string>`${workOrder.createdAt}::text`.as('cursor') })
      .from(workOrder)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .as('page');
    const rows = await tx
      .select({ id: page.id, cursor: page.cursor, line: sql<string>`${csvRecord}` })
      .from(page)
      .innerJoin(workOrder, and(eq(workOrder.organisationId, organisationId), eq(workOrder.id, page.id)))
      .innerJoin(project, and(eq(project.organisationId, workOrder.organisationId), eq(project.id, workOrder.projectId)))
      .innerJoin(workflow, and(eq(workflow.organisationId, workOrder.organisationId), eq(workflow.id, workOrder.workflowId)))
      .leftJoin(workLocation, and(eq(workLocation.organisationId, workOrder.organisationId), eq(workLocation.id, workOrder.workLocationId)))
      .leftJoin(accessGroup, and(eq(accessGroup.organisationId, workOrder.organisationId), eq(accessGroup.id, workOrder.accessGroupId)))
      .leftJoin(vendor, and(eq(vendor.organisationId, workOrder.organisationId), eq(vendor.id, workOrder.vendorId)))
      .leftJoin(crew, and(eq(crew.organisationId, workOrder.organisationId), eq(crew.id, workOrder.crewId)))
      .orderBy(sql`${page.createdAt} desc nulls last`, asc(page.id));
    const last = rows.at(-1);
    return {
      rows: { csvLines: rows.map((r) => r.line) },
      last: last && rows.length === limit ? { createdAt: last.cursor, id: last.id } : null,
    };
  },
});
