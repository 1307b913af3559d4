import { and, asc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { approvalName, statusName, workOrderCreateSchema, workOrderListQuerySchema } from '../../../../src/domain/workorders';
import type { Tx } from '../../../db/client';
import { accessGroup, crew, project, vendor, workflow, workLocation, workOrder } from '../../../db/schema/index';
import { countWorkOrders } from '../../workorder/work-order-count';
import { NEWEST_FIRST, organisationValue, workOrderFilter } from '../../workorder/work-order-list';
import { createWorkOrder } from '../../workorder/work-order-writes';
import { defineExport } from './define-export';
import { byCodeOrName, findByCodeOrName, lowerValues } from './lookups';
import { RowRejected, parseRow } from './row-errors';
import type { ColumnSpec, RowValues } from './types';
import { defineImport } from './types';

// Export -------------------------------------------------------------------------------------------------------

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

const iso = (value: Date | null) => value?.toISOString() ?? null;
const coordinate = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Work orders as CSV, with the list's own filter (workOrderFilter) and scope (organisation, and row-level
 * security's vendor and access-group rules), newest first as the list sorts them. A page is an index range
 * of the list's indexes, which all end in created_at: created_at at or before the cursor's, and past the
 * cursor's id among orders created at the same instant. Only the page's ids are then joined for names.
 */
export const workOrderExport = defineExport({
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
    const ids = await tx
      // created_at as the database's text: a JavaScript Date would drop its microseconds and skip rows.
      .select({ id: workOrder.id, createdAt: sql<string>`${workOrder.createdAt}::text` })
      .from(workOrder)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit);
    if (ids.length === 0) return { rows: [], last: null };
    const rows = await tx
      .select({
        id: workOrder.id,
        code: workOrder.code,
        status: workOrder.status,
        approvalStatus: workOrder.approvalStatus,
        projectName: project.name,
        locationIdentifier: workOrder.locationIdentifier,
        workLocationName: workLocation.name,
        accessGroupName: accessGroup.name,
        vendorName: vendor.name,
        crewName: crew.name,
        workflowName: workflow.name,
        description: workOrder.description,
        plannedStartTime: workOrder.plannedStartTime,
        plannedEndTime: workOrder.plannedEndTime,
        actualStartTime: workOrder.actualStartTime,
        actualEndTime: workOrder.actualEndTime,
        completedAt: workOrder.completedAt,
        latitude: workOrder.latitude,
        longitude: workOrder.longitude,
        createdAt: workOrder.createdAt,
      })
      .from(workOrder)
      .innerJoin(project, and(eq(project.organisationId, workOrder.organisationId), eq(project.id, workOrder.projectId)))
      .innerJoin(workflow, and(eq(workflow.organisationId, workOrder.organisationId), eq(workflow.id, workOrder.workflowId)))
      .leftJoin(workLocation, and(eq(workLocation.organisationId, workOrder.organisationId), eq(workLocation.id, workOrder.workLocationId)))
      .leftJoin(accessGroup, and(eq(accessGroup.organisationId, workOrder.organisationId), eq(accessGroup.id, workOrder.accessGroupId)))
      .leftJoin(vendor, and(eq(vendor.organisationId, workOrder.organisationId), eq(vendor.id, workOrder.vendorId)))
      .leftJoin(crew, and(eq(crew.organisationId, workOrder.organisationId), eq(crew.id, workOrder.crewId)))
      .where(and(eq(workOrder.organisationId, organisationId), inArray(workOrder.id, ids.map((r) => r.id))))
      .orderBy(...NEWEST_FIRST);
    const last = ids.at(-1)!;
    return {
      rows: rows.map((r) => [
        r.code,
        statusName(r.status),
        approvalName(r.approvalStatus),
        r.projectName,
        r.locationIdentifier,
        r.workLocationName,
        r.accessGroupName,
        r.vendorName,
        r.crewName,
        r.workflowName,
        r.description,
        iso(r.plannedStartTime),
        iso(r.plannedEndTime),
        iso(r.actualStartTime),
        iso(r.actualEndTime),
        iso(r.completedAt),
        coordinate(r.latitude),
        coordinate(r.longitude),
        iso(r.createdAt),
      ]),
      // The cursor is the page's last id, even if an order vanished between the two reads.
      last: ids.length < limit ? null : { createdAt: last.createdAt, id: last.id },
    };
  },
});

// Bulk Upload --------------------------------------------------------------------------------------------------

const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

const columns = [
  { key: 'code', header: 'Code', required: false, example: '' },
  {
    key: 'project',
    header: 'Project',
    required: true,
    example: 'GHY-DT',
    allowed: async (tx: Tx) => names(await tx.select({ name: project.name }).from(project).orderBy(asc(project.name))),
  },
  { key: 'workLocation', header: 'Work location', required: true, example: 'GHY-DT-0001' },
  {
    key: 'workflow',
    header: 'Workflow',
    required: true,
    example: 'Meter replacement',
    allowed: async (tx: Tx) =>
      names(await tx.select({ name: workflow.name }).from(workflow).where(eq(workflow.isActive, true)).orderBy(asc(workflow.name))),
  },
  { key: 'plannedStart', header: 'Planned start', required: false, example: '2026-01-15T09:00:00+05:30' },
  { key: 'plannedEnd', header: 'Planned end', required: false, example: '' },
  { key: 'description', header: 'Description', required: false, example: '' },
  {
    key: 'vendor',
    header: 'Vendor',
    required: false,
    example: '',
    allowed: async (tx: Tx) => names(await tx.select({ name: vendor.name }).from(vendor).orderBy(asc(vendor.name))),
  },
  { key: 'crew', header: 'Crew', required: false, example: '' },
] as const satisfies readonly ColumnSpec[];

const headers: Record<string, string> = {
  projectId: 'Project',
  workLocationId: 'Work location',
  workflowId: 'Workflow',
  vendorId: 'Vendor',
  crewId: 'Crew',
  plannedStartTime: 'Planned start',
  plannedEndTime: 'Planned end',
  description: 'Description',
};

/** A date cell (2026-01-15) is midnight UTC; a time without an offset is UTC; anything else goes to the schema as written. */
function isoTime(text: string): string | null {
  if (text === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00Z`;
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return `${text.replace(' ', 'T')}Z`;
  return text;
}

async function readLookups(tx: Tx, rows: readonly RowValues[]) {
  const projectKeys = lowerValues(rows, 'project');
  const projects = await findByCodeOrName(tx, project, projectKeys);
  const identifiers = lowerValues(rows, 'workLocation');
  const locations =
    projects.length && identifiers.length
      ? await tx
          .select({ id: workLocation.id, projectId: workLocation.projectId, identifier: workLocation.locationIdentifier })
          .from(workLocation)
          .where(and(inArray(workLocation.projectId, projects.map((p) => p.id)), inArray(sql`lower(${workLocation.locationIdentifier})`, identifiers)))
      : [];
  const flowKeys = lowerValues(rows, 'workflow');
  const flows = flowKeys.length
    ? await tx.select({ id: workflow.id, name: workflow.name }).from(workflow).where(inArray(sql`lower(${workflow.name})`, flowKeys))
    : [];
  const vendorKeys = lowerValues(rows, 'vendor');
  const vendors = await findByCodeOrName(tx, vendor, vendorKeys);
  const crewKeys = lowerValues(rows, 'crew');
  const crews = crewKeys.length
    ? await tx
        .select({ id: crew.id, code: crew.code, name: crew.name, vendorId: crew.vendorId })
        .from(crew)
        .where(or(inArray(sql`lower(${crew.code})`, crewKeys), inArray(sql`lower(${crew.name})`, crewKeys)))
    : [];
  const codes = lowerValues(rows, 'code');
  const existing = codes.length
    ? await tx.select({ code: workOrder.code }).from(workOrder).where(inArray(sql`lower(${workOrder.code})`, codes))
    : [];
  const crewIds = new Map<string, string>();
  for (const c of crews) crewIds.set(`${c.vendorId}|${c.name.toLowerCase()}`, c.id);
  for (const c of crews) if (c.code) crewIds.set(`${c.vendorId}|${c.code.toLowerCase()}`, c.id);
  return {
    projects: byCodeOrName(projects),
    locations: new Map(locations.map((l) => [`${l.projectId}|${l.identifier.toLowerCase()}`, l.id])),
    workflows: new Map(flows.map((f) => [f.name.toLowerCase(), f.id])),
    vendors: byCodeOrName(vendors),
    crews: crewIds,
    codes: new Set(existing.map((o) => o.code.toLowerCase())),
  };
}

/**
 * Bulk Upload of the work-order map: each row creates a work order as POST Workorder does (createWorkOrder:
 * its schema, rules and messages), naming its project (code or name), work location (identifier in that
 * project), workflow (name), optional planned times and description, and optionally a vendor (code or name;
 * a vendor user's own when empty) with one of its crews (code or name) to assign it at once. Codes are the
 * server's: a row with a Code is refused, whether it names an existing order or not (docs/decisions.md), so
 * re-importing an exported or already uploaded file creates no duplicates.
 */
export const workOrderImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const lookups = await readLookups(tx, rows);
    return async (rowTx, row) => {
      if (row.code) {
        throw new RowRejected([
          lookups.codes.has(row.code.toLowerCase())
            ? `Code: the work order ${row.code} already exists; Bulk Upload only creates work orders (change it on its own screen), so leave Code empty for a new one.`
            : `Code: no work order has the code "${row.code}"; codes are given by the server, so leave Code empty for a new work order.`,
        ]);
      }
      const errors: string[] = [];
      const projectId = row.project ? lookups.projects.get(row.project.toLowerCase()) : undefined;
      if (!row.project) errors.push('Project is required');
      else if (!projectId) errors.push(`Project: no project has the code or name "${row.project}".`);
      const workLocationId = projectId && row.workLocation ? lookups.locations.get(`${projectId}|${row.workLocation.toLowerCase()}`) : undefined;
      if (!row.workLocation) errors.push('Work location is required');
      else if (projectId && !workLocationId) errors.push(`Work location: ${row.project} has no work location "${row.workLocation}".`);
      const workflowId = row.workflow ? lookups.workflows.get(row.workflow.toLowerCase()) : undefined;
      if (!row.workflow) errors.push('Workflow is required');
      else if (!workflowId) errors.push(`Workflow: no workflow is called "${row.workflow}".`);
      // A vendor user's own vendor needs no column.
      const vendorId = row.vendor ? lookups.vendors.get(row.vendor.toLowerCase()) : (auth.vendorId ?? undefined);
      if (row.vendor && !vendorId) errors.push(`Vendor: no vendor has the code or name "${row.vendor}".`);
      if (row.crew && !row.vendor && !vendorId) errors.push('Vendor is required to assign the crew.');
      const crewId = row.crew && vendorId ? lookups.crews.get(`${vendorId}|${row.crew.toLowerCase()}`) : undefined;
      if (row.crew && vendorId && !crewId) errors.push(`Crew: ${row.vendor || 'your vendor'} has no crew "${row.crew}".`);
      if (errors.length) throw new RowRejected(errors);
      const body = parseRow(
        workOrderCreateSchema,
        {
          projectId,
          workLocationId,
          workflowId,
          vendorId: row.vendor || row.crew ? (vendorId ?? null) : null,
          crewId: crewId ?? null,
          plannedStartTime: isoTime(row.plannedStart),
          plannedEndTime: isoTime(row.plannedEnd),
          description: row.description || null,
        },
        headers,
      );
      await createWorkOrder(rowTx, auth, body);
    };
  },
});
