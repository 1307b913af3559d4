import { UI_FILTER_OPERATORS, type FilterOperator } from '../../../domain/element-values';
import { requiredMessage } from '../../../domain/messages';
import {
  REPORT_SQL_MAX,
  reportFilterDefinition,
  type ReportFilterDefinition,
  type ReportFilterInput,
  type ReportFilterType,
} from '../../../domain/reports';
import { TEXT_MAX } from '../../../domain/validation';

/** How a field's recorded value compares: numbers and times by size, anything else only by equality. */
export type FieldValueType = 'number' | 'date' | 'text';

/**
 * One row of the filter grid while it is edited. Each value kind keeps its own slot, so switching kinds never
 * carries a value of one shape into another; `toFilterInput` sends only the slot of the row's kind.
 */
export interface FilterRowDraft {
  /** Stable across edits (React key, error paths survive a removed row above). */
  key: string;
  type: ReportFilterType | null;
  subTypeId: string | null;
  operator: FilterOperator | null;
  /** `lookup`: the chosen ids. */
  ids: string[];
  /** `text` and `sql`. */
  text: string;
  /** `status` and `approval`. */
  statuses: number[];
  /** `dateRange`: calendar days. */
  from: string | null;
  to: string | null;
  /** `fieldValue`: the field of the Sub Type's activity or template, and the value compared with. */
  elementId: string | null;
  fieldValue: string;
  /** Not sent: the project whose access groups an AccessGroup row offers. */
  projectId: string | null;
}

let nextKey = 0;

export function emptyFilterRow(key = `row-${++nextKey}`): FilterRowDraft {
  return {
    key,
    type: null,
    subTypeId: null,
    operator: null,
    ids: [],
    text: '',
    statuses: [],
    from: null,
    to: null,
    elementId: null,
    fieldValue: '',
    projectId: null,
  };
}

export function definitionOf(row: Pick<FilterRowDraft, 'type'>): ReportFilterDefinition | undefined {
  return row.type === null ? undefined : reportFilterDefinition(row.type);
}

/** Only types that need one show a Sub Type (an activity's workflow, a field's activity or template). */
export function needsSubType(row: Pick<FilterRowDraft, 'type'>): boolean {
  const definition = definitionOf(row);
  return definition !== undefined && definition.subType !== 'none';
}

/**
 * Operators that fit the row's value: the type's own, never 2 or 3 (SPEC section 5), and for a field's value
 * only equality unless the field holds numbers or times.
 */
export function operatorsFor(
  row: Pick<FilterRowDraft, 'type'>,
  fieldType: FieldValueType | null = null,
): FilterOperator[] {
  const definition = definitionOf(row);
  if (!definition) return [];
  const allowed = definition.operators.filter((operator) => UI_FILTER_OPERATORS.includes(operator));
  if (definition.value === 'fieldValue' && fieldType === 'text') return allowed.filter((op) => op === 1);
  return allowed;
}

/** The operator a row starts with: the only one there is, else none until the user picks. */
function soleOperator(operators: readonly FilterOperator[]): FilterOperator | null {
  return operators.length === 1 ? operators[0]! : null;
}

/** A new type starts the row again: Sub Type, operator and value belong to the type. */
export function withType(row: FilterRowDraft, type: ReportFilterType | null): FilterRowDraft {
  if (type === row.type) return row;
  const next = { ...emptyFilterRow(row.key), type };
  return { ...next, operator: soleOperator(operatorsFor(next)) };
}

/** Another activity or template has other fields and values: they go, and the operator with them. */
export function withSubType(row: FilterRowDraft, subTypeId: string | null): FilterRowDraft {
  if (subTypeId === row.subTypeId) return row;
  const cleared = { ...emptyFilterRow(row.key), type: row.type, subTypeId };
  return { ...cleared, operator: soleOperator(operatorsFor(cleared)) };
}

/** SPEC section 5: choosing an element clears the operator and the value. */
export function withElement(
  row: FilterRowDraft,
  elementId: string | null,
  fieldType: FieldValueType | null,
): FilterRowDraft {
  if (elementId === row.elementId) return row;
  return { ...row, elementId, fieldValue: '', operator: soleOperator(operatorsFor(row, fieldType)) };
}

/** A new project offers other access groups: the chosen ones go. */
export function withProject(row: FilterRowDraft, projectId: string | null): FilterRowDraft {
  if (projectId === row.projectId) return row;
  return { ...row, projectId, ids: [] };
}

export type FilterRowErrors = Partial<Record<'type' | 'subTypeId' | 'operator' | 'value', string>>;

function textError(text: string, max: number): string | null {
  if (!text.trim()) return requiredMessage('Value');
  return text.length > max ? `Value must be at most ${max} characters` : null;
}

function valueError(row: FilterRowDraft, definition: ReportFilterDefinition): string | null {
  switch (definition.value) {
    case 'lookup':
      return row.ids.length === 0 ? requiredMessage('Value') : null;
    case 'status':
    case 'approval':
      return row.statuses.length === 0 ? requiredMessage('Value') : null;
    case 'dateRange':
      if (!row.from && !row.to) return 'Date is required.';
      return row.from && row.to && row.from > row.to ? 'The end day must not be before the start day' : null;
    case 'fieldValue':
      return row.elementId ? textError(row.fieldValue, TEXT_MAX) : 'Field is required';
    case 'text':
      return textError(row.text, TEXT_MAX);
    case 'sql':
      return textError(row.text, REPORT_SQL_MAX);
  }
}

/** What is missing or wrong in a row, by column ("Type is required", "Sub Type is required"...). */
export function filterRowErrors(row: FilterRowDraft): FilterRowErrors {
  const definition = definitionOf(row);
  if (!definition) return { type: requiredMessage('Type') };
  const errors: FilterRowErrors = {};
  if (definition.subType !== 'none' && !row.subTypeId) errors.subTypeId = requiredMessage('Sub Type');
  if (row.operator === null) errors.operator = requiredMessage('Operator');
  const value = valueError(row, definition);
  if (value) errors.value = value;
  return errors;
}

function valueOf(row: FilterRowDraft, definition: ReportFilterDefinition): ReportFilterInput['value'] {
  switch (definition.value) {
    case 'lookup':
      return row.ids;
    case 'status':
    case 'approval':
      return row.statuses;
    case 'dateRange':
      return { from: row.from, to: row.to };
    case 'fieldValue':
      return { elementId: row.elementId, value: row.fieldValue.trim() };
    case 'text':
    case 'sql':
      return row.text.trim();
  }
}

/** The row as the report definition carries it (check `filterRowErrors` first). */
export function toFilterInput(row: FilterRowDraft): ReportFilterInput {
  const definition = definitionOf(row);
  if (!definition) throw new Error('A filter row without a type cannot be sent');
  return {
    type: definition.id,
    subTypeId: definition.subType === 'none' ? null : row.subTypeId,
    operator: row.operator ?? 1,
    value: valueOf(row, definition),
  };
}
