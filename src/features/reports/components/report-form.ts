import { isBlank } from '../../../components/form/rules';
import { UI_FILTER_OPERATORS } from '../../../domain/element-values';
import { requiredMessage } from '../../../domain/messages';
import {
  DEFAULT_REPORT_COLUMNS,
  REPORT_COLUMNS,
  REPORT_GROUP_BY,
  reportFilterDefinition,
  type Report,
  type ReportChart,
  type ReportColumnKey,
  type ReportDefinitionInput,
  type ReportGroupKey,
  type ReportKind,
} from '../../../domain/reports';
import { TEXT_MAX } from '../../../domain/validation';
import { emptyFilterRow, filterRowErrors, toFilterInput, type FilterRowDraft } from './filter-row';

export const REPORTS_PATH = '/reports';
export const reportEditPath = (id: string) => `${REPORTS_PATH}/edit/${id}`;
export const dashboardPath = (id: string) => `${REPORTS_PATH}/${id}`;

export interface ReportFormValues {
  name: string;
  shared: boolean;
  kind: ReportKind;
  columns: ReportColumnKey[];
  groupBy: ReportGroupKey[];
  chart: ReportChart;
  filters: FilterRowDraft[];
  sql: string;
}

export const EMPTY_REPORT: ReportFormValues = {
  name: '',
  shared: false,
  kind: 'builder',
  columns: DEFAULT_REPORT_COLUMNS,
  groupBy: [],
  chart: 'table',
  filters: [],
  sql: '',
};

/** Charts that draw one mark per group: a report without grouping has nothing to draw them from. */
export const GROUPED_CHARTS: readonly ReportChart[] = ['bar', 'line', 'pie'];

function isColumn(key: string): key is ReportColumnKey {
  return REPORT_COLUMNS.some((column) => column.key === key);
}

function isGroup(key: string): key is ReportGroupKey {
  return REPORT_GROUP_BY.some((group) => group.key === key);
}

type SavedFilter = Report['definition']['filters'][number];

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A saved filter row back into the grid (values the server already checked). */
export function filterRowOf(filter: SavedFilter): FilterRowDraft {
  const row = emptyFilterRow();
  const definition = reportFilterDefinition(filter.type);
  if (!definition) return row;
  const operator = UI_FILTER_OPERATORS.find((op) => op === filter.operator) ?? null;
  const base = { ...row, type: definition.id, subTypeId: filter.subTypeId, operator };
  const value = filter.value;
  switch (definition.value) {
    case 'lookup':
      return { ...base, ids: Array.isArray(value) ? value.map(String) : [] };
    case 'status':
    case 'approval':
      return { ...base, statuses: Array.isArray(value) ? value.map(Number) : [] };
    case 'dateRange': {
      const range = record(value);
      const day = (v: unknown) => (typeof v === 'string' ? v : null);
      return { ...base, from: day(range.from), to: day(range.to) };
    }
    case 'fieldValue': {
      const field = record(value);
      const elementId = typeof field.elementId === 'string' ? field.elementId : null;
      return { ...base, elementId, fieldValue: String(field.value ?? '') };
    }
    case 'text':
    case 'sql':
      return { ...base, text: typeof value === 'string' ? value : '' };
  }
}

export function reportValuesOf(report: Report): ReportFormValues {
  const definition = report.definition;
  return {
    name: report.name,
    shared: report.shared,
    kind: report.kind,
    columns: definition.columns.filter(isColumn),
    groupBy: definition.groupBy.filter(isGroup),
    chart: definition.chart,
    filters: definition.filters.map(filterRowOf),
    sql: report.sql ?? '',
  };
}

/** Every message of the form, keyed by field path (`filters.2.value`), as @mantine/form takes them. */
export function reportFormErrors(values: ReportFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isBlank(values.name)) errors.name = requiredMessage('Report name');
  else if (values.name.length > TEXT_MAX) errors.name = `Report name must be at most ${TEXT_MAX} characters`;
  if (values.kind === 'sql') {
    if (isBlank(values.sql)) errors.sql = requiredMessage('SQL');
    return errors;
  }
  if (values.groupBy.length === 0 && GROUPED_CHARTS.includes(values.chart)) {
    errors.groupBy = 'Choose what to group by for a bar, line or pie chart';
  }
  if (values.groupBy.length === 0 && values.columns.length === 0) errors.columns = requiredMessage('Columns');
  values.filters.forEach((row, index) => {
    for (const [column, message] of Object.entries(filterRowErrors(row))) {
      errors[`filters.${index}.${column}`] = message;
    }
  });
  return errors;
}

/** The definition to run or save (the form is valid). */
export function definitionOf(values: ReportFormValues): ReportDefinitionInput {
  return {
    columns: values.columns,
    groupBy: values.groupBy,
    measure: 'count',
    chart: values.chart,
    filters: values.kind === 'builder' ? values.filters.map(toFilterInput) : [],
  };
}

/** The body of createReport and updateReport, without id and version. */
export function reportPayload(values: ReportFormValues) {
  return {
    name: values.name.trim(),
    shared: values.shared,
    kind: values.kind,
    definition: definitionOf(values),
    sql: values.kind === 'sql' ? values.sql.trim() : null,
  };
}
export type ReportBody = ReturnType<typeof reportPayload>;
