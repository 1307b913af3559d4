import type { SQLWrapper } from 'drizzle-orm';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldError } from '../../../../src/domain/envelope';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { HistoryAction } from '../../../../src/domain/work-order-history';
import { APPROVAL_STATUS, statusName, WORK_ORDER_STATUS } from '../../../../src/domain/workorders';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { workOrder, workOrderActivity, workOrderStatusHistory } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { conflict, HttpError, notFound } from '../../../lib/http-errors';
import { withoutVendorScope } from '../../../lib/vendor-scope';

/** The columns the lifecycle rules read, taken with a row lock so concurrent changes queue. */
export interface LockedOrder {
  id: string;
  code: string;
  status: number;
  approvalStatus: number | null;
  vendorId: string | null;
  crewId: string | null;
  version: number;
  workflowId: string;
  publishedVersion: number;
  projectId: string;
  workLocationId: string;
}

const lockedColumns = {
  id: workOrder.id,
  code: workOrder.code,
  status: workOrder.status,
  approvalStatus: workOrder.approvalStatus,
  vendorId: workOrder.vendorId,
  crewId: workOrder.crewId,
  version: workOrder.version,
  workflowId: workOrder.workflowId,
  publishedVersion: workOrder.publishedVersion,
  projectId: workOrder.projectId,
  workLocationId: workOrder.workLocationId,
};

/** The columns an order that is no longer complete clears: its end, completion and approval. */
export const NOT_COMPLETED = {
  actualEndTime: null,
  completedAt: null,
  approvalRemarks: null,
  approvalSignatureUrl: null,
  approvedBy: null,
  approvedAt: null,
} as const;

/** Locks the orders (in id order, so two bulk calls cannot deadlock); ids the caller cannot see are absent. */
export async function lockOrders(tx: Executor, ids: readonly string[]): Promise<Map<string, LockedOrder>> {
  const rows = await tx
    .select(lockedColumns)
    .from(workOrder)
    .where(inArray(workOrder.id, [...ids]))
    .orderBy(workOrder.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** One order at the version the caller saw: 404 when hidden or gone, 409 (with the order) when changed since. */
export async function lockOrderAt(
  tx: Executor,
  id: string,
  version: number,
  current: () => Promise<unknown>,
): Promise<LockedOrder> {
  const order = (await lockOrders(tx, [id])).get(id);
  if (!order) throw notFound(SERVER_MESSAGES.workOrderNotFound);
  if (order.version !== version) throw conflict(SERVER_MESSAGES.staleVersion, await current());
  return order;
}

/**
 * The bulk calls are all-or-nothing: every id is checked first and, if any is refused, the call answers
 * 422 naming each refused order by its position and code, and changes nothing.
 */
export function checkAll(
  ids: readonly string[],
  orders: Map<string, LockedOrder>,
  reason: (order: LockedOrder) => string | null,
): LockedOrder[] {
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    const order = orders.get(id);
    const why = order ? reason(order) : SERVER_MESSAGES.workOrdersNotFound;
    if (why) errors.push({ field: `WorkOrderIds[${index}]`, message: order ? `${order.code}: ${why}` : why });
  });
  if (errors.length > 0)
    throw new HttpError(422, 'Not allowed', SERVER_MESSAGES.workOrderRefused, {
      errors,
      returnMessage: errors.map((e) => e.message),
    });
  return ids.map((id) => orders.get(id)!);
}

/** A refusal of one order's change: 422 with the reason. */
export function refuse(message: string): HttpError {
  return new HttpError(422, 'Not allowed', message);
}

/** Throws the refusal a rule gave, if any. */
export function refuseIf(reason: string | null): void {
  if (reason) throw refuse(reason);
}

export const nameOfStatus = (order: Pick<LockedOrder, 'status'>) => statusName(order.status).toLowerCase();

// The rules of SPEC section 4, as predicates that give the reason for a refusal.

export function assignRefusal(order: LockedOrder): string | null {
  const allowed: number[] = [
    WORK_ORDER_STATUS.unassigned,
    WORK_ORDER_STATUS.assigned,
    WORK_ORDER_STATUS.onHold,
  ];
  return allowed.includes(order.status) ? null : SERVER_MESSAGES.cannotAssign(nameOfStatus(order));
}

export function reopenRefusal(order: LockedOrder): string | null {
  return order.status === WORK_ORDER_STATUS.completed
    ? null
    : SERVER_MESSAGES.cannotReopen(nameOfStatus(order));
}

export function approvalRefusal(order: LockedOrder): string | null {
  return order.status === WORK_ORDER_STATUS.completed && order.approvalStatus === APPROVAL_STATUS.pending
    ? null
    : SERVER_MESSAGES.cannotApprove;
}

/** Work is recorded on assigned or started work, and corrected on completed work not yet approved. */
export function recordRefusal(order: LockedOrder): string | null {
  if (order.status === WORK_ORDER_STATUS.assigned || order.status === WORK_ORDER_STATUS.inProgress)
    return null;
  if (order.status === WORK_ORDER_STATUS.completed && order.approvalStatus !== APPROVAL_STATUS.approved)
    return null;
  return SERVER_MESSAGES.cannotRecord(nameOfStatus(order));
}

/** Only unstarted work can be deleted: nothing recorded, not completed. */
export async function deleteRefusals(tx: Executor, orders: LockedOrder[]): Promise<Map<string, string>> {
  const started = await tx
    .selectDistinct({ id: workOrderActivity.workOrderId })
    .from(workOrderActivity)
    .where(
      inArray(
        workOrderActivity.workOrderId,
        orders.map((o) => o.id),
      ),
    );
  const withWork = new Set(started.map((s) => s.id));
  const refusals = new Map<string, string>();
  for (const order of orders) {
    const unstarted: number[] = [
      WORK_ORDER_STATUS.unassigned,
      WORK_ORDER_STATUS.assigned,
      WORK_ORDER_STATUS.onHold,
    ];
    if (!unstarted.includes(order.status) || withWork.has(order.id))
      refusals.set(order.id, SERVER_MESSAGES.cannotDelete);
  }
  return refusals;
}

export interface HistoryEntry {
  workOrderId: string;
  action: HistoryAction;
  status: number;
  approvalStatus: number | null;
  vendorId: string | null;
  crewId: string | null;
  remarks?: string | null;
}

/**
 * Writes status-history rows in the transaction of the change they describe; `change`, a write of that change
 * (an insert of the orders), goes in the same statement, ahead of the rows: one round trip instead of two.
 */
export async function recordHistory(
  tx: Executor,
  auth: AuthContext,
  entries: HistoryEntry[],
  change?: SQLWrapper,
): Promise<void> {
  if (entries.length === 0) {
    if (change) await tx.execute(change.getSQL());
    return;
  }
  const writer = change ? tx.with(tx.$with('change', {}).as(change.getSQL())) : tx;
  await writer.insert(workOrderStatusHistory).values(
    entries.map((entry) => ({
      organisationId: auth.organisationId,
      id: newId(),
      workOrderId: entry.workOrderId,
      action: entry.action,
      status: entry.status,
      approvalStatus: entry.approvalStatus,
      vendorId: entry.vendorId,
      crewId: entry.crewId,
      remarks: entry.remarks ?? null,
      changedBy: auth.userId,
      changedByName: auth.name,
    })),
  );
}

/** Sets columns of the given orders and bumps their versions and audit columns. */
export async function setOrders(
  tx: Executor,
  auth: AuthContext,
  ids: readonly string[],
  values: Partial<typeof workOrder.$inferInsert>,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(workOrder)
    .set({ ...values, version: sql`${workOrder.version} + 1`, updatedAt: sql`now()`, updatedBy: auth.userId })
    .where(and(inArray(workOrder.id, [...ids])));
}

/** Activities of reopened work go back to in progress so the crew can correct them. */
export async function reopenActivities(tx: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(workOrderActivity)
    .set({ status: 2, completedAt: null })
    .where(and(inArray(workOrderActivity.workOrderId, [...ids]), eq(workOrderActivity.status, 3)));
}

/**
 * Copies a work location's identifier, access group and position into its work orders after the location
 * changed, in the same transaction. Every vendor's orders follow (the vendor scope is lifted for this one
 * statement; the organisation and access-group rules still apply).
 */
export async function copyLocationToOrders(tx: Executor, workLocationId: string): Promise<void> {
  await withoutVendorScope(tx, () =>
    tx.execute(sql`
        update work_order o
           set location_identifier = l.location_identifier, access_group_id = l.access_group_id, latitude = l.latitude, longitude = l.longitude
          from work_location l
         where l.id = ${workLocationId}::uuid and o.organisation_id = l.organisation_id and o.work_location_id = l.id
           and (o.location_identifier, o.access_group_id, o.latitude, o.longitude) is distinct from (l.location_identifier, l.access_group_id, l.latitude, l.longitude)`),
  );
}
