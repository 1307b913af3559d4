import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deletedSchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { bulkResultSchema, workOrderIdsSchema } from '../../../../src/domain/work-order-actions';
import {
  WORK_ORDER_STATUS,
  workOrderCreateSchema,
  workOrderDetailSchema,
  workOrderListQuerySchema,
  workOrderListSchema,
  workOrderUpdateSchema,
} from '../../../../src/domain/workorders';
import { workOrderMapListSchema } from '../../../../src/domain/work-order-map';
import { workOrder, workOrderActivity } from '../../../db/schema/index';
import { camelQuery } from '../../../../src/domain/fields';
import { fieldError, notFound } from '../../../lib/http-errors';
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
import { idQuery, tags } from './route-shared';

/** Work orders: create, read, list, edit, hold and resume, delete one or many. */
export async function workOrderRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/GetAll',
      summary:
        'Work orders, newest first, filtered as SPEC section 3 lists (returned as workorders and pageTotal)',
      permission: 'workOrder.view',
      body: camelQuery(workOrderListQuerySchema),
      // The maps' answer (isMapView) is columns of what a marker needs; the list's is full orders.
      response: z.union([workOrderListSchema, workOrderMapListSchema]),
      // A map of 100,000 orders is about 10 MB of JSON: the fastest settings compress it in about 50 ms
      // (brotli) or 100 ms (gzip) instead of 200 to 450, for 6 to 10% more bytes (bench/README.md).
      compress: {
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
        zlibOptions: { level: 1 },
      },
      handler: ({ tx, body }) => (body.isMapView ? listWorkOrderMap(tx, body) : listWorkOrders(tx, body)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Workorder/GetById',
      summary: 'One work order with its approval decision',
      permission: 'workOrder.view',
      query: idQuery,
      response: workOrderDetailSchema,
      handler: ({ tx, query }) => mustGetWorkOrder(tx, query.workorderId),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder',
      summary:
        'Create a work order at a work location with the workflow’s published version; vendor and crew assign it at once',
      permission: 'workOrder.create',
      body: workOrderCreateSchema,
      response: workOrderDetailSchema,
      // Read back before the code is given: the code's counter row stays locked from then until COMMIT.
      handler: async ({ tx, auth, body }) => {
        const draft = await draftWorkOrder(tx, auth, body);
        const order = await mustGetWorkOrder(tx, draft.id);
        return { ...order, code: await numberWorkOrder(tx, auth, draft) };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Workorder',
      summary:
        'Update the basic detail (planned times, description); onHold puts assigned or started work on hold or resumes it',
      permission: 'workOrder.update',
      query: idQuery,
      body: workOrderUpdateSchema,
      response: workOrderDetailSchema,
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Workorder',
      summary: 'Delete an unstarted work order (nothing recorded, not completed) with its history',
      permission: 'workOrder.delete',
      query: idQuery,
      response: deletedSchema,
      handler: async ({ tx, query }) => {
        const order = (await lockOrders(tx, [query.workorderId])).get(query.workorderId);
        if (!order) throw notFound(SERVER_MESSAGES.workOrderNotFound);
        const refusal = (await deleteRefusals(tx, [order])).get(order.id);
        if (refusal) throw refuse(refusal);
        await tx.delete(workOrder).where(eq(workOrder.id, order.id));
        return { id: order.id };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Workorder/Bulk',
      summary:
        'Delete several unstarted work orders: all of them, or none with a 422 naming each refused one',
      permission: 'workOrder.delete',
      body: workOrderIdsSchema,
      response: bulkResultSchema,
      handler: async ({ tx, body }) => {
        const ids = body.workOrderIds;
        const orders = await lockOrders(tx, ids);
        const refusals = await deleteRefusals(tx, [...orders.values()]);
        checkAll(ids, orders, (order) => refusals.get(order.id) ?? null);
        await tx.delete(workOrder).where(inArray(workOrder.id, ids));
        return { workOrderIds: ids, count: ids.length };
      },
    },
    tags,
  );

  defineImportRoute(app, 'workOrder');
  defineExportRoute(app, 'workOrder');
}
