import { JOB_STATUSES } from '../../../src/domain/file-jobs';
import type { ProbeContext, RouteProbes } from './probes';
import { call } from './probes';

/** Reports, their runs and downloads, dashboards and widgets (/api/workorder). */

const W = '/api/workorder';

const reportIds = ({ a }: ProbeContext) => [
  a.reports.orgReportId,
  a.reports.sharedReportId,
  a.reports.vendorReportId,
];
const dashboardIds = ({ a }: ProbeContext) => [a.reports.dashboardId, a.reports.vendorDashboardId];
const widgetIds = ({ a }: ProbeContext) => [a.reports.widgetId, a.reports.vendorWidgetId];
/** What V2's user may not reach of V1's and of the organisation's (the unshared report). */
const vendorReportIds = ({ a }: ProbeContext) => [a.reports.orgReportId, a.reports.vendorReportId];

function definitionNaming({ a, v1 }: ProbeContext) {
  return {
    groupBy: ['vendor', 'status'],
    filters: [
      { type: 1, operator: 1, value: [a.projectId] },
      { type: 2, operator: 1, value: [v1.vendorId] },
      { type: 16, operator: 1, value: [a.groups.North] },
      { type: 14, subTypeId: a.templateId, operator: 6, value: { elementId: a.elementId, value: '0' } },
    ],
  };
}

const updateBody = (id: string, version: number) => ({
  id,
  name: 'Renamed',
  shared: false,
  kind: 'builder',
  definition: {},
  version,
});

export const reportProbes: RouteProbes[] = [
  {
    route: 'POST /api/workorder/Report/DynamicWorkorderReport',
    org: (c) => [
      call('POST', `${W}/Report/DynamicWorkorderReport`, { definition: definitionNaming(c) }, 'list'),
      call(
        'POST',
        `${W}/Report/DynamicWorkorderReport`,
        { kind: 'sql', sql: `select * from reporting.work_orders where id = '${c.a.orders.unassigned}'` },
        'list',
      ),
    ],
    vendor: (c) => [
      call('POST', `${W}/Report/DynamicWorkorderReport`, { definition: definitionNaming(c) }, 'list'),
      call(
        'POST',
        `${W}/Report/DynamicWorkorderReport`,
        { kind: 'sql', sql: 'select code, vendor_name, crew_name from reporting.work_orders' },
        'list',
      ),
    ],
  },
  {
    route: 'POST /api/workorder/Report/GetReportFromDbQueryById',
    org: (c) => reportIds(c).map((id) => call('POST', `${W}/Report/GetReportFromDbQueryById`, { id })),
    vendor: (c) =>
      vendorReportIds(c).map((id) => call('POST', `${W}/Report/GetReportFromDbQueryById`, { id })),
  },
  {
    route: 'GET /api/workorder/Report/GetAll',
    org: ({ v1 }) => [
      call('GET', `${W}/Report/GetAll?vendorId=${v1.vendorId}&pageSize=100`, undefined, 'list'),
    ],
    vendor: ({ v1 }) => [call('GET', `${W}/Report/GetAll?vendorId=${v1.vendorId}`)],
  },
  {
    route: 'GET /api/workorder/Report/GetById',
    org: (c) => reportIds(c).map((id) => call('GET', `${W}/Report/GetById?id=${id}`)),
    vendor: (c) => vendorReportIds(c).map((id) => call('GET', `${W}/Report/GetById?id=${id}`)),
  },
  {
    route: 'POST /api/workorder/Report',
    org: ({ v1 }) => [call('POST', `${W}/Report`, { name: 'For their vendor', vendorId: v1.vendorId })],
    reuse: ({ a, b }) => [
      call('POST', `${W}/Report`, { id: a.reports.orgReportId, name: `${b.marker} Twin report` }, 'own'),
      call('GET', `${W}/Report/GetById?id=${a.reports.orgReportId}`, undefined, 'own'),
      call('POST', `${W}/Report/GetReportFromDbQueryById`, { id: a.reports.orgReportId }, 'own'),
      call('DELETE', `${W}/Report?id=${a.reports.orgReportId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/workorder/Report',
    org: async (c) =>
      Promise.all(
        reportIds(c).map(async (id) =>
          call('PUT', `${W}/Report`, updateBody(id, await c.version('report', id))),
        ),
      ),
    vendor: async (c) =>
      Promise.all(
        [c.a.reports.sharedReportId, c.a.reports.vendorReportId].map(async (id) =>
          call('PUT', `${W}/Report`, updateBody(id, await c.version('report', id))),
        ),
      ),
  },
  {
    route: 'DELETE /api/workorder/Report',
    org: (c) => reportIds(c).map((id) => call('DELETE', `${W}/Report?id=${id}`)),
    vendor: (c) =>
      [c.a.reports.sharedReportId, c.a.reports.vendorReportId].map((id) =>
        call('DELETE', `${W}/Report?id=${id}`),
      ),
  },
  {
    route: 'POST /api/workorder/Report/Export',
    org: (c) => [
      ...reportIds(c).map((reportId) => call('POST', `${W}/Report/Export`, { reportId })),
      // B's own report, grouped by vendor: its file must name B's vendors and nothing of A's.
      {
        ...call('POST', `${W}/Report/Export`, { reportId: c.b.reports.orgReportId }, 'list'),
        job: { status: JOB_STATUSES.completed, shows: [c.b.marker] },
      },
    ],
    vendor: (c) => vendorReportIds(c).map((reportId) => call('POST', `${W}/Report/Export`, { reportId })),
  },
  {
    route: 'POST /api/file/FileProcessQueue',
    org: (c) =>
      reportIds(c).map((reportId) =>
        call('POST', '/api/file/FileProcessQueue', { dataType: 10, filters: { reportId } }),
      ),
    vendor: (c) =>
      vendorReportIds(c).map((reportId) =>
        call('POST', '/api/file/FileProcessQueue', { dataType: 10, filters: { reportId } }),
      ),
  },
  {
    route: 'GET /api/workorder/Dashboard/GetAll',
    org: ({ v1 }) => [call('GET', `${W}/Dashboard/GetAll?vendorId=${v1.vendorId}`, undefined, 'list')],
    vendor: ({ v1 }) => [call('GET', `${W}/Dashboard/GetAll?vendorId=${v1.vendorId}`)],
  },
  {
    route: 'GET /api/workorder/Dashboard/GetById',
    org: (c) => dashboardIds(c).map((id) => call('GET', `${W}/Dashboard/GetById?id=${id}`)),
    vendor: ({ a }) => [call('GET', `${W}/Dashboard/GetById?id=${a.reports.vendorDashboardId}`)],
  },
  {
    route: 'POST /api/workorder/Dashboard/DashboardDataByWidgetId',
    org: (c) =>
      widgetIds(c).map((widgetId) => call('POST', `${W}/Dashboard/DashboardDataByWidgetId`, { widgetId })),
    vendor: ({ a }) => [
      call('POST', `${W}/Dashboard/DashboardDataByWidgetId`, { widgetId: a.reports.vendorWidgetId }),
    ],
  },
  {
    route: 'POST /api/workorder/Dashboard',
    org: ({ v1 }) => [call('POST', `${W}/Dashboard`, { name: 'For their vendor', vendorId: v1.vendorId })],
    reuse: ({ a, b }) => [
      call('POST', `${W}/Dashboard`, { id: a.reports.dashboardId, name: `${b.marker} Twin board` }, 'own'),
      call('GET', `${W}/Dashboard/GetById?id=${a.reports.dashboardId}`, undefined, 'own'),
      call('DELETE', `${W}/Dashboard?id=${a.reports.dashboardId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/workorder/Dashboard',
    org: async (c) =>
      Promise.all(
        dashboardIds(c).map(async (id) =>
          call('PUT', `${W}/Dashboard?id=${id}`, {
            name: 'Renamed',
            shared: false,
            version: await c.version('dashboard', id),
          }),
        ),
      ),
    vendor: async (c) =>
      Promise.all(
        dashboardIds(c).map(async (id) =>
          call('PUT', `${W}/Dashboard?id=${id}`, {
            name: 'Renamed',
            shared: false,
            version: await c.version('dashboard', id),
          }),
        ),
      ),
  },
  {
    route: 'DELETE /api/workorder/Dashboard',
    org: (c) => dashboardIds(c).map((id) => call('DELETE', `${W}/Dashboard?id=${id}`)),
    vendor: (c) => dashboardIds(c).map((id) => call('DELETE', `${W}/Dashboard?id=${id}`)),
  },
  {
    route: 'POST /api/workorder/Dashboard/Widget',
    org: ({ a, b }) => [
      call('POST', `${W}/Dashboard/Widget`, {
        dashboardId: a.reports.dashboardId,
        reportId: a.reports.sharedReportId,
        title: 'x',
        kind: 'bar',
      }),
      call('POST', `${W}/Dashboard/Widget`, {
        dashboardId: b.reports.dashboardId,
        reportId: a.reports.sharedReportId,
        title: 'x',
        kind: 'bar',
      }),
    ],
    vendor: ({ a }) => [
      call('POST', `${W}/Dashboard/Widget`, {
        dashboardId: a.reports.vendorDashboardId,
        reportId: a.reports.vendorReportId,
        title: 'x',
        kind: 'bar',
      }),
      call('POST', `${W}/Dashboard/Widget`, {
        dashboardId: a.reports.dashboardId,
        reportId: a.reports.sharedReportId,
        title: 'x',
        kind: 'bar',
      }),
    ],
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${W}/Dashboard/Widget`,
        {
          id: a.reports.widgetId,
          dashboardId: b.reports.dashboardId,
          reportId: b.reports.sharedReportId,
          title: `${b.marker} Twin widget`,
          kind: 'number',
        },
        'own',
      ),
      call('POST', `${W}/Dashboard/DashboardDataByWidgetId`, { widgetId: a.reports.widgetId }, 'own'),
      call('DELETE', `${W}/Dashboard/Widget?id=${a.reports.widgetId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/workorder/Dashboard/Widget',
    org: async (c) =>
      Promise.all(
        widgetIds(c).map(async (id) =>
          call('PUT', `${W}/Dashboard/Widget?id=${id}`, {
            title: 'x',
            kind: 'bar',
            version: await c.version('dashboard_widget', id),
          }),
        ),
      ),
    vendor: async (c) =>
      Promise.all(
        widgetIds(c).map(async (id) =>
          call('PUT', `${W}/Dashboard/Widget?id=${id}`, {
            title: 'x',
            kind: 'bar',
            version: await c.version('dashboard_widget', id),
          }),
        ),
      ),
  },
  {
    route: 'DELETE /api/workorder/Dashboard/Widget',
    org: (c) => widgetIds(c).map((id) => call('DELETE', `${W}/Dashboard/Widget?id=${id}`)),
    vendor: (c) => widgetIds(c).map((id) => call('DELETE', `${W}/Dashboard/Widget?id=${id}`)),
  },
];
