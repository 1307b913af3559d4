import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/auth';
import { MESSAGES, SERVER_MESSAGES } from '../../../../src/domain/messages';
import { userAccount } from '../../../db/schema/index';
import { hashPassword, verifyPassword } from '../../../crypto';
import { fieldError, unauthorized } from '../../../lib/http-errors';
import { definePublicRoute } from '../../../lib/public-route';
import { defineRoute } from '../../../lib/route';
import { notifyPasswordChanged } from './password-notice';
import { requestOtp, resetPassword, verifyOtp } from './password-reset';
import { issueTokens, revokeFamilyOf, rotateRefreshToken } from './session-tokens';
import { assertSignInAllowed, recordSignIn } from './sign-in-limits';
import { findUserByEmail, findUserById, sessionProfile } from '../user/queries';
import { tenantRow } from '../../../db/tenant-join';

// Verifying against a real hash when the email is unknown keeps the response time the same either way.
const unknownUserHash = hashPassword('not-a-real-password-1');

export async function authRoutes(app: FastifyInstance) {
  definePublicRoute(app, contracts.signIn, {
    handler: async ({ body, request }) => {
      const email = body.email.toLowerCase();
      await assertSignInAllowed(app.db, email, request.ip);
      const user = await findUserByEmail(app.db, email);
      const ok = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), body.password);
      await recordSignIn(app.db, email, request.ip, Boolean(user && ok));
      if (!user || !ok) throw unauthorized(SERVER_MESSAGES.invalidCredentials, 'Sign-in failed');
      if (!user.isActive) throw unauthorized(SERVER_MESSAGES.accountInactive, 'Sign-in failed');
      return issueTokens(app.db, app.tokens, user);
    },
  });

  definePublicRoute(app, contracts.refreshToken, {
    handler: async ({ body }) => {
      const rotation = await rotateRefreshToken(app.db, body.refreshToken);
      if (rotation.kind !== 'rotated')
        throw unauthorized(SERVER_MESSAGES.unauthenticated, MESSAGES.tokenRefreshFailed);
      const user = await findUserById(app.db, rotation.organisationId, rotation.userId);
      if (!user || !user.isActive)
        throw unauthorized(SERVER_MESSAGES.accountInactive, MESSAGES.tokenRefreshFailed);
      return issueTokens(app.db, app.tokens, user, rotation.familyId);
    },
  });

  definePublicRoute(app, contracts.signOut, {
    handler: async ({ body }) => {
      await revokeFamilyOf(app.db, body.refreshToken, body.pushEndpoint);
      return { message: 'Signed out.' };
    },
  });

  definePublicRoute(app, contracts.forgetPassword, {
    handler: async ({ body }) => {
      await requestOtp(app.db, app.mail, body.email);
      return { message: SERVER_MESSAGES.otpSent };
    },
  });

  definePublicRoute(app, contracts.verifyOtp, {
    handler: async ({ body }) => ({ resetToken: await verifyOtp(app.db, body.email, body.otp) }),
  });

  definePublicRoute(app, contracts.resetPassword, {
    handler: async ({ body }) => {
      await resetPassword(app.db, body.email, body.resetToken, body.newPassword);
      return { message: SERVER_MESSAGES.passwordChanged };
    },
  });

  defineRoute(app, contracts.getSession, {
    handler: async ({ tx, auth }) => {
      const profile = await sessionProfile(tx, auth.organisationId, auth.userId);
      if (!profile) throw unauthorized();
      return {
        user: {
          id: profile.id,
          name: profile.name,
          email: profile.email,
          phone: profile.phone,
          imageUrl: profile.imageUrl,
          roleId: profile.roleId,
          roleName: profile.roleName,
          vendorId: profile.vendorId,
          vendorName: profile.vendorName,
        },
        organisation: { id: auth.organisationId, name: profile.organisationName },
        permissions: profile.permissions,
        isPlatformAdmin: profile.isPlatformAdmin,
      };
    },
  });

  defineRoute(app, contracts.changeMyPassword, {
    handler: async ({ tx, auth, body }) => {
      const user = await findUserById(tx, auth.organisationId, auth.userId);
      if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw fieldError('CurrentPassword', SERVER_MESSAGES.wrongCurrentPassword);
      }
      await tx
        .update(userAccount)
        .set({
          passwordHash: await hashPassword(body.newPassword),
          passwordChangedAt: sql`now()`,
          updatedAt: sql`now()`,
          updatedBy: auth.userId,
          version: sql`${userAccount.version} + 1`,
        })
        .where(tenantRow(userAccount, auth.organisationId, auth.userId));
      await notifyPasswordChanged(tx, { organisationId: auth.organisationId, userId: auth.userId });
      return { message: SERVER_MESSAGES.passwordChanged };
    },
  });
}
