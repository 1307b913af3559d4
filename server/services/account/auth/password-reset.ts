import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Db } from '../../../db/client';
import { passwordReset, userAccount } from '../../../db/schema/index';
import { hashPassword, newId, randomOtp, randomToken, safeEqual, sha256 } from '../../../crypto';
import { HttpError, fieldError } from '../../../lib/http-errors';
import type { MailTransport } from '../../../lib/mail';
import { notifyPasswordChanged } from './password-notice';
import { revokeAllForUser } from './session-tokens';
import { findUserByEmail } from '../user/queries';
import { tenantRow } from '../../../db/tenant-join';

export const OTP_RULES = {
  validMinutes: 10,
  maxAttempts: 5,
  maxRequestsPerWindow: 3,
  windowMinutes: 15,
} as const;

function otpHash(resetId: string, otp: string): string {
  return sha256(`${resetId}:${otp}`);
}

/**
 * Sends a one-time password when the email belongs to an active account. The answer is the same either
 * way, so the form cannot be used to find out which emails have accounts.
 */
export async function requestOtp(db: Db, mail: MailTransport, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) return;
  const recent = await db
    .select({ id: passwordReset.id })
    .from(passwordReset)
    .where(
      and(
        eq(passwordReset.organisationId, user.organisationId),
        eq(passwordReset.userId, user.id),
        gt(passwordReset.createdAt, sql`now() - make_interval(mins => ${OTP_RULES.windowMinutes})`),
      ),
    );
  if (recent.length >= OTP_RULES.maxRequestsPerWindow) return;
  const id = newId();
  const otp = randomOtp();
  await db.insert(passwordReset).values({
    id,
    organisationId: user.organisationId,
    userId: user.id,
    otpHash: otpHash(id, otp),
    expiresAt: sql`now() + make_interval(mins => ${OTP_RULES.validMinutes})`,
  });
  await mail.send({
    to: user.email,
    subject: 'Your password reset code',
    text: `Your one-time password is ${otp}. It expires in ${OTP_RULES.validMinutes} minutes. If you did not ask to reset your password, ignore this message.`,
  });
}

async function latestOpenReset(db: Db, user: { organisationId: string; id: string }) {
  const rows = await db
    .select()
    .from(passwordReset)
    .where(
      and(
        eq(passwordReset.organisationId, user.organisationId),
        eq(passwordReset.userId, user.id),
        isNull(passwordReset.usedAt),
      ),
    )
    .orderBy(desc(passwordReset.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Checks the OTP; a correct one is exchanged for a short-lived reset token. */
export async function verifyOtp(db: Db, email: string, otp: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  const reset = user ? await latestOpenReset(db, user) : null;
  if (!user || !reset || reset.expiresAt.getTime() < Date.now())
    throw fieldError('Otp', SERVER_MESSAGES.otpInvalid);
  if (reset.attempts >= OTP_RULES.maxAttempts) {
    throw new HttpError(429, 'Too many attempts', SERVER_MESSAGES.otpTooManyAttempts);
  }
  if (!safeEqual(reset.otpHash, otpHash(reset.id, otp))) {
    await db
      .update(passwordReset)
      .set({ attempts: sql`${passwordReset.attempts} + 1` })
      .where(tenantRow(passwordReset, reset.organisationId, reset.id));
    throw fieldError('Otp', SERVER_MESSAGES.otpInvalid);
  }
  const resetToken = randomToken();
  await db
    .update(passwordReset)
    .set({
      resetTokenHash: sha256(resetToken),
      resetExpiresAt: sql`now() + make_interval(mins => ${OTP_RULES.validMinutes})`,
    })
    .where(tenantRow(passwordReset, reset.organisationId, reset.id));
  return resetToken;
}

/** Sets the new password; every session of the account is signed out. */
export async function resetPassword(
  db: Db,
  email: string,
  resetToken: string,
  newPassword: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  const reset = user ? await latestOpenReset(db, user) : null;
  const valid =
    user &&
    reset?.resetTokenHash &&
    reset.resetExpiresAt &&
    reset.resetExpiresAt.getTime() > Date.now() &&
    safeEqual(reset.resetTokenHash, sha256(resetToken));
  if (!user || !reset || !valid) throw fieldError('ResetToken', SERVER_MESSAGES.otpInvalid);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(userAccount)
      .set({
        passwordHash,
        passwordChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${userAccount.version} + 1`,
      })
      .where(tenantRow(userAccount, user.organisationId, user.id));
    await tx
      .update(passwordReset)
      .set({ usedAt: sql`now()` })
      .where(tenantRow(passwordReset, reset.organisationId, reset.id));
    await notifyPasswordChanged(tx, { organisationId: user.organisationId, userId: user.id, viaReset: true });
  });
  await revokeAllForUser(db, user);
}
