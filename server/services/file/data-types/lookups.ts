import { and, asc, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { crew } from '../../../db/schema/index';
import { project, vendor, workLocation } from '../../../db/schema/index';
import type { ColumnSpec, RowValues } from './types';

/** The distinct non-empty values of a column in a batch, lower-cased for case-insensitive lookups. */
export function lowerValues(rows: readonly RowValues[], key: string): string[] {
  return [...new Set(rows.map((row) => (row[key] ?? '').toLowerCase()).filter(Boolean))];
}

/**
 * Ids by lower-cased code and by lower-cased name: a row may name a record either way. A code wins over
 * another record's identical name, since codes are what files exchanged between systems carry.
 */
export function byCodeOrName(
  records: ReadonlyArray<{ id: string; code: string | null; name: string }>,
): Map<string, string> {
  const ids = new Map<string, string>();
  for (const r of records) ids.set(r.name.toLowerCase(), r.id);
  for (const r of records) if (r.code) ids.set(r.code.toLowerCase(), r.id);
  return ids;
}

/** A Yes/No cell: undefined when empty (the schema's default applies); an error is noted for anything else. */
export function yesNo(value: string | undefined, header: string, errors: string[]): boolean | undefined {
  const text = (value ?? '').toLowerCase();
  if (text === '') return undefined;
  if (['yes', 'y', 'true', '1'].includes(text)) return true;
  if (['no', 'n', 'false', '0'].includes(text)) return false;
  errors.push(`${header} must be Yes or No.`);
  return undefined;
}

/** A number cell: null when empty; an error is noted for text that is not a number. */
export function optionalNumber(value: string | undefined, header: string, errors: string[]): number | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const number = Number(text);
  if (Number.isFinite(number)) return number;
  errors.push(`${header} must be a number.`);
  return null;
}

type NamedTable = typeof project | typeof vendor | typeof crew;

/** The records of a table whose code or name is one of `keys` (lower-cased); none asked, none read. */
export async function findByCodeOrName(tx: Tx, table: NamedTable, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return tx
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table)
    .where(or(inArray(sql`lower(${table.code})`, [...keys]), inArray(sql`lower(${table.name})`, [...keys])));
}

/** Names of the rows read, for a column's drop-down list. */
export const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

/** The Project column of an import whose records belong to a project, offered as the project names. */
export const projectColumn = {
  key: 'project',
  header: 'Project',
  required: true,
  example: 'GHY-DT',
  allowed: async (tx: Tx) =>
    names(await tx.select({ name: project.name }).from(project).orderBy(asc(project.name))),
} as const satisfies ColumnSpec;

/** The optional Vendor column (empty: the organisation's own), offered as the vendor names. */
export const vendorColumn = {
  key: 'vendor',
  header: 'Vendor',
  required: false,
  example: '',
  allowed: async (tx: Tx) =>
    names(await tx.select({ name: vendor.name }).from(vendor).orderBy(asc(vendor.name))),
} as const satisfies ColumnSpec;

/**
 * The work locations of `projectIds` whose identifier is one of `identifiers` (lower-cased), read as the
 * caller: a location their access groups hide is not found, as in the calls that name one.
 */
export async function findLocations(tx: Tx, projectIds: readonly string[], identifiers: readonly string[]) {
  if (projectIds.length === 0 || identifiers.length === 0) return [];
  return tx
    .select({
      id: workLocation.id,
      projectId: workLocation.projectId,
      identifier: workLocation.locationIdentifier,
    })
    .from(workLocation)
    .where(
      and(
        inArray(workLocation.projectId, [...projectIds]),
        inArray(sql`lower(${workLocation.locationIdentifier})`, [...identifiers]),
      ),
    );
}
