import { read } from '../../../offline-action-kit';
import {
  assignManySchema,
  bulkResultSchema,
  interchangeSchema,
  reopenSchema,
  workOrderIdsSchema,
  approvalSchema,
} from '../../../work-order-actions';
import { statusHistoryListSchema } from '../../../work-order-history';
import { workOrderDetailSchema } from '../../../workorders';
import { defineContract } from '../../kit';
import { approve, manyOrders, move, oneOrder, toCrew, workOrderIdQuery } from './order-parts';

const service = 'workorder';

export const assignWorkOrders = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/AssignMultipleWorkorders',
  summary: 'Assign work orders to a vendor’s crew (unassigned, assigned or on-hold work); all or none',
  permission: 'workOrder.update',
  body: assignManySchema,
  response: bulkResultSchema,
  offline: manyOrders('assign', 'Assign', toCrew),
});

export const reopenWorkOrder = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/ReopenWorkorder',
  summary:
    'Re-open completed work (approved, pending or rejected): back to its crew as assigned, recorded work kept',
  permission: 'workOrder.reopen',
  body: reopenSchema,
  response: workOrderDetailSchema,
  offline: oneOrder('reopen', (code) => `Reopen ${code}`),
});

export const reopenWorkOrders = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/ReopenMultipleWorkorders',
  summary: 'Re-open several completed work orders; all or none',
  permission: 'workOrder.reopen',
  body: workOrderIdsSchema,
  response: bulkResultSchema,
  offline: manyOrders('reopen', 'Reopen'),
});

export const moveWorkOrderLocation = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/InterchangeWorklocation',
  summary: 'Move a work order that is not completed to another work location of its project',
  permission: 'workOrder.update',
  body: interchangeSchema,
  response: workOrderDetailSchema,
  offline: oneOrder('move', move),
});

export const getWorkOrderStatusHistory = defineContract({
  service,
  method: 'GET',
  path: 'Workorder/GetWorkorderStatusHistory',
  summary: 'Every change of the work order’s status, approval, assignment and recorded work, oldest first',
  permission: 'workOrder.view',
  query: workOrderIdQuery,
  response: statusHistoryListSchema,
  offline: read,
});

export const decideWorkOrderApproval = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/UpdateApprovalStatus',
  summary:
    'Approve (2) or reject (3) completed work awaiting approval, with remarks and the approver’s signature (organisation users)',
  permission: 'workOrder.approve',
  query: workOrderIdQuery,
  body: approvalSchema,
  response: workOrderDetailSchema,
  offline: oneOrder('approve', approve),
});
