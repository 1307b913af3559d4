import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { Report, ReportDefinition } from '../../../../src/domain/reports';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { report, vendor } from '../../../db/schema/index';
import { tenantJoin } from '../../../db/tenant-join';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const widgetCount = sql<number>`(select count(*)::int from dashboard_widget w
  where w.organisation_id = report.organisation_id and w.report_id = report.id)`;

const columns = {
  id: report.id,
  organisationId: report.organisationId,
  vendorId: report.vendorId,
  vendorName: vendor.name,
  name: report.name,
  shared: report.shared,
  kind: report.kind,
  definition: report.definition,
  sql: report.sql,
  widgetCount,
  version: report.version,
  createdAt: report.createdAt,
  updatedAt: report.updatedAt,
};

type Row = Awaited<ReturnType<typeof selectReports>>[number];

/** A vendor user changes only their vendor's reports; organisation users change them all. */
export function canEdit(auth: AuthContext, vendorId: string | null): boolean {
  return !auth.vendorId || auth.vendorId === vendorId;
}

function toReport(auth: AuthContext, row: Row): Report {
  return {
    ...row,
    kind: row.kind as Report['kind'],
    definition: row.definition as Report['definition'],
    canEdit: canEdit(auth, row.vendorId),
    widgetCount: Number(row.widgetCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectReports(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(report)
    .leftJoin(vendor, tenantJoin(vendor.id, report.vendorId))
    .where(where);
}

function nameSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return sql`lower(${report.name}) like ${`%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`;
}

/**
 * The report list (getAllReports): the reports the caller may see (row-level security: a vendor user's vendor's and the
 * organisation's shared ones). An organisation user naming a vendor sees what that vendor's users see.
 */
export async function listReports(
  tx: Executor,
  auth: AuthContext,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    vendorId?: string | undefined;
  },
) {
  const vendorView =
    filter.vendorId && !auth.vendorId
      ? or(eq(report.vendorId, filter.vendorId), and(isNull(report.vendorId), eq(report.shared, true)))
      : undefined;
  const where = and(vendorView, nameSearch(filter.searchString));
  const rows = await selectReports(tx, where)
    .orderBy(sql`lower(${report.name})`, asc(report.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(report).where(where);
  return { reports: rows.map((row) => toReport(auth, row)), pageTotal: total?.n ?? 0 };
}

export async function getReport(tx: Executor, auth: AuthContext, id: string): Promise<Report | null> {
  const [row] = await selectReports(tx, eq(report.id, id));
  return row ? toReport(auth, row) : null;
}

/** The columns a create or update writes. A SQL report keeps its chart; its builder parts stay empty. */
export function reportValues(body: {
  name: string;
  shared: boolean;
  kind: Report['kind'];
  definition: ReportDefinition;
  sql: string | null;
}) {
  const definition =
    body.kind === 'sql' ? { ...body.definition, columns: [], groupBy: [], filters: [] } : body.definition;
  return {
    name: body.name,
    shared: body.shared,
    kind: body.kind,
    definition,
    sql: body.kind === 'sql' ? body.sql : null,
  };
}
