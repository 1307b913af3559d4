import { fieldErrorsOf } from '../../../components/form/form-errors';

const FILTER_FIELD = /^definition\.filters\.(\d+)(?:\.(\w+))?/i;
const ROW_COLUMNS: Record<string, string> = { type: 'type', subtypeid: 'subTypeId', operator: 'operator' };

/**
 * Where a server field error belongs in the builder: `Definition.Filters.2.Value.From` on row 2's Value,
 * `Sql` on the SQL text, `Definition.GroupBy` on the grouping. A row's parse error of SQL types 15, 18 and
 * 19 thus shows on the very textarea it came from.
 */
export function builderErrorPath(field: string): string {
  const row = FILTER_FIELD.exec(field);
  if (row) {
    const column = ROW_COLUMNS[(row[2] ?? '').toLowerCase()] ?? 'value';
    return `filters.${row[1]}.${column}`;
  }
  const last = field.replace(/^definition\./i, '');
  return last.charAt(0).toLowerCase() + last.slice(1);
}

/** The server's field errors of a run or a save, at the builder's field paths. */
export function builderFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const path = builderErrorPath(field);
    errors[path] = errors[path] ? `${errors[path]} ${message}` : message;
  }
  return errors;
}
