import { z } from 'zod';
import { camelQuery, deletedSchema } from '../../../fields';
import { queue, read } from '../../../offline-action-kit';
import { bulkResultSchema, workOrderIdsSchema } from '../../../work-order-actions';
import { workOrderMapListSchema } from '../../../work-order-map';
import {
  workOrderCreateSchema,
  workOrderDetailSchema,
  workOrderExportFilterSchema,
  workOrderListQuerySchema,
  workOrderListSchema,
  workOrderUpdateSchema,
} from '../../../workorders';
import { exportContract, importContract } from '../../file/sheet-calls';
import { defineContract } from '../../kit';
import { create, edit, manyOrders, oneOrder, workOrderIdQuery } from './order-parts';

const service = 'workorder';

export const getAllWorkOrders = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/GetAll',
  summary:
    'Work orders, newest first, filtered as SPEC section 3 lists (returned as workorders and pageTotal)',
  permission: 'workOrder.view',
  body: camelQuery(workOrderListQuerySchema),
  // The maps' answer (isMapView) is columns of what a marker needs; the list's is full orders.
  response: z.union([workOrderListSchema, workOrderMapListSchema]),
  offline: read,
});

export const getWorkOrderById = defineContract({
  service,
  method: 'GET',
  path: 'Workorder/GetById',
  summary: 'One work order with its approval decision',
  permission: 'workOrder.view',
  query: workOrderIdQuery,
  response: workOrderDetailSchema,
  offline: read,
});

export const createWorkOrder = defineContract({
  service,
  method: 'POST',
  path: 'Workorder',
  summary:
    'Create a work order at a work location with the workflow’s published version; vendor and crew assign it at once',
  permission: 'workOrder.create',
  body: workOrderCreateSchema,
  response: workOrderDetailSchema,
  offline: queue(create),
});

export const updateWorkOrder = defineContract({
  service,
  method: 'PUT',
  path: 'Workorder',
  summary:
    'Update the basic detail (planned times, description); onHold puts assigned or started work on hold or resumes it',
  permission: 'workOrder.update',
  query: workOrderIdQuery,
  body: workOrderUpdateSchema,
  response: workOrderDetailSchema,
  offline: oneOrder('edit', edit),
});

export const deleteWorkOrder = defineContract({
  service,
  method: 'DELETE',
  path: 'Workorder',
  summary: 'Delete an unstarted work order (nothing recorded, not completed) with its history',
  permission: 'workOrder.delete',
  query: workOrderIdQuery,
  response: deletedSchema,
  offline: oneOrder('delete', (code) => `Delete ${code}`),
});

export const deleteWorkOrders = defineContract({
  service,
  method: 'DELETE',
  path: 'Workorder/Bulk',
  summary: 'Delete several unstarted work orders: all of them, or none with a 422 naming each refused one',
  permission: 'workOrder.delete',
  body: workOrderIdsSchema,
  response: bulkResultSchema,
  offline: manyOrders('delete', 'Delete'),
});

export const importWorkOrders = importContract('workOrder');

export const exportWorkOrders = exportContract('workOrder', workOrderExportFilterSchema);
