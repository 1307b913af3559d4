import { and, asc, count, eq, inArray, or, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { Dashboard, Widget } from '../../../../src/domain/reports';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { dashboard, dashboardWidget, report, vendor } from '../../../db/schema/index';
import { canEdit } from './report-queries';
import { tenantJoin } from '../../../db/tenant-join';

const dashboardColumns = {
  id: dashboard.id,
  organisationId: dashboard.organisationId,
  vendorId: dashboard.vendorId,
  vendorName: vendor.name,
  name: dashboard.name,
  shared: dashboard.shared,
  version: dashboard.version,
  createdAt: dashboard.createdAt,
  updatedAt: dashboard.updatedAt,
};

/** The widgets of these dashboards in grid order, with their reports' names (as the caller may see them). */
async function widgetsOf(tx: Executor, dashboardIds: string[]): Promise<Map<string, Widget[]>> {
  const byDashboard = new Map<string, Widget[]>(dashboardIds.map((id) => [id, []]));
  if (dashboardIds.length === 0) return byDashboard;
  const rows = await tx
    .select({
      id: dashboardWidget.id,
      dashboardId: dashboardWidget.dashboardId,
      reportId: dashboardWidget.reportId,
      reportName: sql<string>`coalesce(${report.name}, '')`,
      title: dashboardWidget.title,
      kind: dashboardWidget.kind,
      position: dashboardWidget.position,
      span: dashboardWidget.span,
      version: dashboardWidget.version,
    })
    .from(dashboardWidget)
    .leftJoin(report, tenantJoin(report.id, dashboardWidget.reportId))
    .where(inArray(dashboardWidget.dashboardId, dashboardIds))
    .orderBy(asc(dashboardWidget.position), asc(dashboardWidget.createdAt), asc(dashboardWidget.id));
  for (const row of rows)
    byDashboard.get(row.dashboardId)?.push({ ...row, kind: row.kind as Widget['kind'] });
  return byDashboard;
}

function selectDashboards(tx: Executor, where: SQL | undefined) {
  return tx
    .select(dashboardColumns)
    .from(dashboard)
    .leftJoin(vendor, tenantJoin(vendor.id, dashboard.vendorId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectDashboards>>[number];

async function withWidgets(tx: Executor, auth: AuthContext, rows: Row[]): Promise<Dashboard[]> {
  const widgets = await widgetsOf(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    canEdit: canEdit(auth, row.vendorId),
    widgets: widgets.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The dashboard list (getAllDashboards): the caller's dashboards (row-level security), or what a named vendor's users see. */
export async function listDashboards(
  tx: Executor,
  auth: AuthContext,
  filter: { page: number; pageSize: number; vendorId?: string | undefined },
) {
  const where =
    filter.vendorId && !auth.vendorId
      ? or(
          eq(dashboard.vendorId, filter.vendorId),
          and(isNull(dashboard.vendorId), eq(dashboard.shared, true)),
        )
      : undefined;
  const rows = await selectDashboards(tx, where)
    .orderBy(sql`lower(${dashboard.name})`, asc(dashboard.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(dashboard).where(where);
  return { dashboards: await withWidgets(tx, auth, rows), pageTotal: total?.n ?? 0 };
}

export async function getDashboard(tx: Executor, auth: AuthContext, id: string): Promise<Dashboard | null> {
  const rows = await selectDashboards(tx, eq(dashboard.id, id));
  return (await withWidgets(tx, auth, rows))[0] ?? null;
}

/** The widget and its dashboard, as the caller sees them. */
export async function findWidget(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: dashboardWidget.id,
      dashboardId: dashboardWidget.dashboardId,
      reportId: dashboardWidget.reportId,
      version: dashboardWidget.version,
    })
    .from(dashboardWidget)
    .where(eq(dashboardWidget.id, id));
  return row ?? null;
}
