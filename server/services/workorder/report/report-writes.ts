import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORT_MESSAGES } from '../../../../src/domain/report-messages';
import type { reportCreateSchema, reportUpdateSchema } from '../../../../src/domain/reports';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { dashboard, dashboardWidget, report } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError, forbidden, notFound } from '../../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../../lib/references';
import { violatedConstraint } from '../../../lib/unique-violation';
import { assertVendorExists, resolveVendorId } from '../../../lib/vendor-scope';
import { versionedUpdate } from '../../../lib/versioned';
import { canEdit, getReport, reportValues } from './report-queries';

type CreateBody = z.output<typeof reportCreateSchema>;
type UpdateBody = z.output<typeof reportUpdateSchema>;

function assertShareable(vendorId: string | null, shared: boolean): void {
  if (shared && vendorId) throw fieldError('Shared', REPORT_MESSAGES.vendorReportsNotShared);
}

/** A new report (createReport): the caller's vendor's report (a vendor user), or the organisation's or a named vendor's. */
export async function createReport(tx: Tx, auth: AuthContext, body: CreateBody): Promise<string> {
  const vendorId = resolveVendorId(auth, body.vendorId);
  await assertVendorExists(tx, vendorId);
  assertShareable(vendorId, body.shared);
  const id = body.id ?? newId();
  await tx.insert(report).values({
    organisationId: auth.organisationId,
    id,
    vendorId,
    ...reportValues(body),
    createdBy: auth.userId,
    updatedBy: auth.userId,
  });
  return id;
}

/** Loads a report the caller may change: another vendor's is not found, the organisation's is forbidden. */
export async function mustEditReport(tx: Tx, auth: AuthContext, id: string) {
  const current = await getReport(tx, auth, id);
  if (!current) throw notFound(REPORT_MESSAGES.reportNotFound);
  if (!canEdit(auth, current.vendorId)) throw forbidden(REPORT_MESSAGES.notYourVendors);
  return current;
}

/** A report changed (updateReport) at the version it was based on (409 with the current report when stale). */
export async function updateReport(tx: Tx, auth: AuthContext, body: UpdateBody): Promise<void> {
  const current = await mustEditReport(tx, auth, body.id);
  assertShareable(current.vendorId, body.shared);
  await versionedUpdate(
    () =>
      tx
        .update(report)
        .set({
          ...reportValues(body),
          version: sql`${report.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: auth.userId,
        })
        .where(and(eq(report.id, body.id), eq(report.version, body.version)))
        .returning({ id: report.id }),
    () => getReport(tx, auth, body.id),
  );
}

/**
 * A report deleted (deleteReport): refused while a dashboard widget shows it, naming the dashboards, so a dashboard never
 * loses a widget silently. Widgets the caller cannot see (another vendor's dashboards) count too.
 */
export async function deleteReport(tx: Tx, auth: AuthContext, id: string): Promise<void> {
  const current = await mustEditReport(tx, auth, id);
  const used = await findReferences(
    tx,
    {
      table: dashboard,
      name: dashboard.name,
      where: inArray(
        dashboard.id,
        tx
          .select({ id: dashboardWidget.dashboardId })
          .from(dashboardWidget)
          .where(eq(dashboardWidget.reportId, id)),
      ),
    },
    ['dashboard', 'dashboards'],
  );
  assertUnreferenced(`The report "${current.name}"`, [used]);
  try {
    await tx.delete(report).where(eq(report.id, id));
  } catch (error) {
    // A widget the caller cannot see (the foreign key sees them all).
    if (violatedConstraint(error, '23503') === null) throw error;
    assertUnreferenced(`The report "${current.name}"`, [
      { noun: ['dashboard', 'dashboards'], total: 1, names: ['not shown to you'] },
    ]);
  }
}
