import { sql } from 'drizzle-orm';
import { foreignKey, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organisation } from './organisation';

/*
 * The keys and indexes most tenant tables repeat. Each builds what the table would write out in full (the
 * generated names are the same), so the schema and its migrations stay in step.
 */

interface TenantRow {
  organisationId: AnyPgColumn;
  id: AnyPgColumn;
}

/** The key of a tenant row: (organisation_id, id). */
export function tenantKey(t: TenantRow) {
  return primaryKey({ columns: [t.organisationId, t.id] });
}

/** The row's organisation: organisation_id references organisation(id). */
export function inOrganisation(t: { organisationId: AnyPgColumn }) {
  return foreignKey({ columns: [t.organisationId], foreignColumns: [organisation.id] });
}

/** The key and the organisation of a tenant row that belongs to the organisation itself. */
export function organisationRecord(t: TenantRow) {
  return [tenantKey(t), inOrganisation(t)];
}

/**
 * A reference to a row of the same organisation in `target`: (organisation_id, column) references
 * target(organisation_id, id). `name` where the generated one would pass PostgreSQL's 63 characters.
 */
export function tenantReference(
  t: { organisationId: AnyPgColumn },
  column: AnyPgColumn,
  target: TenantRow,
  name?: string,
) {
  return foreignKey({
    ...(name ? { name } : {}),
    columns: [t.organisationId, column],
    foreignColumns: [target.organisationId, target.id],
  });
}

/** `<table>_name_uq`: a name is unique in its organisation, whatever its case. */
export function uniqueName(table: string, t: { organisationId: AnyPgColumn; name: AnyPgColumn }) {
  return uniqueIndex(`${table}_name_uq`).on(t.organisationId, sql`lower(${t.name})`);
}

/** `<table>_code_uq`: a code, where there is one, is unique in its organisation, whatever its case. */
export function uniqueCode(table: string, t: { organisationId: AnyPgColumn; code: AnyPgColumn }) {
  return uniqueIndex(`${table}_code_uq`)
    .on(t.organisationId, sql`lower(${t.code})`)
    .where(sql`${t.code} is not null`);
}
