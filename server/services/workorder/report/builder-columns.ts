import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ReportColumnKey, ReportGroupKey } from '../../../../src/domain/reports';
import { APPROVAL_STATUSES, WORK_ORDER_STATUSES } from '../../../../src/domain/workorders';

/** What each builder column reads from reporting.work_orders (aliased `wo`). */
export const COLUMN_SQL: Record<ReportColumnKey, SQL> = {
  code: sql`wo.code`,
  status: sql`wo.status_name`,
  approvalStatus: sql`wo.approval_status_name`,
  project: sql`wo.project_name`,
  vendor: sql`wo.vendor_name`,
  crew: sql`wo.crew_name`,
  workflow: sql`wo.workflow_name`,
  accessGroup: sql`wo.access_group_name`,
  locationIdentifier: sql`wo.location_identifier`,
  workLocation: sql`wo.work_location_name`,
  template: sql`wo.template_name`,
  description: sql`wo.description`,
  plannedStart: sql`wo.planned_start`,
  plannedEnd: sql`wo.planned_end`,
  actualStart: sql`wo.actual_start`,
  actualEnd: sql`wo.actual_end`,
  completedOn: sql`wo.completed_on`,
  createdOn: sql`wo.created_on`,
};

const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
const utcMonth = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'UTC')::date`;

function named(list: ReadonlyArray<{ id: number; name: string }>) {
  return (key: SQL) =>
    sql`case ${key} ${sql.join(
      list.map((s) => sql`when ${s.id} then ${s.name}::text`),
      sql` `,
    )} end`;
}

/**
 * A group: the value that identifies it (an id, a status, a day: the drill-down's filter) and where its
 * label comes from: a reporting view's `name` by that id, a name by number, or the value itself. Orders are
 * counted by the value alone and labelled afterwards, so counting reads the orders' own columns only.
 */
export interface GroupSql {
  key: SQL;
  label: { view: string } | { of: (key: SQL) => SQL };
}

export const GROUP_SQL: Record<ReportGroupKey, GroupSql> = {
  status: { key: sql`wo.status`, label: { of: named(WORK_ORDER_STATUSES) } },
  approvalStatus: { key: sql`wo.approval_status`, label: { of: named(APPROVAL_STATUSES) } },
  project: { key: sql`wo.project_id`, label: { view: 'projects' } },
  vendor: { key: sql`wo.vendor_id`, label: { view: 'vendors' } },
  crew: { key: sql`wo.crew_id`, label: { view: 'crews' } },
  workflow: { key: sql`wo.workflow_id`, label: { view: 'workflows' } },
  accessGroup: { key: sql`wo.access_group_id`, label: { view: 'access_groups' } },
  template: { key: sql`wo.template_id`, label: { view: 'templates' } },
  completedDay: { key: utcDay(sql`wo.completed_on`), label: { of: (key) => key } },
  completedMonth: { key: utcMonth(sql`wo.completed_on`), label: { of: (key) => key } },
  createdDay: { key: utcDay(sql`wo.created_on`), label: { of: (key) => key } },
  createdMonth: { key: utcMonth(sql`wo.created_on`), label: { of: (key) => key } },
};

/** Result columns whose names the builder chose; the rest of a result's columns come from SQL. */
export const KEY_PREFIX = '__k';
export const TOTAL_COLUMN = '__total';
export const ID_COLUMN = '__id';
export const COUNT_COLUMN = 'count';
