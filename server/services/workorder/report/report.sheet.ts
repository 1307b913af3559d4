import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context';
import { REPORT_MESSAGES } from '../../../../src/domain/report-messages';
import { reportExportFilterSchema, type ReportResult } from '../../../../src/domain/reports';
import type { Tx } from '../../../db/client';
import { report } from '../../../db/schema/index';
import { fieldError } from '../../../lib/http-errors';
import { jobRunContext } from './report-context';
import { getReport } from './report-queries';
import { savedDefinition } from './report-checks';
import { runReport } from './report-run';
import type { ExportCell, ExportDefinition } from '../../file/index';

const PAGE = 2_000;

/** The report's name as the caller sees it (row-level security), or null when they cannot. */
async function reportName(tx: Tx, reportId: string): Promise<string | null> {
  const [row] = await tx.select({ name: report.name }).from(report).where(eq(report.id, reportId));
  return row?.name ?? null;
}

function cellOf(value: unknown, type: string): ExportCell {
  if (value === null || value === undefined) return null;
  if (type === 'dateTime' && typeof value === 'string') return new Date(value);
  return value as ExportCell;
}

/**
 * A saved report's whole result as a workbook: run once for the job's user (row-level security, the
 * sandbox's row cap), then written in pages. Its columns are the report's.
 */
export const reportExport: ExportDefinition = {
  columns: [],
  filterSchema: reportExportFilterSchema,
  async check(tx, raw) {
    const { reportId } = reportExportFilterSchema.parse(raw);
    if ((await reportName(tx, reportId)) === null)
      throw fieldError('Filters.ReportId', REPORT_MESSAGES.reportNotFound);
  },
  async fileName(tx, raw) {
    const { reportId } = reportExportFilterSchema.parse(raw);
    const name =
      ((await reportName(tx, reportId)) ?? 'Report').replace(/[\\/:*?"<>|]/g, '_').trim() || 'Report';
    return `${name}.xlsx`;
  },
  source(scoped, raw, caller: AuthContext) {
    const { reportId } = reportExportFilterSchema.parse(raw);
    let result: Promise<ReportResult> | null = null;
    const load = () =>
      (result ??= scoped(async (tx) => {
        const saved = await getReport(tx, caller, reportId);
        if (!saved) throw new Error(REPORT_MESSAGES.reportNotFound);
        const input = { kind: saved.kind, definition: savedDefinition(saved.definition), sql: saved.sql };
        return runReport(jobRunContext(tx), input, null);
      }));
    return {
      columns: async () =>
        (await load()).columns.map((c) => ({ header: c.label, width: c.type === 'text' ? 28 : 20 })),
      count: async () => (await load()).rows.length,
      async *pages() {
        const { columns, rows } = await load();
        for (let from = 0; from < rows.length; from += PAGE) {
          yield rows
            .slice(from, from + PAGE)
            .map((row) => columns.map((c) => cellOf(row.cells[c.key], c.type)));
        }
      },
    };
  },
};
