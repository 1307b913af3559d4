import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ReportDateRange, ReportFieldValue, ReportFilter } from '../../../../src/domain/reports';
import { fragmentSnippet } from './sql-sandbox';

const COMPARE: Record<number, string> = { 1: '=', 4: '>', 5: '<', 6: '>=', 7: '<=' };
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/;

export const dayStart = (day: string) => `${day}T00:00:00.000Z`;
export const dayEnd = (day: string) => `${day}T23:59:59.999Z`;

function list(values: ReadonlyArray<string | number>, cast: 'uuid' | 'int'): SQL {
  return sql`(${sql.join(
    values.map((v) => (cast === 'uuid' ? sql`${String(v)}::uuid` : sql`${Number(v)}::int`)),
    sql`, `,
  )})`;
}

function op(operator: number): SQL {
  return sql.raw(COMPARE[operator] ?? '=');
}

function textCompare(column: SQL, operator: number, value: string): SQL {
  return sql`lower(${column}) ${op(operator)} lower(${value}::text)`;
}

function completedIn(range: ReportDateRange): SQL {
  return sql.join(
    [
      range.from
        ? sql`wo.completed_on >= ${dayStart(range.from)}::timestamptz`
        : sql`wo.completed_on is not null`,
      ...(range.to ? [sql`wo.completed_on <= ${dayEnd(range.to)}::timestamptz`] : []),
    ],
    sql` and `,
  );
}

/** A day compared with a time: "after the day" starts at the next midnight, "on the day" is the whole day. */
function timeVersusDay(column: SQL, operator: number, day: string): SQL {
  const start = sql`${dayStart(day)}::timestamptz`;
  const end = sql`${dayEnd(day)}::timestamptz`;
  if (operator === 4) return sql`${column} > ${end}`;
  if (operator === 5) return sql`${column} < ${start}`;
  if (operator === 6) return sql`${column} >= ${start}`;
  if (operator === 7) return sql`${column} <= ${end}`;
  return sql`${column} between ${start} and ${end}`;
}

/**
 * A recorded form value (filter type 11) compared with the value: as numbers when the value is a number
 * (values that are not numbers never match), as times when it is an ISO day or time, else as text.
 */
function recordedCompare(operator: number, value: string): SQL {
  if (NUMBER.test(value)) {
    const number = sql`case when rv.text_value ~ '^\\s*-?[0-9]{1,15}(\\.[0-9]{1,6})?\\s*$'
      then btrim(rv.text_value)::numeric end`;
    return sql`(${number}) ${op(operator)} ${value}::numeric`;
  }
  if (DAY.test(value)) return timeVersusDay(sql`rv.date_time_value`, operator, value);
  if (DATE_TIME.test(value)) return sql`rv.date_time_value ${op(operator)} ${value}::timestamptz`;
  return textCompare(sql`rv.text_value`, operator, value);
}

/** A location's template-field value (type 14), compared as the work-order list's field filter does. */
export function locationValueCompare(elementType: string, operator: number, value: string): SQL {
  if (elementType === 'number') return sql`lv.number_value ${op(operator)} ${value}::numeric`;
  if (elementType === 'date') return sql`lv.date_value ${op(operator)} ${value}::date`;
  return textCompare(sql`lv.text_value`, operator, value);
}

/** Context a filter needs beyond its row: the element type of a template field (type 14). */
export interface FilterContext {
  elementTypes: ReadonlyMap<string, string>;
}

/** The condition of one filter row over reporting.work_orders (`wo`); null for a select list (18). */
export function filterCondition(filter: ReportFilter, context: FilterContext): SQL | null {
  const ids = () => list(filter.value as string[], 'uuid');
  const numbers = () => list(filter.value as number[], 'int');
  const sub = sql`${filter.subTypeId}::uuid`;
  switch (filter.type) {
    case 1:
      return sql`wo.project_id in ${ids()}`;
    case 2:
      return sql`wo.vendor_id in ${ids()}`;
    case 3:
      return sql`wo.crew_id in ${ids()}`;
    case 4:
      return textCompare(sql`wo.code`, filter.operator, filter.value as string);
    case 5:
      return completedIn(filter.value as ReportDateRange);
    case 6:
      return sql`wo.approval_status in ${numbers()}`;
    case 7:
      return sql`wo.status in ${numbers()}`;
    case 8:
      return sql`wo.workflow_id in ${ids()}`;
    case 9:
      return sql`wo.workflow_id = ${sub} and wo.id in (select ap.work_order_id
        from reporting.activity_progress ap where ap.activity_id in ${ids()} and ap.status = 3)`;
    case 10:
      return sql`wo.id in (select rv.work_order_id
        from reporting.recorded_values rv where rv.activity_id = ${sub} and rv.task_id in ${ids()})`;
    case 11: {
      const field = filter.value as ReportFieldValue;
      return sql`wo.id in (select rv.work_order_id from reporting.recorded_values rv
        where rv.activity_id = ${sub} and rv.element_id = ${field.elementId}::uuid
          and ${recordedCompare(filter.operator, field.value)})`;
    }
    case 12:
      return textCompare(sql`wo.location_identifier`, filter.operator, filter.value as string);
    case 13:
      return sql`wo.template_id in ${ids()}`;
    case 14: {
      const field = filter.value as ReportFieldValue;
      const type = context.elementTypes.get(field.elementId) ?? 'text';
      const compare = locationValueCompare(type, filter.operator, field.value);
      return sql`wo.work_location_id in (select lv.work_location_id from reporting.location_values lv
        where lv.element_id = ${field.elementId}::uuid and ${compare})`;
    }
    case 15:
      return sql.raw(fragmentSnippet('idQuery', filter.value as string));
    case 16:
      return sql`wo.access_group_id in (select t.descendant_id
        from reporting.access_group_tree t where t.ancestor_id in ${ids()})`;
    case 17:
      return sql`wo.work_location_id in (select ia.work_location_id
        from reporting.installed_assets ia where ia.from_warehouse_id in ${ids()})`;
    case 18:
      return null;
    case 19:
      return sql.raw(fragmentSnippet('condition', filter.value as string));
  }
}
