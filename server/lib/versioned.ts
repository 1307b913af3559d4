import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { SERVER_MESSAGES } from '../../src/domain/messages';
import { conflict, notFound } from './http-errors';

/**
 * Applies an update that matched on the version the client based it on. When nothing matched, the record
 * either is gone (404) or changed since (409 carrying the current record, so the client can show both).
 */
export async function versionedUpdate<R, C>(
  attempt: () => Promise<R[]>,
  current: () => Promise<C | null | undefined>,
): Promise<R> {
  const [updated] = await attempt();
  if (updated) return updated;
  const now = await current();
  if (!now) throw notFound();
  throw conflict(SERVER_MESSAGES.staleVersion, now);
}

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };

/**
 * Writes `values` to the record `id` of a table with the standard tenant columns, if it is still at
 * `version`; bumps the version and the audit columns. See versionedUpdate for what a miss means.
 */
export function updateAtVersion<C>(
  tx: Executor,
  table: VersionedTable,
  target: { id: string; version: number; userId: string },
  values: Record<string, unknown>,
  current: () => Promise<C | null | undefined>,
) {
  return versionedUpdate(
    () =>
      tx
        .update(table)
        .set({
          ...values,
          version: sql`${table.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: target.userId,
        } as never)
        .where(and(eq(table.id, target.id), eq(table.version, target.version)))
        .returning({ id: table.id }),
    current,
  );
}
