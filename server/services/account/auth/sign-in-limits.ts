import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Db } from '../../../db/client';
import { signInAttempt } from '../../../db/schema/index';
import { tooManyRequests } from '../../../lib/http-errors';

/** Failed sign-ins allowed per account, and per client address, within the window. */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowMinutes: 15 } as const;

/**
 * Limits are counted in the database, not in process memory, so they hold across several API processes.
 * An account's count restarts after a successful sign-in.
 */
export async function assertSignInAllowed(db: Db, email: string, address: string): Promise<void> {
  const windowStart = sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.windowMinutes})`;
  const [lastSuccess] = await db
    .select({ at: max(signInAttempt.at) })
    .from(signInAttempt)
    .where(and(eq(signInAttempt.email, email), eq(signInAttempt.succeeded, true)));
  const since = lastSuccess?.at
    ? sql`greatest(${lastSuccess.at.toISOString()}::timestamptz, ${windowStart})`
    : windowStart;

  const [byAccount] = await db
    .select({ failures: count(), oldest: sql<string>`min(${signInAttempt.at})` })
    .from(signInAttempt)
    .where(
      and(eq(signInAttempt.email, email), eq(signInAttempt.succeeded, false), gt(signInAttempt.at, since)),
    );
  const [byAddress] = await db
    .select({ failures: count(), oldest: sql<string>`min(${signInAttempt.at})` })
    .from(signInAttempt)
    .where(
      and(
        eq(signInAttempt.address, address),
        eq(signInAttempt.succeeded, false),
        gt(signInAttempt.at, windowStart),
      ),
    );

  for (const [row, limit] of [
    [byAccount, SIGN_IN_LIMITS.perAccount],
    [byAddress, SIGN_IN_LIMITS.perAddress],
  ] as const) {
    if (row && row.failures >= limit && row.oldest) {
      const unlockAt = new Date(row.oldest).getTime() + SIGN_IN_LIMITS.windowMinutes * 60_000;
      const seconds = Math.max(1, (unlockAt - Date.now()) / 1000);
      throw tooManyRequests(SERVER_MESSAGES.tooManySignIns(Math.ceil(seconds / 60)), seconds);
    }
  }
}

export async function recordSignIn(
  db: Db,
  email: string,
  address: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(signInAttempt).values({ email, address, succeeded });
}

/** Attempts older than a day say nothing about current limits. */
export async function purgeOldAttempts(db: Db): Promise<void> {
  await db.delete(signInAttempt).where(sql`${signInAttempt.at} < now() - interval '1 day'`);
}
