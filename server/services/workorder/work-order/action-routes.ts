import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { type HistoryAction } from '../../../../src/domain/work-order-history';
import { approvalName, statusName, WORK_ORDER_STATUS } from '../../../../src/domain/workorders';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { crew, vendor, workOrderStatusHistory } from '../../../db/schema/index';
import * as contracts from '../../../../src/domain/contracts/workorder/orders';
import { defineRoute } from '../../../lib/route';
import {
  assignRefusal,
  checkAll,
  lockOrderAt,
  lockOrders,
  recordHistory,
  reopenActivities,
  refuseIf,
  reopenRefusal,
  setOrders,
  NOT_COMPLETED,
} from './lifecycle';
import { mustGetWorkOrder } from './list';
import { assertAssignable, locationForOrder } from './order-references';
import { notifyAssigned, notifyReassignedAway } from './notify';
import { tenantJoin } from '../../../db/tenant-join';

/**
 * The lifecycle calls: assign, reopen, move location, history (approval is in work-order-approval-routes,
 * recording field work in work-order-field-routes).
 */
export async function workOrderActionRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.assignWorkOrders, {
    handler: async ({ tx, auth, body }) => {
      const { vendorName: _vendorName, crewName } = await assertAssignable(tx, body.vendorId, body.crewId);
      const ids = body.workOrderIds;
      const orders = checkAll(ids, await lockOrders(tx, ids), assignRefusal);
      // The same vendor and crew again changes nothing: a replayed assign is harmless.
      const changed = orders.filter(
        (o) =>
          o.vendorId !== body.vendorId || o.crewId !== body.crewId || o.status !== WORK_ORDER_STATUS.assigned,
      );
      await setOrders(
        tx,
        auth,
        changed.map((o) => o.id),
        { vendorId: body.vendorId, crewId: body.crewId, status: WORK_ORDER_STATUS.assigned },
      );
      await recordHistory(
        tx,
        auth,
        changed.map((o) => ({
          workOrderId: o.id,
          action: (o.status === WORK_ORDER_STATUS.unassigned ? 'assigned' : 'reassigned') as HistoryAction,
          status: WORK_ORDER_STATUS.assigned,
          approvalStatus: null,
          vendorId: body.vendorId,
          crewId: body.crewId,
        })),
      );
      await notifyAssigned(tx, auth, body.vendorId, crewName, changed);
      await notifyReassignedAway(tx, auth, body.vendorId, changed);
      return { workOrderIds: ids, count: ids.length };
    },
  });

  async function reopen(tx: Tx, auth: AuthContext, ids: string[], remarks: string | null) {
    const orders = checkAll(ids, await lockOrders(tx, ids), reopenRefusal);
    await setOrders(tx, auth, ids, {
      status: WORK_ORDER_STATUS.assigned,
      approvalStatus: null,
      ...NOT_COMPLETED,
    });
    await reopenActivities(tx, ids);
    await recordHistory(
      tx,
      auth,
      orders.map((o) => ({
        workOrderId: o.id,
        action: 'reopened',
        status: WORK_ORDER_STATUS.assigned,
        approvalStatus: null,
        vendorId: o.vendorId,
        crewId: o.crewId,
        remarks,
      })),
    );
    return orders;
  }

  defineRoute(app, contracts.reopenWorkOrder, {
    handler: async ({ tx, auth, body }) => {
      await lockOrderAt(tx, body.workorderId, body.version, () => mustGetWorkOrder(tx, body.workorderId));
      await reopen(tx, auth, [body.workorderId], body.remarks);
      return mustGetWorkOrder(tx, body.workorderId);
    },
  });

  defineRoute(app, contracts.reopenWorkOrders, {
    handler: async ({ tx, auth, body }) => {
      await reopen(tx, auth, body.workOrderIds, body.remarks);
      return { workOrderIds: body.workOrderIds, count: body.workOrderIds.length };
    },
  });

  defineRoute(app, contracts.moveWorkOrderLocation, {
    handler: async ({ tx, auth, body }) => {
      const order = await lockOrderAt(tx, body.workorderId, body.version, () =>
        mustGetWorkOrder(tx, body.workorderId),
      );
      refuseIf(order.status === WORK_ORDER_STATUS.completed ? SERVER_MESSAGES.cannotMoveLocation : null);
      const location = await locationForOrder(tx, body.workLocationId, order.projectId);
      const before = await mustGetWorkOrder(tx, order.id);
      await setOrders(tx, auth, [order.id], { workLocationId: body.workLocationId, ...location });
      await recordHistory(tx, auth, [
        {
          workOrderId: order.id,
          action: 'locationChanged',
          status: order.status,
          approvalStatus: order.approvalStatus,
          vendorId: order.vendorId,
          crewId: order.crewId,
          remarks: `${before.locationIdentifier} → ${location.locationIdentifier}`,
        },
      ]);
      return mustGetWorkOrder(tx, order.id);
    },
  });

  defineRoute(app, contracts.getWorkOrderStatusHistory, {
    handler: async ({ tx, query }) => {
      await mustGetWorkOrder(tx, query.workorderId);
      const rows = await tx
        .select({
          id: workOrderStatusHistory.id,
          action: workOrderStatusHistory.action,
          status: workOrderStatusHistory.status,
          approvalStatus: workOrderStatusHistory.approvalStatus,
          vendorName: vendor.name,
          crewName: crew.name,
          remarks: workOrderStatusHistory.remarks,
          changedByName: workOrderStatusHistory.changedByName,
          changedAt: workOrderStatusHistory.changedAt,
        })
        .from(workOrderStatusHistory)
        .leftJoin(vendor, tenantJoin(vendor.id, workOrderStatusHistory.vendorId))
        .leftJoin(crew, tenantJoin(crew.id, workOrderStatusHistory.crewId))
        .where(eq(workOrderStatusHistory.workOrderId, query.workorderId))
        .orderBy(asc(workOrderStatusHistory.changedAt), asc(workOrderStatusHistory.id));
      return {
        statusHistory: rows.map((row) => ({
          ...row,
          action: row.action as HistoryAction,
          statusName: statusName(row.status),
          approvalStatusName: approvalName(row.approvalStatus),
          changedAt: row.changedAt.toISOString(),
        })),
      };
    },
  });
}
