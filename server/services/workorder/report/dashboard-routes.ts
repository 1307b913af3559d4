import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { REPORT_MESSAGES } from '../../../../src/domain/report-messages';
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
import { runSavedForRequest } from './report-routes';

async function mustGet(tx: Tx, auth: AuthContext, id: string) {
  const found = await getDashboard(tx, auth, id);
  if (!found) throw notFound(REPORT_MESSAGES.dashboardNotFound);
  return found;
}

/** Dashboards of widgets fed by reports; every call needs report.dashboard. */
export async function dashboardRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllDashboards, {
    handler: ({ tx, auth, query }) => listDashboards(tx, auth, query),
  });
  defineRoute(app, contracts.getDashboardById, {
    handler: ({ tx, auth, query }) => mustGet(tx, auth, query.id),
  });
  defineRoute(app, contracts.getDashboardWidgetData, {
    handler: async ({ tx, auth, body, request }) => {
      const widget = await findWidget(tx, body.widgetId);
      if (!widget) throw notFound(REPORT_MESSAGES.widgetNotFound);
      const result = await runSavedForRequest(app, request, tx, auth, widget.reportId, {
        page: body.page,
        pageSize: body.pageSize,
      });
      return { widgetId: widget.id, result, generatedAt: new Date().toISOString() };
    },
  });
  defineRoute(app, contracts.createDashboard, {
    handler: async ({ tx, auth, body }) => mustGet(tx, auth, await createDashboard(tx, auth, body)),
  });
  defineRoute(app, contracts.updateDashboard, {
    handler: async ({ tx, auth, query, body }) => {
      await updateDashboard(tx, auth, query.id, body);
      return mustGet(tx, auth, query.id);
    },
  });
  defineRoute(app, contracts.deleteDashboard, {
    handler: async ({ tx, auth, query }) => {
      await deleteDashboard(tx, auth, query.id);
      return { id: query.id };
    },
  });
  defineRoute(app, contracts.addDashboardWidget, {
    handler: async ({ tx, auth, body }) => mustGet(tx, auth, await addWidget(tx, auth, body)),
  });
  defineRoute(app, contracts.updateDashboardWidget, {
    handler: async ({ tx, auth, query, body }) =>
      mustGet(tx, auth, await updateWidget(tx, auth, query.id, body)),
  });
  defineRoute(app, contracts.removeDashboardWidget, {
    handler: async ({ tx, auth, query }) => mustGet(tx, auth, await removeWidget(tx, auth, query.id)),
  });
}
