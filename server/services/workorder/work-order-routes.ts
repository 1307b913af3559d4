import zlib from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deletedSchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import { bulkResultSchema, workOrderIdsSchema } from '../../../src/domain/work-order-actions';
import {
  WORK_ORDER_STATUS,
  workOrderCreateSchema,
  workOrderDetailSchema,
  workOrderListQuerySchema,
  workOrderListSchema,
  workOrderUpdateSchema,
} from '../../../src/domain/workorders';
import { workOrderMapListSchema } from '../../../src/domain/work-order-map';
import type { Tx } from '../../db/client';
import { workflow, workOrder, workOrderActivity, workOrderCounter } from '../../db/schema/index';
import { camelQuery } from '../../../src/domain/fields';
import { newId } from '../../lib/crypto';
import { fieldError, notFound } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { resolveVendorId } from '../../lib/vendor-scope';
import { getProject } from './projects';
import {
  assertAssignable,
  checkAll,
  deleteRefusals,
  lockOrderAt,
  locationForOrder,
  lockOrders,
  nameOfStatus,
  recordHistory,
  refuse,
  setOrders,
} from './work-order-lifecycle';
import { listWorkOrders, mustGetWorkOrder } from './work-order-list';
import { listWorkOrderMap } from './work-order-map';
import { notifyAssigned } from './work-order-notify';
import { idQuery, tags } from './work-order-route-shared';

/** The next code of the organisation: WO-000001, WO-000002, ... (the counter row serialises creates). */
async function nextCode(tx: Tx, organisationId: string): Promise<string> {
  const [row] = await tx
    .insert(workOrderCounter)
    .values({ organisationId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: workOrderCounter.organisationId,
      set: { lastNumber: sql`${workOrderCounter.lastNumber} + 1` },
    })
    .returning({ n: workOrderCounter.lastNumber });
  return `WO-${String(row!.n).padStart(6, '0')}`;
}

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
      handler: async ({ tx, auth, body }) => {
        const vendorId = resolveVendorId(auth, body.vendorId);
        if (vendorId && !body.crewId) throw fieldError('CrewId', 'Crew is required.*');
        if (!(await getProject(tx, body.projectId)))
          throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
        const location = await locationForOrder(tx, body.workLocationId, body.projectId);
        const [flow] = await tx
          .select({ isActive: workflow.isActive, publishedVersion: workflow.publishedVersion })
          .from(workflow)
          .where(eq(workflow.id, body.workflowId));
        if (!flow) throw fieldError('WorkflowId', SERVER_MESSAGES.workflowNotFound);
        if (!flow.isActive) throw fieldError('WorkflowId', SERVER_MESSAGES.workflowInactive);
        const assignment = vendorId && body.crewId ? await assertAssignable(tx, vendorId, body.crewId) : null;
        const id = body.id ?? newId();
        const status = assignment ? WORK_ORDER_STATUS.assigned : WORK_ORDER_STATUS.unassigned;
        const code = await nextCode(tx, auth.organisationId);
        await tx.insert(workOrder).values({
          organisationId: auth.organisationId,
          id,
          code,
          projectId: body.projectId,
          workLocationId: body.workLocationId,
          ...location,
          workflowId: body.workflowId,
          publishedVersion: flow.publishedVersion,
          vendorId: assignment ? vendorId : null,
          crewId: assignment ? body.crewId : null,
          status,
          description: body.description,
          plannedStartTime: body.plannedStartTime ? new Date(body.plannedStartTime) : null,
          plannedEndTime: body.plannedEndTime ? new Date(body.plannedEndTime) : null,
          createdBy: auth.userId,
          updatedBy: auth.userId,
        });
        await recordHistory(tx, auth, [
          {
            workOrderId: id,
            action: 'created',
            status,
            approvalStatus: null,
            vendorId: assignment ? vendorId : null,
            crewId: assignment ? body.crewId : null,
          },
        ]);
        if (assignment && vendorId)
          await notifyAssigned(tx, auth, vendorId, assignment.crewName, [{ id, code }]);
        return mustGetWorkOrder(tx, id);
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
}
