import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TokenResponse } from '../../../../src/domain/auth';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS } from '../../../auth/tokens';
import type { TokenSigner } from '../../../auth/tokens';
import type { Db, Executor } from '../../../db/client';
import { refreshToken } from '../../../db/schema/index';
import { newId, randomToken, sha256 } from '../../../crypto';
import { forgetDevice } from '../../../notifications/push-delivery';

export interface TokenSubject {
  id: string;
  organisationId: string;
  vendorId: string | null;
  roleId: string;
  name: string;
  email: string;
}

/** Issues an access token and a refresh token; a new family starts at sign-in, rotation keeps the family. */
export async function issueTokens(
  db: Db,
  signer: TokenSigner,
  user: TokenSubject,
  familyId: string = newId(),
): Promise<TokenResponse> {
  const secret = randomToken();
  await db.insert(refreshToken).values({
    id: newId(),
    organisationId: user.organisationId,
    userId: user.id,
    familyId,
    tokenHash: sha256(secret),
    expiresAt: sql`now() + make_interval(days => ${REFRESH_TOKEN_DAYS})`,
  });
  const access = await signer.sign({
    sub: user.id,
    organisationId: user.organisationId,
    vendorId: user.vendorId,
    roleId: user.roleId,
    name: user.name,
    email: user.email,
  });
  return {
    access_token: access,
    refresh_token: secret,
    expires_in: ACCESS_TOKEN_SECONDS,
    organisation_id: user.organisationId,
  };
}

export type RotationResult =
  | { kind: 'rotated'; userId: string; organisationId: string; familyId: string }
  | { kind: 'invalid' }
  | { kind: 'reused' };

/**
 * Marks a refresh token used. A token that was already rotated or revoked being presented again means it
 * leaked (or was replayed): the whole family is revoked, signing out every holder of it.
 */
export async function rotateRefreshToken(db: Db, secret: string): Promise<RotationResult> {
  const hash = sha256(secret);
  const claimed = await db
    .update(refreshToken)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshToken.tokenHash, hash),
        isNull(refreshToken.rotatedAt),
        isNull(refreshToken.revokedAt),
        sql`${refreshToken.expiresAt} > now()`,
      ),
    )
    .returning();
  const row = claimed[0];
  if (row)
    return {
      kind: 'rotated',
      userId: row.userId,
      organisationId: row.organisationId,
      familyId: row.familyId,
    };

  const [existing] = await db.select().from(refreshToken).where(eq(refreshToken.tokenHash, hash));
  if (!existing) return { kind: 'invalid' };
  if (existing.rotatedAt) {
    await revokeFamily(db, existing.organisationId, existing.familyId);
    return { kind: 'reused' };
  }
  return { kind: 'invalid' };
}

export async function revokeFamily(db: Db, organisationId: string, familyId: string): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshToken.organisationId, organisationId),
        eq(refreshToken.familyId, familyId),
        isNull(refreshToken.revokedAt),
      ),
    );
}

/**
 * Ends the session the refresh token belongs to and, when the device named its push endpoint, the device's
 * push subscription of that user: a signed-out device is told nothing more.
 */
export async function revokeFamilyOf(db: Db, secret: string, pushEndpoint?: string): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, sha256(secret)));
  if (!row) return;
  await revokeFamily(db, row.organisationId, row.familyId);
  if (pushEndpoint) {
    await forgetDevice(db, {
      organisationId: row.organisationId,
      userId: row.userId,
      endpoint: pushEndpoint,
    });
  }
}

/** Ends every session of one user; a user is known only with their organisation, as ids are per organisation. */
export async function revokeAllForUser(
  db: Executor,
  user: { organisationId: string; id: string },
): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshToken.organisationId, user.organisationId),
        eq(refreshToken.userId, user.id),
        isNull(refreshToken.revokedAt),
      ),
    );
}
