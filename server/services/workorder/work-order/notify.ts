import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { notify } from '../../../notifications/notify';

const codes = (orders: Array<{ code: string }>) =>
  orders.length <= 5
    ? orders.map((o) => o.code).join(', ')
    : `${orders
        .slice(0, 5)
        .map((o) => o.code)
        .join(', ')} and ${orders.length - 5} more`;
const link = (orders: Array<{ id: string }>) =>
  orders.length === 1 ? `/work-order/${orders[0]!.id}` : '/work-order/quick-view';

/** Work assigned to a vendor's crew: the vendor's users who see work orders are told. */
export function notifyAssigned(
  tx: Executor,
  auth: AuthContext,
  vendorId: string,
  crewName: string,
  orders: Array<{ id: string; code: string }>,
) {
  if (orders.length === 0) return Promise.resolve(0);
  return notify(tx, {
    organisationId: auth.organisationId,
    event: 'workOrderAssigned',
    audience: { permission: 'workOrder.view', vendorId },
    title:
      orders.length === 1
        ? `Work order ${orders[0]!.code} assigned to ${crewName}`
        : `${orders.length} work orders assigned to ${crewName}`,
    body: `${codes(orders)} ${orders.length === 1 ? 'is' : 'are'} assigned to ${crewName}.`,
    link: link(orders),
    excludeUserIds: [auth.userId],
  });
}

/**
 * Work taken from a vendor's crew and given to another vendor: the users of the vendor that had it are told
 * (they no longer see the orders, so the link is their list). Moves inside one vendor are told by
 * notifyAssigned already.
 */
export async function notifyReassignedAway(
  tx: Executor,
  auth: AuthContext,
  toVendorId: string,
  orders: Array<{ id: string; code: string; vendorId: string | null }>,
) {
  const byVendor = new Map<string, Array<{ id: string; code: string }>>();
  for (const order of orders) {
    if (!order.vendorId || order.vendorId === toVendorId) continue;
    byVendor.set(order.vendorId, [...(byVendor.get(order.vendorId) ?? []), order]);
  }
  for (const [vendorId, moved] of byVendor) {
    await notify(tx, {
      organisationId: auth.organisationId,
      event: 'workOrderAssigned',
      audience: { permission: 'workOrder.view', vendorId },
      title:
        moved.length === 1
          ? `Work order ${moved[0]!.code} was reassigned to another vendor`
          : `${moved.length} work orders were reassigned to another vendor`,
      body: `${codes(moved)} ${moved.length === 1 ? 'is' : 'are'} no longer with your crew.`,
      link: '/work-order/quick-view',
      excludeUserIds: [auth.userId],
    });
  }
}

/** Completed work awaits approval: the organisation's approvers are asked; the vendor's users are told. */
export async function notifyCompleted(
  tx: Executor,
  auth: AuthContext,
  order: { id: string; code: string; vendorId: string | null },
) {
  const body = `${order.code} is completed and awaits approval.`;
  await notify(tx, {
    organisationId: auth.organisationId,
    event: 'approvalNeeded',
    audience: { permission: 'workOrder.approve', vendorId: null },
    title: `Work order ${order.code} awaits approval`,
    body,
    link: link([order]),
    excludeUserIds: [auth.userId],
  });
  if (order.vendorId) {
    await notify(tx, {
      organisationId: auth.organisationId,
      event: 'workOrderCompleted',
      audience: { permission: 'workOrder.view', vendorId: order.vendorId },
      title: `Work order ${order.code} completed`,
      body,
      link: link([order]),
      excludeUserIds: [auth.userId],
    });
  }
}

/** An approval decision goes to the vendor whose crew did the work. */
export function notifyDecided(
  tx: Executor,
  auth: AuthContext,
  order: { id: string; code: string; vendorId: string | null },
  approved: boolean,
  remarks: string | null,
) {
  if (!order.vendorId) return Promise.resolve(0);
  return notify(tx, {
    organisationId: auth.organisationId,
    event: 'approvalDecided',
    audience: { permission: 'workOrder.view', vendorId: order.vendorId },
    title: `Work order ${order.code} ${approved ? 'approved' : 'rejected'}`,
    body: `${order.code} was ${approved ? 'approved' : 'rejected'} by ${auth.name}.${remarks ? ` ${remarks}` : ''}`,
    link: link([order]),
    excludeUserIds: [auth.userId],
  });
}
