import { camelQuery } from '../../../fields';
import { read } from '../../../offline-action-kit';
import {
  deleteElementSchema,
  resubmitActivitySchema,
  workOrderActivitiesSchema,
} from '../../../work-order-activities';
import { workOrderDetailSchema } from '../../../workorders';
import { defineContract } from '../../kit';
import { oneOrder, recordWork, workOrderIdQuery } from './order-parts';

const service = 'workorder';

export const getWorkOrderActivities = defineContract({
  service,
  method: 'GET',
  path: 'Workorder/GetWorkorderActivities',
  summary:
    'The activities of the work order’s workflow version with the values recorded on their form elements',
  permission: 'workOrder.view',
  query: workOrderIdQuery,
  response: workOrderActivitiesSchema,
  offline: read,
});

export const recordWorkOrderActivity = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/ReSubmitActivityFromAdmin',
  summary:
    'Fill or correct form elements of one activity; completing every activity completes the work order (pending approval)',
  permission: 'workOrder.editActivity',
  body: resubmitActivitySchema,
  response: workOrderDetailSchema,
  offline: oneOrder('record', recordWork),
});

export const clearWorkOrderElement = defineContract({
  service,
  method: 'DELETE',
  path: 'Workorder/DeleteWorkorderActivityTaskElement',
  summary:
    'Clear one recorded form element (completed work whose required value is cleared goes back to in progress)',
  permission: 'workOrder.editActivity',
  query: camelQuery(deleteElementSchema),
  response: workOrderDetailSchema,
  offline: oneOrder('clearValue', (code) => `Clear a value on ${code}`),
});
