import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client';
import * as contracts from '../../../../src/domain/contracts/workorder/orders';
import { defineRoute } from '../../../lib/route';
import { clearElement, readActivities, recordActivity } from './activities';
import { lockOrderAt, recordRefusal, refuseIf } from './lifecycle';
import { mustGetWorkOrder } from './list';
import { notifyCompleted } from './notify';
import { PICTURE_BODY_LIMIT } from './route-shared';

/** The order at the version the caller saw (as lockOrderAt), refused (422) when work cannot be recorded. */
async function lockForRecording(tx: Tx, id: string, version: number) {
  const order = await lockOrderAt(tx, id, version, () => mustGetWorkOrder(tx, id));
  refuseIf(recordRefusal(order));
  return order;
}

/** Field work: the activities with their recorded values; record or correct them, clear one element. */
export async function workOrderFieldRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getWorkOrderActivities, {
    handler: async ({ tx, query }) => {
      const order = await mustGetWorkOrder(tx, query.workorderId);
      return {
        workorderId: order.id,
        version: order.version,
        activities: await readActivities(tx, { ...order, id: order.id }),
      };
    },
  });

  defineRoute(app, contracts.recordWorkOrderActivity, {
    bodyLimit: PICTURE_BODY_LIMIT,
    handler: async ({ tx, auth, body }) => {
      const order = await lockForRecording(tx, body.workorderId, body.version);
      const settled = await recordActivity(tx, auth, app.config.dataDir, order, body);
      if (settled.becameCompleted) await notifyCompleted(tx, auth, order);
      return mustGetWorkOrder(tx, body.workorderId);
    },
  });

  defineRoute(app, contracts.clearWorkOrderElement, {
    handler: async ({ tx, auth, query }) => {
      const order = await lockForRecording(tx, query.workorderId, query.version);
      await clearElement(tx, auth, order, query);
      return mustGetWorkOrder(tx, query.workorderId);
    },
  });
}
