import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  changePasswordBodySchema,
  forgetPasswordBodySchema,
  messageResponseSchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  sessionInfoSchema,
  signInBodySchema,
  signOutBodySchema,
  tokenResponseSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '../../../../src/domain/auth';
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

const tags = ['Auth'];
// Verifying against a real hash when the email is unknown keeps the response time the same either way.
const unknownUserHash = hashPassword('not-a-real-password-1');

export async function authRoutes(app: FastifyInstance) {
  definePublicRoute(
    app,
    {
      method: 'POST',
      url: '/Auth/SignIn',
      summary: 'Sign in with email and password',
      body: signInBodySchema,
      response: tokenResponseSchema,
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
    },
    tags,
  );

  definePublicRoute(
    app,
    {
      method: 'POST',
      url: '/Auth/RefreshToken',
      summary: 'Exchange a refresh token for new tokens (the old refresh token stops working)',
      body: refreshBodySchema,
      response: tokenResponseSchema,
      handler: async ({ body }) => {
        const rotation = await rotateRefreshToken(app.db, body.refreshToken);
        if (rotation.kind !== 'rotated')
          throw unauthorized(SERVER_MESSAGES.unauthenticated, MESSAGES.tokenRefreshFailed);
        const user = await findUserById(app.db, rotation.organisationId, rotation.userId);
        if (!user || !user.isActive)
          throw unauthorized(SERVER_MESSAGES.accountInactive, MESSAGES.tokenRefreshFailed);
        return issueTokens(app.db, app.tokens, user, rotation.familyId);
      },
    },
    tags,
  );

  definePublicRoute(
    app,
    {
      method: 'POST',
      url: '/Auth/SignOut',
      summary:
        "Sign out: the refresh token and its family stop working, and the device's push subscription (pushEndpoint) ends",
      body: signOutBodySchema,
      response: messageResponseSchema,
      handler: async ({ body }) => {
        await revokeFamilyOf(app.db, body.refreshToken, body.pushEndpoint);
        return { message: 'Signed out.' };
      },
    },
    tags,
  );

  definePublicRoute(
    app,
    {
      method: 'POST',
      url: '/Auth/ForgetPassword',
      summary: 'Send a one-time password to the account email',
      body: forgetPasswordBodySchema,
      response: messageResponseSchema,
      handler: async ({ body }) => {
        await requestOtp(app.db, app.mail, body.email);
        return { message: SERVER_MESSAGES.otpSent };
      },
    },
    tags,
  );

  definePublicRoute(
    app,
    {
      method: 'POST',
      url: '/Auth/VerifyOtp',
      summary: 'Check the one-time password; returns a reset token',
      body: verifyOtpBodySchema,
      response: verifyOtpResponseSchema,
      handler: async ({ body }) => ({ resetToken: await verifyOtp(app.db, body.email, body.otp) }),
    },
    tags,
  );

  definePublicRoute(
    app,
    {
      method: 'POST',
      url: '/Auth/ResetPassword',
      summary: 'Set a new password with the reset token',
      body: resetPasswordBodySchema,
      response: messageResponseSchema,
      handler: async ({ body }) => {
        await resetPassword(app.db, body.email, body.resetToken, body.newPassword);
        return { message: SERVER_MESSAGES.passwordChanged };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Auth/Session',
      summary: 'The signed-in user, organisation and permissions',
      permission: 'signed-in',
      response: sessionInfoSchema,
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/User/ChangePassword',
      summary: 'Change my own password (needs the current one)',
      permission: 'signed-in',
      body: changePasswordBodySchema,
      response: messageResponseSchema,
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
    },
    ['User'],
  );
}
