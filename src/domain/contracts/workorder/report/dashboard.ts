import { camelQuery, deletedSchema, idQuerySchema } from '../../../fields';
import {
  dashboardCreateSchema,
  dashboardListQuerySchema,
  dashboardListSchema,
  dashboardSchema,
  dashboardUpdateSchema,
  widgetCreateSchema,
  widgetDataQuerySchema,
  widgetDataSchema,
  widgetUpdateSchema,
} from '../../../reports';
import { defineContract } from '../../kit';
import { reportCall } from './online';

/** Every dashboard call needs report.dashboard. */
const dashboardCall = { ...reportCall, permission: 'report.dashboard' } as const;
const idQuery = camelQuery(idQuerySchema);

export const getAllDashboards = defineContract({
  ...dashboardCall,
  method: 'GET',
  path: 'Dashboard/GetAll',
  summary: 'Dashboards the caller may see with their widgets, by name',
  query: camelQuery(dashboardListQuerySchema),
  response: dashboardListSchema,
});

export const getDashboardById = defineContract({
  ...dashboardCall,
  method: 'GET',
  path: 'Dashboard/GetById',
  summary: 'One dashboard with its widgets',
  query: idQuery,
  response: dashboardSchema,
});

export const getDashboardWidgetData = defineContract({
  ...dashboardCall,
  method: 'POST',
  path: 'Dashboard/DashboardDataByWidgetId',
  summary: 'A widget’s data: its report run now for the caller (row-level security scopes the orders)',
  body: widgetDataQuerySchema,
  response: widgetDataSchema,
});

export const createDashboard = defineContract({
  ...dashboardCall,
  method: 'POST',
  path: 'Dashboard',
  summary: 'Create a dashboard',
  body: dashboardCreateSchema,
  response: dashboardSchema,
});

export const updateDashboard = defineContract({
  ...dashboardCall,
  method: 'PUT',
  path: 'Dashboard',
  summary: 'Rename a dashboard or share it (send the version you edited)',
  query: idQuerySchema,
  body: dashboardUpdateSchema,
  response: dashboardSchema,
});

export const deleteDashboard = defineContract({
  ...dashboardCall,
  method: 'DELETE',
  path: 'Dashboard',
  summary: 'Delete a dashboard and its widgets (their reports stay)',
  query: idQuery,
  response: deletedSchema,
});

/** The widget calls answer the whole dashboard. */
export const addDashboardWidget = defineContract({
  ...dashboardCall,
  method: 'POST',
  path: 'Dashboard/Widget',
  summary: 'Add a widget showing a report the dashboard’s viewers may see',
  body: widgetCreateSchema,
  response: dashboardSchema,
});

export const updateDashboardWidget = defineContract({
  ...dashboardCall,
  method: 'PUT',
  path: 'Dashboard/Widget',
  summary: 'Change a widget’s title, chart, place or width (send its version)',
  query: idQuerySchema,
  body: widgetUpdateSchema,
  response: dashboardSchema,
});

export const removeDashboardWidget = defineContract({
  ...dashboardCall,
  method: 'DELETE',
  path: 'Dashboard/Widget',
  summary: 'Remove a widget (its report stays)',
  query: idQuery,
  response: dashboardSchema,
});
