import { APPROVAL_STATUS, WORK_ORDER_STATUS, type WorkOrder } from '../../../domain/workorders';

export type QuickAction = 'assign' | 'reopen' | 'approve' | 'reject';

/** The permission flags the quick view's actions need (SPEC section 6). */
export interface QuickActionRights {
  update: boolean;
  reopen: boolean;
  approve: boolean;
}

export const QUICK_ACTION_LABELS: Readonly<Record<QuickAction, string>> = {
  assign: 'Assign',
  reopen: 'Re-Open',
  approve: 'Approve',
  reject: 'Reject',
};

const ASSIGNABLE: ReadonlySet<number> = new Set([
  WORK_ORDER_STATUS.unassigned,
  WORK_ORDER_STATUS.assigned,
  WORK_ORDER_STATUS.onHold,
]);

/**
 * The actions one order offers, following the server's transitions: assign from unassigned, assigned or on
 * hold; reopen completed work whatever its approval; approve or reject only completed work still pending.
 */
export function quickActions(
  order: Pick<WorkOrder, 'status' | 'approvalStatus'>,
  rights: QuickActionRights,
): QuickAction[] {
  const actions: QuickAction[] = [];
  if (rights.update && ASSIGNABLE.has(order.status)) actions.push('assign');
  const completed = order.status === WORK_ORDER_STATUS.completed;
  if (rights.approve && completed && order.approvalStatus === APPROVAL_STATUS.pending)
    actions.push('approve', 'reject');
  if (rights.reopen && completed) actions.push('reopen');
  return actions;
}
