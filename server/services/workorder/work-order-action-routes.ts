import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camelQuery } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import {
  APPROVAL_STATUS,
  approvalName,
  approvalSchema,
  assignManySchema,
  bulkResultSchema,
  deleteElementSchema,
  interchangeSchema,
  reopenSchema,
  resubmitActivitySchema,
  statusHistoryListSchema,
  statusName,
  WORK_ORDER_STATUS,
  workOrderActivitiesSchema,
  workOrderDetailSchema,
  workOrderIdQuerySchema,
  workOrderIdsSchema,
  type HistoryAction,
} from '../../../src/domain/workorders';
import type { AuthContext } from '../../auth/context';
import type { Tx } from '../../db/client';
import { crew, vendor, workOrderStatusHistory } from '../../db/schema/index';
import { fieldError } from '../../lib/http-errors';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { defineRoute } from '../../lib/route';
import { storeDataUrlImage } from '../document/image-data-url';
import { clearElement, readActivities, recordActivity } from './work-order-activities';
import {
  approvalRefusal,
  assertAssignable,
  assignRefusal,
  checkAll,
  lockOrderAt,
  locationForOrder,
  lockOrders,
  recordHistory,
  recordRefusal,
  reopenActivities,
  refuseIf,
  reopenRefusal,
  setOrders,
} from './work-order-lifecycle';
import { mustGetWorkOrder } from './work-order-list';
import { notifyAssigned, notifyCompleted, notifyDecided } from './work-order-notify';

const tags = ['Workorder'];
const idQuery = camelQuery(workOrderIdQuerySchema);
/** Photos and signatures travel inline (base64) in these bodies. */
const PICTURE_BODY_LIMIT = 16 * 1024 * 1024;

/** The lifecycle calls: assign, reopen, approve, record and correct field work, move location, history. */
export async function workOrderActionRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/AssignMultipleWorkorders',
      summary: 'Assign work orders to a vendor’s crew (unassigned, assigned or on-hold work); all or none',
      permission: 'workOrder.update',
      body: assignManySchema,
      response: bulkResultSchema,
      handler: async ({ tx, auth, body }) => {
        const { vendorName: _vendorName, crewName } = await assertAssignable(tx, body.vendorId, body.crewId);
        const ids = body.workOrderIds;
        const orders = checkAll(ids, await lockOrders(tx, ids), assignRefusal);
        // The same vendor and crew again changes nothing: a replayed assign is harmless.
        const changed = orders.filter(
          (o) =>
            o.vendorId !== body.vendorId ||
            o.crewId !== body.crewId ||
            o.status !== WORK_ORDER_STATUS.assigned,
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
        return { workOrderIds: ids, count: ids.length };
      },
    },
    tags,
  );

  async function reopen(tx: Tx, auth: AuthContext, ids: string[], remarks: string | null) {
    const orders = checkAll(ids, await lockOrders(tx, ids), reopenRefusal);
    await setOrders(tx, auth, ids, {
      status: WORK_ORDER_STATUS.assigned,
      approvalStatus: null,
      actualEndTime: null,
      completedAt: null,
      approvalRemarks: null,
      approvalSignatureUrl: null,
      approvedBy: null,
      approvedAt: null,
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

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/ReopenWorkorder',
      summary:
        'Re-open completed work (approved, pending or rejected): back to its crew as assigned, recorded work kept',
      permission: 'workOrder.reopen',
      body: reopenSchema,
      response: workOrderDetailSchema,
      handler: async ({ tx, auth, body }) => {
        await lockOrderAt(tx, body.workorderId, body.version, () => mustGetWorkOrder(tx, body.workorderId));
        await reopen(tx, auth, [body.workorderId], body.remarks);
        return mustGetWorkOrder(tx, body.workorderId);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/ReopenMultipleWorkorders',
      summary: 'Re-open several completed work orders; all or none',
      permission: 'workOrder.reopen',
      body: workOrderIdsSchema,
      response: bulkResultSchema,
      handler: async ({ tx, auth, body }) => {
        await reopen(tx, auth, body.workOrderIds, body.remarks);
        return { workOrderIds: body.workOrderIds, count: body.workOrderIds.length };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/UpdateApprovalStatus',
      summary:
        'Approve (2) or reject (3) completed work awaiting approval, with remarks and the approver’s signature (organisation users)',
      permission: 'workOrder.approve',
      query: idQuery,
      body: approvalSchema,
      response: workOrderDetailSchema,
      bodyLimit: PICTURE_BODY_LIMIT,
      handler: async ({ tx, auth, query, body }) => {
        assertOrganisationCaller(auth);
        const id = query.workorderId;
        if (body.workorderId && body.workorderId !== id)
          throw fieldError('WorkorderId', SERVER_MESSAGES.workOrderNotFound);
        const order = await lockOrderAt(tx, id, body.version, () => mustGetWorkOrder(tx, id));
        refuseIf(approvalRefusal(order));
        const signatureUrl = body.signatureDataUrl
          ? await storeDataUrlImage(tx, app.config.dataDir, auth, body.signatureDataUrl, 'SignatureDataUrl')
          : null;
        await setOrders(tx, auth, [id], {
          approvalStatus: body.approvalStatus,
          approvalRemarks: body.remarks,
          approvalSignatureUrl: signatureUrl,
          approvedBy: auth.userId,
          approvedAt: new Date(),
        });
        const approved = body.approvalStatus === APPROVAL_STATUS.approved;
        await recordHistory(tx, auth, [
          {
            workOrderId: id,
            action: approved ? 'approved' : 'rejected',
            status: order.status,
            approvalStatus: body.approvalStatus,
            vendorId: order.vendorId,
            crewId: order.crewId,
            remarks: body.remarks,
          },
        ]);
        await notifyDecided(tx, auth, order, approved, body.remarks);
        return mustGetWorkOrder(tx, id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Workorder/GetWorkorderActivities',
      summary:
        'The activities of the work order’s workflow version with the values recorded on their form elements',
      permission: 'workOrder.view',
      query: idQuery,
      response: workOrderActivitiesSchema,
      handler: async ({ tx, query }) => {
        const order = await mustGetWorkOrder(tx, query.workorderId);
        return {
          workorderId: order.id,
          version: order.version,
          activities: await readActivities(tx, { ...order, id: order.id }),
        };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/ReSubmitActivityFromAdmin',
      summary:
        'Fill or correct form elements of one activity; completing every activity completes the work order (pending approval)',
      permission: 'workOrder.editActivity',
      body: resubmitActivitySchema,
      response: workOrderDetailSchema,
      bodyLimit: PICTURE_BODY_LIMIT,
      handler: async ({ tx, auth, body }) => {
        const order = await lockOrderAt(tx, body.workorderId, body.version, () =>
          mustGetWorkOrder(tx, body.workorderId),
        );
        refuseIf(recordRefusal(order));
        const settled = await recordActivity(tx, auth, app.config.dataDir, order, body);
        if (settled.becameCompleted) await notifyCompleted(tx, auth, order);
        return mustGetWorkOrder(tx, body.workorderId);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Workorder/DeleteWorkorderActivityTaskElement',
      summary:
        'Clear one recorded form element (completed work whose required value is cleared goes back to in progress)',
      permission: 'workOrder.editActivity',
      query: camelQuery(deleteElementSchema),
      response: workOrderDetailSchema,
      handler: async ({ tx, auth, query }) => {
        const order = await lockOrderAt(tx, query.workorderId, query.version, () =>
          mustGetWorkOrder(tx, query.workorderId),
        );
        refuseIf(recordRefusal(order));
        await clearElement(tx, auth, order, query);
        return mustGetWorkOrder(tx, query.workorderId);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Workorder/InterchangeWorklocation',
      summary: 'Move a work order that is not completed to another work location of its project',
      permission: 'workOrder.update',
      body: interchangeSchema,
      response: workOrderDetailSchema,
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Workorder/GetWorkorderStatusHistory',
      summary:
        'Every change of the work order’s status, approval, assignment and recorded work, oldest first',
      permission: 'workOrder.view',
      query: idQuery,
      response: statusHistoryListSchema,
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
          .leftJoin(
            vendor,
            and(
              eq(vendor.organisationId, workOrderStatusHistory.organisationId),
              eq(vendor.id, workOrderStatusHistory.vendorId),
            ),
          )
          .leftJoin(
            crew,
            and(
              eq(crew.organisationId, workOrderStatusHistory.organisationId),
              eq(crew.id, workOrderStatusHistory.crewId),
            ),
          )
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
    },
    tags,
  );
}
