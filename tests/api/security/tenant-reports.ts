import type { TestApp } from '../../support/test-app';
import { okCall } from '../asset/asset-fixtures';

/** Reports and dashboards of an organisation and of its vendor V1, named with the world's marker. */
export interface WorldReports {
  /** An organisation report vendors do not see, and one shared with them. */
  orgReportId: string;
  sharedReportId: string;
  /** A shared organisation dashboard with one widget of the shared report. */
  dashboardId: string;
  widgetId: string;
  /** V1's own report, and its dashboard with a widget of it. */
  vendorReportId: string;
  vendorDashboardId: string;
  vendorWidgetId: string;
}

export async function buildWorldReports(
  t: TestApp,
  world: { marker: string; adminToken: string; vendorToken: string },
): Promise<WorldReports> {
  const { marker } = world;
  const as = (token: string) => (method: string, url: string, body?: unknown) =>
    okCall(t, token, method, `workorder/${url}`, body);
  const admin = as(world.adminToken);
  const vendor = as(world.vendorToken);
  const orgReport = await admin('POST', 'Report', {
    name: `${marker} Orders by vendor`,
    definition: { groupBy: ['vendor'], chart: 'bar' },
  });
  const shared = await admin('POST', 'Report', {
    name: `${marker} Shared status counts`,
    shared: true,
    kind: 'sql',
    sql: 'select status_name, count(*) as orders from reporting.work_orders group by 1',
  });
  const board = await admin('POST', 'Dashboard', { name: `${marker} Operations`, shared: true });
  const withWidget = await admin('POST', 'Dashboard/Widget', {
    dashboardId: board.id,
    reportId: shared.id,
    title: `${marker} Status`,
    kind: 'pie',
  });
  const vendorReport = await vendor('POST', 'Report', {
    name: `${marker} Vendor order list`,
    definition: { columns: ['code', 'status'] },
  });
  const vendorBoard = await vendor('POST', 'Dashboard', { name: `${marker} Vendor board` });
  const vendorWithWidget = await vendor('POST', 'Dashboard/Widget', {
    dashboardId: vendorBoard.id,
    reportId: vendorReport.id,
    title: `${marker} My orders`,
    kind: 'table',
  });
  return {
    orgReportId: orgReport.id,
    sharedReportId: shared.id,
    dashboardId: board.id,
    widgetId: withWidget.widgets[0].id,
    vendorReportId: vendorReport.id,
    vendorDashboardId: vendorBoard.id,
    vendorWidgetId: vendorWithWidget.widgets[0].id,
  };
}
