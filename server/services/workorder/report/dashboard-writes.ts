import { count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORT_MESSAGES } from '../../../../src/domain/report-messages';
import type {
  dashboardCreateSchema,
  dashboardUpdateSchema,
  widgetCreateSchema,
  widgetUpdateSchema,
} from '../../../../src/domain/reports';
import { WIDGETS_MAX } from '../../../../src/domain/reports';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { dashboard, dashboardWidget, report } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError, forbidden, HttpError, notFound } from '../../../lib/http-errors';
import { assertVendorExists, resolveVendorId } from '../../../lib/vendor-scope';
import { updateAtVersion } from '../../../lib/versioned';
import { findWidget, getDashboard } from './dashboard-queries';
import { canEdit } from './report-queries';

/** A dashboard the caller may change: another vendor's is not found, the organisation's is forbidden. */
export async function mustEditDashboard(tx: Tx, auth: AuthContext, id: string) {
  const current = await getDashboard(tx, auth, id);
  if (!current) throw notFound(REPORT_MESSAGES.dashboardNotFound);
  if (!canEdit(auth, current.vendorId)) throw forbidden(REPORT_MESSAGES.notYourVendors);
  return current;
}

/**
 * Whether everyone who sees the dashboard may see the report: a vendor's dashboard shows its vendor's
 * reports and the organisation's shared ones; an organisation dashboard the organisation's (shared ones only
 * if it is shared).
 */
function fits(
  board: { vendorId: string | null; shared: boolean },
  shown: { vendorId: string | null; shared: boolean },
): boolean {
  if (board.vendorId) return shown.vendorId === board.vendorId || (shown.vendorId === null && shown.shared);
  return shown.vendorId === null && (!board.shared || shown.shared);
}

export async function createDashboard(
  tx: Tx,
  auth: AuthContext,
  body: z.output<typeof dashboardCreateSchema>,
): Promise<string> {
  const vendorId = resolveVendorId(auth, body.vendorId);
  await assertVendorExists(tx, vendorId);
  if (body.shared && vendorId) throw fieldError('Shared', REPORT_MESSAGES.vendorDashboardsNotShared);
  const id = body.id ?? newId();
  const audit = { createdBy: auth.userId, updatedBy: auth.userId };
  await tx.insert(dashboard).values({
    organisationId: auth.organisationId,
    id,
    vendorId,
    name: body.name,
    shared: body.shared,
    ...audit,
  });
  return id;
}

export async function updateDashboard(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof dashboardUpdateSchema>,
): Promise<void> {
  const current = await mustEditDashboard(tx, auth, id);
  if (body.shared && current.vendorId) throw fieldError('Shared', REPORT_MESSAGES.vendorDashboardsNotShared);
  if (body.shared && !current.shared) {
    const shown = await tx
      .select({ vendorId: report.vendorId, shared: report.shared })
      .from(report)
      .where(
        inArray(
          report.id,
          tx
            .select({ id: dashboardWidget.reportId })
            .from(dashboardWidget)
            .where(eq(dashboardWidget.dashboardId, id)),
        ),
      );
    if (shown.some((r) => !fits({ vendorId: null, shared: true }, r)))
      throw fieldError('Shared', REPORT_MESSAGES.reportNotReadable);
  }
  await updateAtVersion(
    tx,
    dashboard,
    { id, version: body.version, userId: auth.userId },
    { name: body.name, shared: body.shared },
    () => getDashboard(tx, auth, id),
  );
}

export async function deleteDashboard(tx: Tx, auth: AuthContext, id: string): Promise<void> {
  await mustEditDashboard(tx, auth, id);
  await tx.delete(dashboard).where(eq(dashboard.id, id));
}

/** A new widget (addDashboardWidget): at the end of the grid unless a position is given. Returns the dashboard's id. */
export async function addWidget(
  tx: Tx,
  auth: AuthContext,
  body: z.output<typeof widgetCreateSchema>,
): Promise<string> {
  const board = await mustEditDashboard(tx, auth, body.dashboardId);
  const [shown] = await tx
    .select({ vendorId: report.vendorId, shared: report.shared })
    .from(report)
    .where(eq(report.id, body.reportId));
  if (!shown) throw fieldError('ReportId', REPORT_MESSAGES.reportNotFound);
  if (!fits(board, shown)) throw fieldError('ReportId', REPORT_MESSAGES.reportNotReadable);
  const [held] = await tx
    .select({ n: count() })
    .from(dashboardWidget)
    .where(eq(dashboardWidget.dashboardId, board.id));
  if ((held?.n ?? 0) >= WIDGETS_MAX)
    throw new HttpError(409, 'Conflict', REPORT_MESSAGES.tooManyWidgets(WIDGETS_MAX));
  const position = body.position ?? Math.max(-1, ...board.widgets.map((w) => w.position)) + 1;
  await tx.insert(dashboardWidget).values({
    organisationId: auth.organisationId,
    id: body.id ?? newId(),
    vendorId: board.vendorId,
    dashboardId: board.id,
    reportId: body.reportId,
    title: body.title,
    kind: body.kind,
    position,
    span: body.span,
    createdBy: auth.userId,
    updatedBy: auth.userId,
  });
  return board.id;
}

async function mustEditWidget(tx: Tx, auth: AuthContext, id: string) {
  const widget = await findWidget(tx, id);
  if (!widget) throw notFound(REPORT_MESSAGES.widgetNotFound);
  await mustEditDashboard(tx, auth, widget.dashboardId);
  return widget;
}

export async function updateWidget(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof widgetUpdateSchema>,
): Promise<string> {
  const widget = await mustEditWidget(tx, auth, id);
  await updateAtVersion(
    tx,
    dashboardWidget,
    { id, version: body.version, userId: auth.userId },
    {
      title: body.title,
      kind: body.kind,
      span: body.span,
      ...(body.position === undefined ? {} : { position: body.position }),
    },
    () => getDashboard(tx, auth, widget.dashboardId),
  );
  return widget.dashboardId;
}

export async function removeWidget(tx: Tx, auth: AuthContext, id: string): Promise<string> {
  const widget = await mustEditWidget(tx, auth, id);
  await tx.delete(dashboardWidget).where(eq(dashboardWidget.id, id));
  return widget.dashboardId;
}
