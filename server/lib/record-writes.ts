import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldError } from '../../src/domain/envelope';
import type { AuthContext } from '../auth/context';
import type { Executor } from '../db/client';
import { newId } from '../crypto';
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

/** The columns a write sets besides the ones the writer fills in. */
type RecordValues<T extends RecordTable> = Omit<
  T['$inferInsert'],
  'organisationId' | 'id' | 'createdBy' | 'updatedBy'
>;

/**
 * The two writes of a record table. `uniqueFields` names the field a unique index refuses (a 409 with a
 * field error, see withUniqueFields); `current` reads the record a stale update answers with.
 */
export function recordWrites<T extends RecordTable>(
  table: T,
  options: {
    uniqueFields: Record<string, FieldError>;
    current: (tx: Executor, id: string) => Promise<unknown>;
  },
) {
  return {
    /** Inserts a record of the caller's organisation under the id the client chose, or a new one; returns it. */
    async insert(
      tx: Executor,
      auth: AuthContext,
      id: string | undefined,
      values: RecordValues<T>,
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
      await withUniqueFields(() => tx.insert(table).values(row as T['$inferInsert']), options.uniqueFields);
      return recordId;
    },
    /**
     * Writes `values` if the record is still at the version the client based its edit on: 404 when it is
     * gone, 409 carrying the current record when it changed since (updateAtVersion).
     */
    async update(
      tx: Executor,
      auth: AuthContext,
      target: { id: string; version: number },
      values: Partial<RecordValues<T>>,
    ): Promise<void> {
      await withUniqueFields(
        () =>
          updateAtVersion(tx, table, { ...target, userId: auth.userId }, values, () =>
            options.current(tx, target.id),
          ),
        options.uniqueFields,
      );
    },
  };
}
