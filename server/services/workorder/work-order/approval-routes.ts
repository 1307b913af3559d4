import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { APPROVAL_STATUS } from '../../../../src/domain/workorders';
import { fieldError } from '../../../lib/http-errors';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import * as contracts from '../../../../src/domain/contracts/workorder/orders';
import { defineRoute } from '../../../lib/route';
import { storeDataUrlImage } from '../../document/index';
import { approvalRefusal, lockOrderAt, recordHistory, refuseIf, setOrders } from './lifecycle';
import { mustGetWorkOrder } from './list';
import { notifyDecided } from './notify';
import { PICTURE_BODY_LIMIT } from './route-shared';

/** The decision on completed work: approve or reject it, with remarks and the approver’s signature. */
export async function workOrderApprovalRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.decideWorkOrderApproval, {
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
  });
}
