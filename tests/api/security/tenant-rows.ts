import { sql } from 'drizzle-orm';
import type { TestApp } from '../../support/test-app';

/*
 * What an organisation holds, read over t.db: the test's connection is not the request role, so row-level
 * security does not apply and these queries see every tenant's rows.
 */

type Row = Record<string, unknown>;

async function rows(t: TestApp, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every table holding tenant rows (those with an organisation_id column), and the organisation table. */
/**
 * The change feed is left out: an organisation's own users' writes add to it (a vendor user is in the
 * organisation), and it is numbered after commit. Who hears its events is tests/api/live's to check.
 */
const NOT_RECORDS = new Set(['change_event']);

async function tablesWith(t: TestApp, column: string): Promise<string[]> {
  const found = await rows(
    t,
    sql`select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = ${column} order by table_name`,
  );
  return found.map((r) => String(r.name)).filter((name) => !NOT_RECORDS.has(name));
}

function ownRows(table: string, organisationId: string) {
  const key = table === 'organisation' ? sql`id` : sql`organisation_id`;
  return sql`from ${sql.identifier(table)} r where ${key} = ${organisationId}::uuid`;
}

/**
 * A vendor user of the organisation whose own file jobs are left out of its digest: queuing an export or an
 * import writes the job, its status history and, once it ends, the user's notification inside the
 * organisation. Those rows are the user's own, not changes to anyone else's.
 */
export interface JobOwner {
  vendorId: string;
  userId: string;
}

function notJobsOf(table: string, owner: JobOwner | undefined) {
  if (!owner) return sql``;
  if (table === 'file_job' || table === 'file_job_status_history')
    return sql` and r.vendor_id is distinct from ${owner.vendorId}::uuid`;
  if (table === 'notification')
    return sql` and not (r.user_id = ${owner.userId}::uuid and r.event = 'importExportFinished')`;
  return sql``;
}

/** An md5 per table of the organisation's rows in a fixed order: any change to any of them shows. */
export async function digestOf(
  t: TestApp,
  organisationId: string,
  jobOwner?: JobOwner,
): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of ['organisation', ...(await tablesWith(t, 'organisation_id'))]) {
    const [row] = await rows(
      t,
      sql`select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as d ${ownRows(table, organisationId)}${notJobsOf(table, jobOwner)}`,
    );
    digest[table] = `${row!.n}:${row!.d}`;
  }
  return digest;
}

/** The ids of every row the organisation holds: none may appear in another organisation's answers. */
export async function idsOf(t: TestApp, organisationId: string): Promise<Set<string>> {
  const ids = new Set<string>([organisationId]);
  for (const table of await tablesWith(t, 'organisation_id')) {
    const hasId = await rows(
      t,
      sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'id'`,
    );
    if (!hasId.length) continue;
    for (const row of await rows(t, sql`select r.id::text as id ${ownRows(table, organisationId)}`))
      ids.add(String(row.id));
  }
  return ids;
}

const TELLING_FIELDS = ['name', 'email', 'code', 'serial_number', 'barcode', 'description', 'title'];

/**
 * What must stay hidden from another vendor of the same organisation: the ids, names, emails and codes of
 * the vendor's rows (every table with a vendor_id), and its users' notifications.
 */
export async function vendorSecrets(
  t: TestApp,
  organisationId: string,
  vendorId: string,
): Promise<{ ids: Set<string>; strings: string[] }> {
  const found: Row[] = [];
  found.push(...(await rows(t, sql`select to_jsonb(r) as j from vendor r where id = ${vendorId}::uuid`)));
  for (const table of await tablesWith(t, 'vendor_id')) {
    found.push(
      ...(await rows(
        t,
        sql`select to_jsonb(r) as j from ${sql.identifier(table)} r
            where organisation_id = ${organisationId}::uuid and vendor_id = ${vendorId}::uuid`,
      )),
    );
  }
  found.push(
    ...(await rows(
      t,
      sql`select to_jsonb(n) as j from notification n join user_account u
          on u.organisation_id = n.organisation_id and u.id = n.user_id where u.vendor_id = ${vendorId}::uuid`,
    )),
  );
  const ids = new Set<string>();
  const strings = new Set<string>();
  for (const { j } of found) {
    const record = j as Row;
    if (typeof record.id === 'string') ids.add(record.id);
    for (const field of TELLING_FIELDS) {
      const value = record[field];
      if (typeof value === 'string' && value.length >= 6) strings.add(value);
    }
  }
  return { ids, strings: [...strings] };
}

/** The stored version of a record, so an update is sent with the version a real editor would hold. */
export async function versionOf(
  t: TestApp,
  organisationId: string,
  table: string,
  id: string,
): Promise<number> {
  const [row] = await rows(t, sql`select version ${ownRows(table, organisationId)} and r.id = ${id}::uuid`);
  if (!row) throw new Error(`no ${table} ${id}`);
  return Number(row.version);
}
