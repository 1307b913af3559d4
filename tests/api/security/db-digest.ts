import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/**
 * Tables a refused request may still write, or that no request writes: reference data, and bookkeeping
 * (sign-in attempts are counted for refused sign-ins; idempotency keys, refresh tokens and the change feed
 * are not records).
 */
const EXCLUDED = new Set([
  'country',
  'state',
  'city',
  'industry',
  'sign_in_attempt',
  'idempotency_key',
  'refresh_token',
  // The change feed is numbered and pruned after commits, apart from any request; the live stream's own
  // tests check that nobody hears another tenant's events.
  'change_event',
]);

export type Digest = Map<string, string>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The public tables the digest covers, found once per run so a new table is covered without listing it. */
export async function digestedTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ name: string }>(result)
    .map((row) => row.name)
    .filter((name) => !EXCLUDED.has(name));
}

/**
 * One statement gives each table's md5 over its rows' text, ordered by that text so the physical order of
 * rows does not matter. It runs on the owner connection, which row-level security does not limit.
 */
export function digestStatement(tables: string[]) {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, (select md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) ` +
      `from "${name}" r) as digest`,
  );
  return sql.raw(parts.join(' union all '));
}

export async function digest(db: Db, statement: ReturnType<typeof digestStatement>): Promise<Digest> {
  const rows = rowsOf<{ name: string; digest: string }>(await db.execute(statement));
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** Names of the tables whose digest differs. */
export function changedTables(before: Digest, after: Digest): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
