import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { WORK_ORDER_STATUS } from '../../../../src/domain/workorders';
import { workOrder, workOrderActivity } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../lib/http-errors';
import * as contracts from '../../../../src/domain/contracts/workorder/orders';
import { defineRoute } from '../../../lib/route';
import { defineExportRoute, defineImportRoute } from '../../file/index';
import {
  checkAll,
  deleteRefusals,
  lockOrderAt,
  lockOrders,
  nameOfStatus,
  recordHistory,
  refuse,
  setOrders,
} from './lifecycle';
import { listWorkOrders, mustGetWorkOrder } from './list';
import { draftWorkOrder, numberWorkOrder } from './writes';
import { listWorkOrderMap } from './map';

/** Work orders: create, read, list, edit, hold and resume, delete one or many. */
export async function workOrderRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllWorkOrders, {
    // A map of 100,000 orders is about 10 MB of JSON: the fastest settings compress it in about 50 ms
    // (brotli) or 100 ms (gzip) instead of 200 to 450, for 6 to 10% more bytes (bench/README.md).
    compress: {
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
      zlibOptions: { level: 1 },
    },
    handler: ({ tx, body }) => (body.isMapView ? listWorkOrderMap(tx, body) : listWorkOrders(tx, body)),
  });

  defineRoute(app, contracts.getWorkOrderById, {
    handler: ({ tx, query }) => mustGetWorkOrder(tx, query.workorderId),
  });

  defineRoute(app, contracts.createWorkOrder, {
    // Read back before the code is given: the code's counter row stays locked from then until COMMIT.
    handler: async ({ tx, auth, body }) => {
      const draft = await draftWorkOrder(tx, auth, body);
      const order = await mustGetWorkOrder(tx, draft.id);
      return { ...order, code: await numberWorkOrder(tx, auth, draft) };
    },
  });

  defineRoute(app, contracts.updateWorkOrder, {
    handler: async ({ tx, auth, query, body }) => {
      const id = query.workorderId;
      const order = await lockOrderAt(tx, id, body.version, () => mustGetWorkOrder(tx, id));
      let status = order.status;
      if (body.onHold === true && status !== WORK_ORDER_STATUS.onHold) {
        if (status !== WORK_ORDER_STATUS.assigned && status !== WORK_ORDER_STATUS.inProgress)
          throw refuse(SERVER_MESSAGES.cannotHold(nameOfStatus(order)));
        status = WORK_ORDER_STATUS.onHold;
      } else if (body.onHold === false && status === WORK_ORDER_STATUS.onHold) {
        const [started] = await tx
          .select({ id: workOrderActivity.activityId })
          .from(workOrderActivity)
          .where(eq(workOrderActivity.workOrderId, id))
          .limit(1);
        status = started ? WORK_ORDER_STATUS.inProgress : WORK_ORDER_STATUS.assigned;
      }
      const time = (value: string | null | undefined) =>
        value === undefined ? undefined : value === null ? null : new Date(value);
      await setOrders(tx, auth, [id], {
        status,
        description: body.description,
        plannedStartTime: time(body.plannedStartTime),
        plannedEndTime: time(body.plannedEndTime),
      });
      const updated = await mustGetWorkOrder(tx, id);
      if (
        updated.plannedStartTime &&
        updated.plannedEndTime &&
        updated.plannedEndTime < updated.plannedStartTime
      ) {
        throw fieldError('PlannedEndTime', 'must not be before the planned start');
      }
      if (status !== order.status) {
        await recordHistory(tx, auth, [
          {
            workOrderId: id,
            action: status === WORK_ORDER_STATUS.onHold ? 'onHold' : 'resumed',
            status,
            approvalStatus: null,
            vendorId: order.vendorId,
            crewId: order.crewId,
          },
        ]);
      }
      return mustGetWorkOrder(tx, id);
    },
  });

  defineRoute(app, contracts.deleteWorkOrder, {
    handler: async ({ tx, query }) => {
      const order = (await lockOrders(tx, [query.workorderId])).get(query.workorderId);
      if (!order) throw notFound(SERVER_MESSAGES.workOrderNotFound);
      const refusal = (await deleteRefusals(tx, [order])).get(order.id);
      if (refusal) throw refuse(refusal);
      await tx.delete(workOrder).where(eq(workOrder.id, order.id));
      return { id: order.id };
    },
  });

  defineRoute(app, contracts.deleteWorkOrders, {
    handler: async ({ tx, body }) => {
      const ids = body.workOrderIds;
      const orders = await lockOrders(tx, ids);
      const refusals = await deleteRefusals(tx, [...orders.values()]);
      checkAll(ids, orders, (order) => refusals.get(order.id) ?? null);
      await tx.delete(workOrder).where(inArray(workOrder.id, ids));
      return { workOrderIds: ids, count: ids.length };
    },
  });

  defineImportRoute(app, 'workOrder', contracts.importWorkOrders);
  defineExportRoute(app, 'workOrder', contracts.exportWorkOrders);
}
