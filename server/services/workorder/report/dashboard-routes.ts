import type { FastifyInstance } from 'fastify';
import { camelQuery, deletedSchema, idQuerySchema } from '../../../../src/domain/fields';
import { REPORT_MESSAGES } from '../../../../src/domain/report-messages';
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
} from '../../../../src/domain/reports';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { findWidget, getDashboard, listDashboards } from './dashboard-queries';
import {
  addWidget,
  createDashboard,
  deleteDashboard,
  removeWidget,
  updateDashboard,
  updateWidget,
} from './dashboard-writes';
import { runForRequest } from './report-context';
import { savedDefinition } from './report-checks';
import { mustGetReport } from './report-routes';

const tags = ['Dashboard'];
const permission = 'report.dashboard';

async function mustGet(tx: Tx, auth: AuthContext, id: string) {
  const found = await getDashboard(tx, auth, id);
  if (!found) throw notFound(REPORT_MESSAGES.dashboardNotFound);
  return found;
}

/** Dashboards of widgets fed by reports; every call needs report.dashboard. */
export async function dashboardRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Dashboard/GetAll',
      summary: 'Dashboards the caller may see with their widgets, by name',
      permission,
      query: camelQuery(dashboardListQuerySchema),
      response: dashboardListSchema,
      handler: ({ tx, auth, query }) => listDashboards(tx, auth, query),
    },
    tags,
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Dashboard/GetById',
      summary: 'One dashboard with its widgets',
      permission,
      query: camelQuery(idQuerySchema),
      response: dashboardSchema,
      handler: ({ tx, auth, query }) => mustGet(tx, auth, query.id),
    },
    tags,
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Dashboard/DashboardDataByWidgetId',
      summary: 'A widget’s data: its report run now for the caller (row-level security scopes the orders)',
      permission,
      body: widgetDataQuerySchema,
      response: widgetDataSchema,
      handler: async ({ tx, auth, body, request }) => {
        const widget = await findWidget(tx, body.widgetId);
        if (!widget) throw notFound(REPORT_MESSAGES.widgetNotFound);
        const saved = await mustGetReport(tx, auth, widget.reportId);
        const input = { ...saved, definition: savedDefinition(saved.definition), reportId: saved.id };
        const result = await runForRequest(app, request, tx, input, {
          page: body.page,
          pageSize: body.pageSize,
        });
        return { widgetId: widget.id, result, generatedAt: new Date().toISOString() };
      },
    },
    tags,
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Dashboard',
      summary: 'Create a dashboard',
      permission,
      body: dashboardCreateSchema,
      response: dashboardSchema,
      handler: async ({ tx, auth, body }) => mustGet(tx, auth, await createDashboard(tx, auth, body)),
    },
    tags,
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Dashboard',
      summary: 'Rename a dashboard or share it (send the version you edited)',
      permission,
      query: idQuerySchema,
      body: dashboardUpdateSchema,
      response: dashboardSchema,
      handler: async ({ tx, auth, query, body }) => {
        await updateDashboard(tx, auth, query.id, body);
        return mustGet(tx, auth, query.id);
      },
    },
    tags,
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Dashboard',
      summary: 'Delete a dashboard and its widgets (their reports stay)',
      permission,
      query: camelQuery(idQuerySchema),
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        await deleteDashboard(tx, auth, query.id);
        return { id: query.id };
      },
    },
    tags,
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Dashboard/Widget',
      summary: 'Add a widget showing a report the dashboard’s viewers may see',
      permission,
      body: widgetCreateSchema,
      response: dashboardSchema,
      handler: async ({ tx, auth, body }) => mustGet(tx, auth, await addWidget(tx, auth, body)),
    },
    tags,
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Dashboard/Widget',
      summary: 'Change a widget’s title, chart, place or width (send its version)',
      permission,
      query: idQuerySchema,
      body: widgetUpdateSchema,
      response: dashboardSchema,
      handler: async ({ tx, auth, query, body }) =>
        mustGet(tx, auth, await updateWidget(tx, auth, query.id, body)),
    },
    tags,
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Dashboard/Widget',
      summary: 'Remove a widget (its report stays)',
      permission,
      query: camelQuery(idQuerySchema),
      response: dashboardSchema,
      handler: async ({ tx, auth, query }) => mustGet(tx, auth, await removeWidget(tx, auth, query.id)),
    },
    tags,
  );
}
