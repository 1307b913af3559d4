import { camelQuery } from '../../../fields';
import { read } from '../../../offline-action-kit';
import { swimlaneDataSchema, swimlaneQuerySchema } from '../../../swimlane';
import { dashboardStatsQuerySchema, dashboardStatsSchema } from '../../../work-order-dashboard';
import { defineContract } from '../../kit';

const service = 'workorder';

export const getWorkOrderDashboardStats = defineContract({
  service,
  method: 'POST',
  path: 'WorkOrder/GetDashboardWorkorderStats',
  tags: ['Workorder'],
  summary:
    'Counts of the work orders the caller may see, by status, by approval and (organisation users) by vendor',
  permission: 'workOrder.view',
  body: camelQuery(dashboardStatsQuerySchema),
  response: dashboardStatsSchema,
  offline: read,
});

export const getWorkOrderSwimlane = defineContract({
  service,
  method: 'POST',
  path: 'Workorder/GetSwimlaneViewData',
  summary:
    'The day board from completedDate (local midnight) for 24 hours: per vendor crew its members and the orders overlapping the day; organisation users first get the unassigned ones',
  permission: 'swimLane.view',
  body: swimlaneQuerySchema,
  response: swimlaneDataSchema,
  offline: read,
});
