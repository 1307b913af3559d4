import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { approvalName, statusName, workOrderListQuerySchema } from '../../../../src/domain/workorders';
import { accessGroup, crew, project, vendor, workflow, workLocation, workOrder } from '../../../db/schema/index';
import { countWorkOrders } from '../../workorder/work-order/count';
import { NEWEST_FIRST, organisationValue, workOrderFilter } from '../../workorder/work-order/list';
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
