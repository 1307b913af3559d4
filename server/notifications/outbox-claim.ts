import { and, asc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { notification } from '../db/schema/index';

/** Claimed this many at a time, oldest first. */
export const OUTBOX_BATCH = 50;
/** A claim older than this was lost (the process stopped mid-send); the entry is tried again. */
const CLAIM_MINUTES = 10;

type Column = keyof typeof notification.$inferInsert;

/** The columns of one of a notification's outboxes (its e-mail, its push), by their names in the schema. */
export interface OutboxColumns {
  status: Column;
  claimedAt: Column;
  attempts: Column;
  /** When a retry is due, for an outbox that waits between tries ('retry' entries). */
  retryAt?: Column;
}

const column = (name: Column): PgColumn => notification[name];

/** Entries due: pending, a retry whose time came, or claimed too long ago (a send that was lost). */
function due(outbox: OutboxColumns): SQL | undefined {
  const status = column(outbox.status);
  return or(
    eq(status, 'pending'),
    outbox.retryAt ? and(eq(status, 'retry'), lte(column(outbox.retryAt), sql`now()`)) : undefined,
    and(
      eq(status, 'sending'),
      lt(column(outbox.claimedAt), sql`now() - make_interval(mins => ${CLAIM_MINUTES})`),
    ),
  );
}

/**
 * Claims up to OUTBOX_BATCH due entries of an outbox, skipping those another process holds: each is marked
 * `sending`, claimed now, and one attempt more. Answers the claimed notifications' ids; the caller reads what
 * it sends of them in the same transaction.
 */
export async function claimDue(tx: Executor, outbox: OutboxColumns): Promise<string[]> {
  const rows = await tx
    .select({ id: notification.id })
    .from(notification)
    .where(due(outbox))
    .orderBy(asc(notification.createdAt))
    .limit(OUTBOX_BATCH)
    .for('update', { skipLocked: true });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await tx
    .update(notification)
    .set({
      [outbox.status]: 'sending',
      [outbox.claimedAt]: sql`now()`,
      [outbox.attempts]: sql`${column(outbox.attempts)} + 1`,
    })
    .where(inArray(notification.id, ids));
  return ids;
}
