import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldError } from '../../src/domain/envelope';
import type { AuthContext } from '../auth/context';
import type { Executor } from '../db/client';
import { newId } from './crypto';
import { withUniqueFields } from './unique-violation';
import { updateAtVersion } from './versioned';

/** A table with the standard tenant and audit columns: organisation, id, version, created and updated by. */
type RecordTable = PgTable & {
  organisationId: PgColumn;
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  createdBy: PgColumn;
  updatedBy: PgColumn;
};

/** The columns a create writes besides the ones insertRecord fills in. */
type RecordValues<T extends RecordTable> = Omit<
  T['$inferInsert'],
  'organisationId' | 'id' | 'createdBy' | 'updatedBy'
>;

/**
 * Inserts a record of the caller's organisation under the id the client chose (or a new one), naming the
 * field a unique index refuses (see withUniqueFields). Returns the id.
 */
export async function insertRecord<T extends RecordTable>(
  tx: Executor,
  table: T,
  auth: AuthContext,
  id: string | undefined,
  values: RecordValues<T>,
  uniqueFields: Record<string, FieldError>,
): Promise<string> {
  const recordId = id ?? newId();
  const row = {
    organisationId: auth.organisationId,
    id: recordId,
    ...values,
    createdBy: auth.userId,
    updatedBy: auth.userId,
  };
  // The spread of a generic table's insert type is not one TypeScript can check; RecordValues typed the parts.
  await withUniqueFields(() => tx.insert(table).values(row as T['$inferInsert']), uniqueFields);
  return recordId;
}

/**
 * Writes `values` to the record if it is still at the version the client based its edit on: 404 when it is
 * gone, 409 carrying `current()` when it changed since (updateAtVersion), the field a unique index refuses.
 */
export async function updateRecord<T extends RecordTable>(
  tx: Executor,
  table: T,
  target: { id: string; version: number; userId: string },
  values: Partial<RecordValues<T>>,
  uniqueFields: Record<string, FieldError>,
  current: () => Promise<unknown>,
): Promise<void> {
  await withUniqueFields(() => updateAtVersion(tx, table, target, values, current), uniqueFields);
}
