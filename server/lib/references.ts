import { asc, count } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SERVER_MESSAGES } from '../../src/domain/messages';
import type { Executor } from '../db/client';
import { HttpError } from './http-errors';

export interface Reference {
  /** Singular and plural noun: ['user', 'users']. */
  noun: readonly [string, string];
  total: number;
  /** A few names to show; the message adds "and N more". */
  names: string[];
}

function describe(reference: Reference): string {
  const noun = reference.total === 1 ? reference.noun[0] : reference.noun[1];
  const more =
    reference.total > reference.names.length ? `, and ${reference.total - reference.names.length} more` : '';
  return `${reference.total} ${noun} (${reference.names.join(', ')}${more})`;
}

/**
 * Refuses to delete a record that others still point at, naming them, e.g. 'The vendor "Kamrup" is still
 * used by 2 users (Asha Das, Bikash Roy) and 1 crew (Night crew). Reassign or delete them first.'
 */
export function assertUnreferenced(subject: string, references: Reference[]): void {
  const used = references.filter((r) => r.total > 0);
  if (used.length === 0) return;
  const parts = used.map(describe);
  const list =
    parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  throw new HttpError(409, 'Record in use', SERVER_MESSAGES.stillReferenced(subject, list));
}

/** How many rows of `table` match `where` (as the caller sees them), with the first few names. */
export async function findReferences(
  tx: Executor,
  source: { table: PgTable; name: PgColumn; where?: SQL | undefined },
  noun: Reference['noun'],
): Promise<Reference> {
  const [total] = await tx.select({ n: count() }).from(source.table).where(source.where);
  const n = total?.n ?? 0;
  if (n === 0) return { noun, total: 0, names: [] };
  const rows = await tx
    .select({ name: source.name })
    .from(source.table)
    .where(source.where)
    .orderBy(asc(source.name))
    .limit(3);
  return { noun, total: n, names: rows.map((r) => String(r.name)) };
}
