import { inArray, sql } from 'drizzle-orm';
import type { ReportDefinition, ReportResult, ReportRow } from '../../../../src/domain/reports';
import type { Tx } from '../../../db/client';
import { accessGroup } from '../../../db/schema/index';
import { COUNT_COLUMN, ID_COLUMN, KEY_PREFIX, TOTAL_COLUMN } from './builder-columns';
import { builderCount, builderQuery } from './builder-sql';
import { checkReportInput, filterContext, type ReportInput } from './report-checks';
import { baseListFilter, rowDrill } from './report-drill';
import { cellsOf, resultColumns } from './result-cells';
import type { ResultColumn } from './result-cells';
import type { SandboxLimits, SandboxRows } from './sandbox-run';
import { runSandboxed } from './sandbox-run';
import { authorSql } from './sql-sandbox';

export interface RunContext {
  tx: Tx;
  limits: SandboxLimits;
  engine: 'pglite' | 'postgres';
}

/** A page of the result; null: every row up to the row cap (a download). */
export type ResultPage = { page: number; pageSize: number } | null;

async function projectsOfGroups(tx: Tx, rows: SandboxRows, index: number): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      rows.rows
        .map((row) => row[`${KEY_PREFIX}${index}`])
        .filter((id): id is string => typeof id === 'string'),
    ),
  ];
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: accessGroup.id, projectId: accessGroup.projectId })
    .from(accessGroup)
    .where(inArray(accessGroup.id, ids));
  return new Map(found.map((group) => [group.id, group.projectId]));
}

async function groupedRows(
  tx: Tx,
  definition: ReportDefinition,
  rows: SandboxRows,
  columns: ResultColumn[],
): Promise<ReportRow[]> {
  const groupIndex = definition.groupBy.indexOf('accessGroup');
  const projectOf =
    groupIndex >= 0 ? await projectsOfGroups(tx, rows, groupIndex) : new Map<string, string>();
  const base = baseListFilter(definition);
  return rows.rows.map((row) => ({
    cells: cellsOf(row, columns),
    workOrderId: null,
    drill: rowDrill(
      base,
      definition.groupBy.map((key, index) => ({ key, value: row[`${KEY_PREFIX}${index}`] })),
      projectOf,
    ),
  }));
}

async function runBuilder(
  ctx: RunContext,
  definition: ReportDefinition,
  page: ResultPage,
): Promise<ReportResult> {
  const context = await filterContext(ctx.tx, definition);
  const options = { limits: ctx.limits, engine: ctx.engine, builder: true };
  const rows = await runSandboxed(ctx.tx, builderQuery(definition, context, page), options);
  const grouped = definition.groupBy.length > 0;
  const all = resultColumns(rows.fields, true);
  // A grouped row reads: its groups' labels, then the count and any columns of a select statement.
  const labels = definition.groupBy.map((key) => all.find((column) => column.key === key)!);
  const columns = grouped ? [...labels, ...all.filter((column) => !labels.includes(column))] : all;
  let total = Number(rows.rows[0]?.[TOTAL_COLUMN] ?? 0);
  if (rows.rows.length === 0 && page && page.page > 1) {
    const counted = await runSandboxed(ctx.tx, builderCount(definition, context), options);
    total = Number(counted.rows[0]?.[TOTAL_COLUMN] ?? 0);
  }
  const resultRows = grouped
    ? await groupedRows(ctx.tx, definition, rows, columns)
    : rows.rows.map((row) => ({
        cells: cellsOf(row, columns),
        workOrderId: String(row[ID_COLUMN]),
        drill: null,
      }));
  return {
    columns: columns.map(({ key, label, type }) => ({ key, label, type })),
    rows: resultRows,
    total: page ? total : Math.min(total, ctx.limits.rowLimit),
    page: page?.page ?? 1,
    pageSize: page?.pageSize ?? resultRows.length,
    truncated: rows.truncated,
    chart: definition.chart,
    labelKeys: grouped ? [...definition.groupBy] : columns.slice(0, 1).map((c) => c.key),
    valueKey: grouped ? COUNT_COLUMN : null,
  };
}

async function runSql(
  ctx: RunContext,
  text: string,
  chart: ReportResult['chart'],
  page: ResultPage,
): Promise<ReportResult> {
  const rows = await runSandboxed(ctx.tx, sql.raw(authorSql(text)), {
    limits: ctx.limits,
    engine: ctx.engine,
    builder: false,
  });
  const columns = resultColumns(rows.fields, false);
  const from = page ? (page.page - 1) * page.pageSize : 0;
  const slice = page ? rows.rows.slice(from, from + page.pageSize) : rows.rows;
  const value = columns.find((c, index) => c.type === 'number' && (index > 0 || columns.length === 1));
  return {
    columns: columns.map(({ key, label, type }) => ({ key, label, type })),
    rows: slice.map((row) => ({ cells: cellsOf(row, columns), workOrderId: null, drill: null })),
    total: rows.rows.length,
    page: page?.page ?? 1,
    pageSize: page?.pageSize ?? slice.length,
    truncated: rows.truncated,
    chart,
    labelKeys: columns
      .slice(0, 1)
      .filter((c) => c.key !== value?.key)
      .map((c) => c.key),
    valueKey: value?.key ?? null,
  };
}

/** Runs a report (saved or not) for the caller: checked again, then in the sandbox under their scope. */
export async function runReport(
  ctx: RunContext,
  input: ReportInput,
  page: ResultPage,
): Promise<ReportResult> {
  await checkReportInput(input);
  if (input.kind === 'sql') return runSql(ctx, input.sql ?? '', input.definition.chart, page);
  return runBuilder(ctx, input.definition, page);
}
