import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { APPROVAL_STATUSES, WORK_ORDER_STATUSES } from '../../../../src/domain/workorders';

/*
 * The CSV record of an order is written by the database, one text value per row, exactly as csvField would
 * write the cells (tests/api/file/work-order-csv.test.ts): mapping 19 cells a row in JavaScript cost more
 * than reading them.
 */

export type Value = SQLWrapper;

/**
 * Text: formula-looking text behind a single quote, quoted (quotes doubled) when it holds , " or a line break.
 * One pattern first decides whether the text needs either (most text needs neither).
 */
function csvText(value: Value): SQL {
  const safe = sql`case when ${value} ~ '^[=+@\t\r-]' then '''' || ${value} else ${value} end`;
  const escaped = sql`case when ${value} ~ '[",\r\n]' then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end`;
  return sql`case when ${value} ~ '[",\r\n]|^[=+@\t-]' then ${escaped} else coalesce(${value}, '') end`;
}

/** A time as toISOString writes it (UTC, milliseconds cut as a Date cuts them, "Z"). */
function csvTime(value: Value): SQL {
  return sql`coalesce(to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;
}

/** A coordinate as a JavaScript number prints (no trailing zeros). */
function csvNumber(value: Value): SQL {
  return sql`coalesce(trim_scale(${value})::text, '')`;
}

/** A code's name from a fixed list, as statusName and approvalName give it. */
function csvName(value: Value, names: ReadonlyArray<{ id: number; name: string }>, otherwise: SQL): SQL {
  const cases = names.map((n) => sql.raw(` when ${Number(n.id)} then '${n.name.replace(/'/g, "''")}'`));
  return sql`case ${value}${sql.join(cases)} else ${otherwise} end`;
}

export type RecordValues = Record<
  | 'code'
  | 'status'
  | 'approvalStatus'
  | 'projectName'
  | 'locationIdentifier'
  | 'workLocationName'
  | 'accessGroupName'
  | 'vendorName'
  | 'crewName'
  | 'workflowName'
  | 'description'
  | 'plannedStartTime'
  | 'plannedEndTime'
  | 'actualStartTime'
  | 'actualEndTime'
  | 'completedAt'
  | 'latitude'
  | 'longitude'
  | 'createdAt',
  Value
>;

/** An order's CSV record, the 19 cells joined by commas. */
export function csvRecord(r: RecordValues): SQL {
  return sql.join(
    [
      csvText(r.code),
      csvName(r.status, WORK_ORDER_STATUSES, sql`'Status ' || ${r.status}`),
      csvName(r.approvalStatus, APPROVAL_STATUSES, sql`''`),
      csvText(r.projectName),
      csvText(r.locationIdentifier),
      csvText(r.workLocationName),
      csvText(r.accessGroupName),
      csvText(r.vendorName),
      csvText(r.crewName),
      csvText(r.workflowName),
      csvText(r.description),
      csvTime(r.plannedStartTime),
      csvTime(r.plannedEndTime),
      csvTime(r.actualStartTime),
      csvTime(r.actualEndTime),
      csvTime(r.completedAt),
      csvNumber(r.latitude),
      csvNumber(r.longitude),
      csvTime(r.createdAt),
    ],
    sql` || ',' || `,
  );
}
