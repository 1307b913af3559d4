import { and, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The organisation column of a column's table (an alias's own, for an aliased table). */
function organisationOf(column: PgColumn): PgColumn {
  const organisation = (column.table as unknown as Record<string, unknown>).organisationId;
  if (!organisation || typeof organisation !== 'object') {
    throw new Error(`${getTableName(column.table)}.${column.name} is not a column of a tenant table`);
  }
  return organisation as PgColumn;
}

/**
 * Two tenant tables joined on `left = right` within one organisation: `tenantJoin(vendor.id, asset.vendorId)`
 * is `vendor.organisation_id = asset.organisation_id and vendor.id = asset.vendor_id`. Every tenant key
 * starts with the organisation, so the join walks the keys' indexes, and it can never pair the rows of two
 * organisations, whatever row-level security lets the transaction see.
 */
export function tenantJoin(left: PgColumn, right: PgColumn): SQL {
  return and(eq(organisationOf(left), organisationOf(right)), eq(left, right))!;
}

/** A tenant table whose rows are keyed (organisation_id, id). */
interface TenantTable {
  organisationId: PgColumn;
  id: PgColumn;
}

/** One row by its tenant key: `tenantRow(fileJob, key.organisationId, key.jobId)`. */
export function tenantRow(table: TenantTable, organisationId: string, id: string): SQL {
  return and(eq(table.organisationId, organisationId), eq(table.id, id))!;
}
