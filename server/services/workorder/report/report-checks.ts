import { inArray } from 'drizzle-orm';
import { parseElementValue } from '../../../../src/domain/element-values';
import { REPORT_MESSAGES } from '../../../../src/domain/report-messages';
import type { ReportDefinition, ReportFieldValue, ReportKind } from '../../../../src/domain/reports';
import { reportDefinitionSchema } from '../../../../src/domain/reports';
import type { ElementType } from '../../../../src/domain/work-location-templates';
import type { Tx } from '../../../db/client';
import { QUERY_CANCELED } from '../../../db/database-hold';
import { workLocationTemplateElement } from '../../../db/schema/index';
import { badRequest, fieldError, HttpError } from '../../../lib/http-errors';
import type { FilterContext } from './filter-sql';
import type { FragmentSlot } from './sql-sandbox';
import { authorSql, checkFragment, checkReportSql, SqlRefusal } from './sql-sandbox';
import { ReportRunError } from './sandbox-run';

/** What a report runs: its kind, its builder definition and, for an SQL report, its statement. */
export interface ReportInput {
  kind: ReportKind;
  definition: ReportDefinition;
  sql: string | null;
}

const SLOTS: Partial<Record<number, FragmentSlot>> = { 15: 'idQuery', 18: 'selectList', 19: 'condition' };

const valueField = (index: number) => `Definition.Filters.${index}.Value`;

/** Where a refusal of the report's SQL is shown: the SQL box of a SQL report, else the definition. */
export function sqlField(input: Pick<ReportInput, 'kind'>): string {
  return input.kind === 'sql' ? 'Sql' : 'Definition';
}

async function refusedAs<T>(field: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof SqlRefusal) throw fieldError(field, error.message);
    throw error;
  }
}

/**
 * The sandbox's rules for whatever SQL a report holds: its whole text (kind 'sql') or each fragment of
 * filter types 15, 18 and 19 in its place. A refusal is a 400 naming the field and what is not allowed.
 */
export async function checkReportInput(input: ReportInput): Promise<void> {
  if (input.kind === 'sql') {
    return refusedAs('Sql', () => checkReportSql(authorSql(input.sql ?? '')));
  }
  for (const [index, filter] of input.definition.filters.entries()) {
    const slot = SLOTS[filter.type];
    if (slot) await refusedAs(valueField(index), () => checkFragment(slot, filter.value as string));
  }
}

/**
 * What the template-field rows (type 14) need: each field's type, the field belonging to the row's template,
 * and a value of that type (a number field compares numbers), as the work-order list's field filter checks.
 */
export async function filterContext(tx: Tx, definition: ReportDefinition): Promise<FilterContext> {
  const rows = [...definition.filters.entries()].filter(([, filter]) => filter.type === 14);
  const ids = rows.map(([, filter]) => (filter.value as ReportFieldValue).elementId);
  const elements = ids.length
    ? await tx
        .select({
          id: workLocationTemplateElement.id,
          templateId: workLocationTemplateElement.templateId,
          elementType: workLocationTemplateElement.elementType,
        })
        .from(workLocationTemplateElement)
        .where(inArray(workLocationTemplateElement.id, ids))
    : [];
  const byId = new Map(elements.map((element) => [element.id, element]));
  for (const [index, filter] of rows) {
    const field = filter.value as ReportFieldValue;
    const element = byId.get(field.elementId);
    if (!element || element.templateId !== filter.subTypeId)
      throw fieldError(`${valueField(index)}.ElementId`, 'Field is not a field of the chosen template');
    if (element.elementType === 'number' || element.elementType === 'date') {
      const parsed = parseElementValue(
        { elementType: element.elementType as ElementType, options: [] },
        field.value,
      );
      if ('error' in parsed) throw fieldError(`${valueField(index)}.Value`, `Value ${parsed.error}`);
    }
  }
  return { elementTypes: new Map(elements.map((element) => [element.id, element.elementType])) };
}

/** A run the database refused: the general failure envelope, with the database's reason for the author. */
export function runFailure(error: unknown, input: Pick<ReportInput, 'kind'>): unknown {
  if (error instanceof SqlRefusal) return fieldError(sqlField(input), error.message);
  if (!(error instanceof ReportRunError)) return error;
  const reason =
    error.builtInLimitMs !== undefined
      ? REPORT_MESSAGES.tooLongOnBuiltIn(error.builtInLimitMs / 1000)
      : error.code === QUERY_CANCELED
        ? REPORT_MESSAGES.tookTooLong
        : error.message;
  return new HttpError(400, 'The report could not be run', reason);
}

/** A saved definition read back through its schema (it was checked when saved; the schema may have grown). */
export function savedDefinition(definition: unknown): ReportDefinition {
  const parsed = reportDefinitionSchema.safeParse(definition);
  if (!parsed.success)
    throw badRequest(REPORT_MESSAGES.runFailed, [
      { field: 'Definition', message: parsed.error.issues[0]?.message ?? 'is not valid' },
    ]);
  return parsed.data;
}
