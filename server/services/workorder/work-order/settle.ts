import { and, eq } from 'drizzle-orm';
import type { WorkflowActivity } from '../../../../src/domain/workflows';
import { ACTIVITY_STATUS } from '../../../../src/domain/work-order-activities';
import type { HistoryAction } from '../../../../src/domain/work-order-history';
import { APPROVAL_STATUS, WORK_ORDER_STATUS } from '../../../../src/domain/workorders';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { userAccount, workOrderActivity, workOrderElementValue } from '../../../db/schema/index';
import type { LockedOrder } from './lifecycle';
import { NOT_COMPLETED, recordHistory, setOrders } from './lifecycle';
import { tenantJoin } from '../../../db/tenant-join';

/** What is recorded on an order: its activity rows by activity, and its element values by activity/element. */
export async function recorded(tx: Executor, workOrderId: string) {
  const [rows, values] = await Promise.all([
    tx.select().from(workOrderActivity).where(eq(workOrderActivity.workOrderId, workOrderId)),
    tx
      .select({ value: workOrderElementValue, capturedByName: userAccount.name })
      .from(workOrderElementValue)
      .leftJoin(userAccount, tenantJoin(userAccount.id, workOrderElementValue.capturedBy))
      .where(eq(workOrderElementValue.workOrderId, workOrderId)),
  ]);
  return {
    rows: new Map(rows.map((row) => [row.activityId, row])),
    values: new Map(
      values.map(({ value, capturedByName }) => [
        `${value.activityId}/${value.elementId}`,
        { ...value, capturedByName },
      ]),
    ),
  };
}

/**
 * Derives each activity's status from its recorded values (completed when every required element has one,
 * and something was recorded), then the order's: all activities completed makes it Completed and pending
 * approval (again, after a rejection); anything recorded on assigned work starts it; losing a required
 * value takes completed work back to In Progress. Writes the order and one status-history row.
 */
export async function settle(
  tx: Executor,
  auth: AuthContext,
  order: LockedOrder,
  activities: WorkflowActivity[],
  remarks: string,
  action: HistoryAction = 'activitySubmitted',
) {
  const { rows, values } = await recorded(tx, order.id);
  const now = new Date();
  let allComplete = activities.length > 0;
  for (const activity of activities) {
    const row = rows.get(activity.id);
    const elements = activity.tasks.flatMap((t) => t.elements);
    const has = (e: (typeof elements)[number]) => values.has(`${activity.id}/${e.id}`);
    const complete = Boolean(row) && elements.filter((e) => e.isRequired).every(has) && elements.some(has);
    if (!complete) allComplete = false;
    if (!row) continue;
    const status = complete ? ACTIVITY_STATUS.completed : ACTIVITY_STATUS.inProgress;
    if (row.status !== status) {
      await tx
        .update(workOrderActivity)
        .set({ status, completedAt: complete ? now : null, updatedBy: auth.userId })
        .where(
          and(eq(workOrderActivity.workOrderId, order.id), eq(workOrderActivity.activityId, activity.id)),
        );
    }
  }
  const startedAt = [...rows.values()].reduce<Date | null>(
    (min, row) => (!min || row.startedAt < min ? row.startedAt : min),
    null,
  );

  let next: { status: number; approvalStatus: number | null; action: HistoryAction };
  let values2: Record<string, unknown> = {};
  const wasCompleted = order.status === WORK_ORDER_STATUS.completed;
  if (allComplete && (!wasCompleted || order.approvalStatus === APPROVAL_STATUS.rejected)) {
    next = {
      status: WORK_ORDER_STATUS.completed,
      approvalStatus: APPROVAL_STATUS.pending,
      action: 'completed',
    };
    values2 = {
      actualStartTime: startedAt,
      actualEndTime: now,
      completedAt: now,
      approvalRemarks: null,
      approvalSignatureUrl: null,
      approvedBy: null,
      approvedAt: null,
    };
  } else if (allComplete) {
    next = { status: order.status, approvalStatus: order.approvalStatus, action };
  } else if (wasCompleted) {
    next = { status: WORK_ORDER_STATUS.inProgress, approvalStatus: null, action };
    values2 = NOT_COMPLETED;
  } else if (order.status === WORK_ORDER_STATUS.assigned) {
    next = { status: WORK_ORDER_STATUS.inProgress, approvalStatus: null, action: 'started' };
    values2 = { actualStartTime: startedAt ?? now };
  } else {
    next = { status: order.status, approvalStatus: order.approvalStatus, action };
  }
  await setOrders(tx, auth, [order.id], {
    status: next.status,
    approvalStatus: next.approvalStatus,
    ...values2,
  });
  await recordHistory(tx, auth, [
    {
      workOrderId: order.id,
      action: next.action,
      status: next.status,
      approvalStatus: next.approvalStatus,
      vendorId: order.vendorId,
      crewId: order.crewId,
      remarks,
    },
  ]);
  return {
    ...order,
    status: next.status,
    approvalStatus: next.approvalStatus,
    becameCompleted: next.action === 'completed',
  };
}
