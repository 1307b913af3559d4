import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ReportDefinition, ReportGroupKey } from '../../../../src/domain/reports';
import { COLUMN_SQL, COUNT_COLUMN, GROUP_SQL, ID_COLUMN, KEY_PREFIX, TOTAL_COLUMN } from './builder-columns';
import type { FilterContext } from './filter-sql';
import { filterCondition } from './filter-sql';
import { fragmentSnippet } from './sql-sandbox';

export interface BuilderPage {
  page: number;
  pageSize: number;
}

const quoted = (name: string) => sql.raw(`"${name}"`);

function whereOf(definition: ReportDefinition, context: FilterContext): SQL {
  const conditions = definition.filters
    .map((filter) => filterCondition(filter, context))
    .filter((condition): condition is SQL => condition !== null);
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The author's extra columns (filter type 18), each in its own place in the select list. */
function extraColumns(definition: ReportDefinition): SQL[] {
  return definition.filters
    .filter((filter) => filter.type === 18)
    .map((filter) => sql.raw(fragmentSnippet('selectList', filter.value as string)));
}

function paging(page: BuilderPage | null): SQL {
  if (!page) return sql``;
  return sql`limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`;
}

const COUNTED_GROUPS: ReadonlySet<ReportGroupKey> = new Set([
  'status',
  'approvalStatus',
  'project',
  'vendor',
  'crew',
  'workflow',
  'accessGroup',
]);
const COUNTED_FILTERS: ReadonlySet<number> = new Set([1, 2, 3, 6, 7, 8, 16]);

/**
 * Whether a grouped report can add up reporting.order_counts (the tally the work-order list's totals read,
 * kept in step with the orders by triggers) instead of counting orders: it groups and filters only by what
 * the tally holds. A few thousand rows instead of a million, under the same row-level security.
 */
export function fromCounts(definition: ReportDefinition): boolean {
  return (
    definition.groupBy.length > 0 &&
    definition.groupBy.every((key) => COUNTED_GROUPS.has(key)) &&
    definition.filters.every((filter) => COUNTED_FILTERS.has(filter.type))
  );
}

/**
 * The builder's query over reporting.work_orders: one row per order (newest first) or per group (by
 * label), the whole result's size in __total. `page` null reads every row (a download; the sandbox caps it).
 */
export function builderQuery(
  definition: ReportDefinition,
  context: FilterContext,
  page: BuilderPage | null,
): SQL {
  const where = whereOf(definition, context);
  const extra = extraColumns(definition);
  if (definition.groupBy.length === 0) {
    const columns = definition.columns.map((key) => sql`${COLUMN_SQL[key]} as ${quoted(key)}`);
    const select = [
      sql`wo.id as ${quoted(ID_COLUMN)}`,
      ...columns,
      ...extra,
      sql`count(*) over () as ${quoted(TOTAL_COLUMN)}`,
    ];
    return sql`select ${sql.join(select, sql`, `)} from reporting.work_orders as wo ${where}
      order by wo.created_on desc nulls last, wo.id ${paging(page)}`;
  }
  return groupedQuery(definition, where, extra, page);
}

/**
 * One row per group: the orders (or the tally) counted by the groups' values in an inner query, which reads
 * the orders' own columns only (the view's joins for names fall away), then labelled from the reporting
 * views by id and ordered by label.
 */
function groupedQuery(definition: ReportDefinition, where: SQL, extra: SQL[], page: BuilderPage | null): SQL {
  const groups = definition.groupBy.map((key) => GROUP_SQL[key]);
  const counted = fromCounts(definition);
  const keyName = (index: number) => quoted(`${KEY_PREFIX}${index}`);
  const inner = [
    ...groups.map((group, index) => sql`${group.key} as ${keyName(index)}`),
    counted ? sql`sum(wo.orders) as ${quoted(COUNT_COLUMN)}` : sql`count(*) as ${quoted(COUNT_COLUMN)}`,
    ...extra,
  ];
  const source = counted ? sql`reporting.order_counts` : sql`reporting.work_orders`;
  const byKeys = sql.join(
    groups.map((group) => group.key),
    sql`, `,
  );
  const labels = groups.map((group, index) => {
    const key = sql`g.${keyName(index)}`;
    if ('of' in group.label) return { join: sql``, label: group.label.of(key) };
    const alias = sql.raw(`l${index}`);
    const view = sql.raw(`reporting.${group.label.view}`);
    return { join: sql` left join ${view} as ${alias} on ${alias}.id = ${key}`, label: sql`${alias}.name` };
  });
  const outer = [
    sql`g.*`,
    ...labels.map(({ label }, index) => sql`${label} as ${quoted(definition.groupBy[index]!)}`),
    sql`count(*) over () as ${quoted(TOTAL_COLUMN)}`,
  ];
  const orderBy = labels.flatMap(({ label }, index) => [
    sql`${label} nulls last`,
    sql`g.${keyName(index)} nulls last`,
  ]);
  return sql`select ${sql.join(outer, sql`, `)}
    from (select ${sql.join(inner, sql`, `)} from ${source} as wo ${where} group by ${byKeys}) as g
    ${sql.join(
      labels.map(({ join }) => join),
      sql``,
    )}
    order by ${sql.join(orderBy, sql`, `)} ${paging(page)}`;
}

/** How many rows (orders or groups) the definition has: for a page past the end, where __total is missing. */
export function builderCount(definition: ReportDefinition, context: FilterContext): SQL {
  const inner = builderQuery(
    { ...definition, filters: definition.filters.filter((f) => f.type !== 18) },
    context,
    null,
  );
  return sql`select count(*) as ${quoted(TOTAL_COLUMN)} from (${inner}) as counted`;
}
