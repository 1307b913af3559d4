import { and, asc, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import type { ElementType } from '../../../../src/domain/work-location-templates';
import {
  approvalName,
  statusName,
  WORK_ORDER_STATUS,
  type WorkOrder,
  type WorkOrderDetail,
  type WorkOrderListQuery,
} from '../../../../src/domain/workorders';
import type { Executor } from '../../../db/client';
import { scopeOf } from '../../../db/client';
import {
  accessGroup,
  crew,
  project,
  vendor,
  workflow,
  workLocation,
  workLocationTemplateElement,
  workOrder,
} from '../../../db/schema/index';
import { fieldError, notFound } from '../../../lib/http-errors';
import { locationsWithValue } from '../work-location/values';
import { dimensions, filterStatuses, workOrderTotal } from './count';
import { tenantJoin } from '../../../db/tenant-join';

/** When the work was planned, started and ended, and when it was completed. */
export const workTimes = {
  plannedStartTime: workOrder.plannedStartTime,
  plannedEndTime: workOrder.plannedEndTime,
  actualStartTime: workOrder.actualStartTime,
  actualEndTime: workOrder.actualEndTime,
  completedAt: workOrder.completedAt,
};

const columns = {
  id: workOrder.id,
  code: workOrder.code,
  status: workOrder.status,
  approvalStatus: workOrder.approvalStatus,
  projectId: workOrder.projectId,
  projectName: project.name,
  workLocationId: workOrder.workLocationId,
  locationIdentifier: workOrder.locationIdentifier,
  workLocationName: workLocation.name,
  accessGroupId: workOrder.accessGroupId,
  accessGroupName: accessGroup.name,
  workflowId: workOrder.workflowId,
  workflowName: workflow.name,
  publishedVersion: workOrder.publishedVersion,
  vendorId: workOrder.vendorId,
  vendorName: vendor.name,
  crewId: workOrder.crewId,
  crewName: crew.name,
  description: workOrder.description,
  ...workTimes,
  latitude: workOrder.latitude,
  longitude: workOrder.longitude,
  version: workOrder.version,
  createdAt: workOrder.createdAt,
  updatedAt: workOrder.updatedAt,
  approvalRemarks: workOrder.approvalRemarks,
  approvalSignatureUrl: workOrder.approvalSignatureUrl,
  approvedAt: workOrder.approvedAt,
  // The decision's author as history recorded it (the approver may be hidden from a vendor user's view).
  approvedByName: sql<
    string | null
  >`(select h.changed_by_name from work_order_status_history h where h.organisation_id = work_order.organisation_id and h.work_order_id = work_order.id and h.action in ('approved', 'rejected') order by h.changed_at desc limit 1)`,
};

type Row = Awaited<ReturnType<typeof selectOrders>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toDetail(row: Row): WorkOrderDetail {
  return {
    ...row,
    projectName: row.projectName,
    workLocationName: row.workLocationName ?? row.locationIdentifier,
    workflowName: row.workflowName,
    statusName: statusName(row.status),
    approvalStatusName: approvalName(row.approvalStatus),
    plannedStartTime: iso(row.plannedStartTime),
    plannedEndTime: iso(row.plannedEndTime),
    actualStartTime: iso(row.actualStartTime),
    actualEndTime: iso(row.actualEndTime),
    completedAt: iso(row.completedAt),
    approvedAt: iso(row.approvedAt),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toListItem(row: Row): WorkOrder {
  const {
    approvalRemarks: _r,
    approvalSignatureUrl: _s,
    approvedAt: _a,
    approvedByName: _b,
    ...rest
  } = toDetail(row);
  return rest;
}

function selectOrders(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(workOrder)
    .innerJoin(project, tenantJoin(project.id, workOrder.projectId))
    .innerJoin(workflow, tenantJoin(workflow.id, workOrder.workflowId))
    .leftJoin(workLocation, tenantJoin(workLocation.id, workOrder.workLocationId))
    .leftJoin(accessGroup, tenantJoin(accessGroup.id, workOrder.accessGroupId))
    .leftJoin(vendor, tenantJoin(vendor.id, workOrder.vendorId))
    .leftJoin(crew, tenantJoin(crew.id, workOrder.crewId))
    .where(where);
}

/**
 * Orders by id with their names, newest first, as one named statement (prepared once on each connection of
 * the pool): planning the joins under row-level security cost several times what running them does, on every
 * list page, read and write. The ids are one array parameter, so the statement's text never changes.
 */
function ordersWithIds(tx: Executor, ids: readonly string[]) {
  return selectOrders(tx, sql`${workOrder.id} = any(${sql.param([...ids])}::uuid[])`)
    .orderBy(...NEWEST_FIRST)
    .prepare('work_orders_with_ids')
    .execute();
}

/** One order by id, as a statement of its own: planned for an array, it would be planned again each time. */
function orderWithId(tx: Executor, id: string) {
  return selectOrders(tx, eq(workOrder.id, id)).prepare('work_order_with_id').execute();
}

/**
 * Codes and location identifiers that start with the term, ignoring case: a range of the lower-case copies,
 * compared with the byte-wise operators (leakproof, so row-level security still lets them use the index).
 */
function orderSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const from = term.toLowerCase();
  const to = `${from}\u{10FFFF}`;
  return or(
    sql`(${workOrder.codeKey} ~>=~ ${from} and ${workOrder.codeKey} ~<~ ${to})`,
    sql`(${workOrder.identifierKey} ~>=~ ${from} and ${workOrder.identifierKey} ~<~ ${to})`,
  );
}

/** The date range bounds the planned start, or the completion time when only completed work is asked for. */
function dateRange(filter: WorkOrderListQuery, statuses: number[]): SQL | undefined {
  if (!filter.startDate && !filter.endDate) return undefined;
  const column =
    statuses.length === 1 && statuses[0] === WORK_ORDER_STATUS.completed
      ? workOrder.completedAt
      : workOrder.plannedStartTime;
  return and(
    filter.startDate ? gte(column, new Date(filter.startDate)) : undefined,
    filter.endDate ? lte(column, new Date(filter.endDate)) : undefined,
  );
}

async function templateFilter(tx: Executor, filter: WorkOrderListQuery): Promise<SQL | undefined> {
  if (!filter.worklocationTemplateId) return undefined;
  const ofTemplate = sql`${workOrder.workLocationId} in (select l.id from work_location l where l.template_id = ${filter.worklocationTemplateId}::uuid)`;
  if (
    !filter.worklocationTemplateElementId ||
    !filter.worklocationTemplateElementFilterOperator ||
    !filter.worklocationTemplateFilterValue
  )
    return ofTemplate;
  const [element] = await tx
    .select({
      elementType: workLocationTemplateElement.elementType,
      templateId: workLocationTemplateElement.templateId,
    })
    .from(workLocationTemplateElement)
    .where(eq(workLocationTemplateElement.id, filter.worklocationTemplateElementId));
  if (!element || element.templateId !== filter.worklocationTemplateId) {
    throw fieldError('WorklocationTemplateElementId', SERVER_MESSAGES.elementNotFound);
  }
  // The field belongs to the template, so its values already name that template's locations; the
  // access-group rule applies to the order itself. Reading work_location_value alone keeps the estimate sane.
  const matching = locationsWithValue(
    {
      elementId: filter.worklocationTemplateElementId,
      operator: filter.worklocationTemplateElementFilterOperator,
      value: filter.worklocationTemplateFilterValue,
    },
    element.elementType as ElementType,
  );
  return sql`${workOrder.workLocationId} in ${matching}`;
}

/** Every condition of the list filter (SPEC section 3), for the page and for its total alike. */
export async function workOrderFilter(tx: Executor, filter: WorkOrderListQuery): Promise<SQL | undefined> {
  const statuses = filterStatuses(filter);
  return and(
    dimensions(workOrder, filter),
    filter.isMapView ? and(isNotNull(workOrder.latitude), isNotNull(workOrder.longitude)) : undefined,
    orderSearch(filter.searchString),
    dateRange(filter, statuses),
    await templateFilter(tx, filter),
  );
}

/** Newest first, exactly as work_order_created_idx is sorted (created_at desc nulls last, id). */
export const NEWEST_FIRST = [sql`${workOrder.createdAt} desc nulls last`, asc(workOrder.id)];

/**
 * The caller's organisation as a value (row-level security has it too, as an expression the planner cannot
 * see through), so pages are read in the order of the organisation's created_at index.
 */
export async function organisationValue(tx: Executor): Promise<string> {
  const known = scopeOf(tx)?.organisationId;
  if (known) return known;
  const [scope] = await tx
    .select({ organisationId: sql<string>`current_setting('app.organisation_id', true)` })
    .from(sql`(select 1) as scope`);
  return scope!.organisationId;
}

/**
 * POST Workorder/GetAll: newest first. The page's ids come from work_order alone (an index range on the
 * ordering), then only those rows are joined for their names, so a page costs the same at any table size.
 */
export async function listWorkOrders(
  tx: Executor,
  filter: WorkOrderListQuery,
): Promise<{ workorders: WorkOrder[]; pageTotal: number }> {
  const where = and(
    eq(workOrder.organisationId, await organisationValue(tx)),
    await workOrderFilter(tx, filter),
  );
  // The page's ids and the total in one statement (one round trip fewer).
  const pageIds = tx
    .select({ id: workOrder.id })
    .from(workOrder)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [found] = await tx
    .select({
      ids: sql<string[]>`array(${pageIds})`,
      total: sql<string>`(${workOrderTotal(tx, filter, where)})`,
    })
    .from(sql`(select 1) as one`);
  const page = found?.ids ?? [];
  const pageTotal = Number(found?.total ?? 0);
  if (page.length === 0) return { workorders: [], pageTotal };
  const rows = await ordersWithIds(tx, page);
  return { workorders: rows.map(toListItem), pageTotal };
}

export async function getWorkOrder(tx: Executor, id: string): Promise<WorkOrderDetail | null> {
  const [row] = await orderWithId(tx, id);
  return row ? toDetail(row) : null;
}

export async function mustGetWorkOrder(tx: Executor, id: string): Promise<WorkOrderDetail> {
  const found = await getWorkOrder(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.workOrderNotFound);
  return found;
}

/** Orders by id in a stable order, for the bulk calls' messages. */
export async function ordersByIds(tx: Executor, ids: readonly string[]) {
  const rows = await ordersWithIds(tx, ids);
  return rows.map(toDetail).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
