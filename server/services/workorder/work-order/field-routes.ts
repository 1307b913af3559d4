import type { FastifyInstance } from 'fastify';
import { camelQuery } from '../../../../src/domain/fields';
import {
  deleteElementSchema,
  resubmitActivitySchema,
  workOrderActivitiesSchema,
} from '../../../../src/domain/work-order-activities';
import { workOrderDetailSchema } from '../../../../src/domain/workorders';
import type { Tx } from '../../../db/client';
import { defineRoute } from '../../../lib/route';
import { clearElement, readActivities, recordActivity } from './activities';
import { lockOrderAt, recordRefusal, refuseIf } from './lifecycle';
import { mustGetWorkOrder } from './list';
import { notifyCompleted } from './notify';
import { idQuery, PICTURE_BODY_LIMIT, tags } from './route-shared';

/** The order at the version the caller saw (as lockOrderAt), refused (422) when work cannot be recorded. */
async function lockForRecording(tx: Tx, id: string, version: number) {
  const order = await lockOrderAt(tx, id, version, () => mustGetWorkOrder(tx, id));
  refuseIf(recordRefusal(order));
  return order;
}

/** Field work: the activities with their recorded values; record or correct them, clear one element. */
export async function workOrderFieldRoutes(app: FastifyInstance) {
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
        const order = await lockForRecording(tx, body.workorderId, body.version);
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
        const order = await lockForRecording(tx, query.workorderId, query.version);
        await clearElement(tx, auth, order, query);
        return mustGetWorkOrder(tx, query.workorderId);
      },
    },
    tags,
  );
}
