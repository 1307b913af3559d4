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
} from '../../auth';
import { onlineOnly, read } from '../../offline-action-kit';
import { defineContract } from '../kit';
import { SESSION_ENDPOINT, SIGN_IN_ENDPOINT } from './auth-endpoints';

/*
 * Signing in, the session's tokens and the passwords. All but the session and the password change need no
 * sign-in (`permission: 'public'`). None is queued offline: a queued one would keep a password or a token in
 * the outbox on the device.
 */

const service = 'account';

export const signIn = defineContract({
  ...SIGN_IN_ENDPOINT,
  summary: 'Sign in with email and password',
  permission: 'public',
  body: signInBodySchema,
  response: tokenResponseSchema,
  offline: onlineOnly,
});

export const refreshToken = defineContract({
  service,
  method: 'POST',
  path: 'Auth/RefreshToken',
  summary: 'Exchange a refresh token for new tokens (the old refresh token stops working)',
  permission: 'public',
  body: refreshBodySchema,
  response: tokenResponseSchema,
  offline: onlineOnly,
});

export const signOut = defineContract({
  service,
  method: 'POST',
  path: 'Auth/SignOut',
  summary:
    "Sign out: the refresh token and its family stop working, and the device's push subscription (pushEndpoint) ends",
  permission: 'public',
  body: signOutBodySchema,
  response: messageResponseSchema,
  offline: onlineOnly,
});

export const forgetPassword = defineContract({
  service,
  method: 'POST',
  path: 'Auth/ForgetPassword',
  summary: 'Send a one-time password to the account email',
  permission: 'public',
  body: forgetPasswordBodySchema,
  response: messageResponseSchema,
  offline: onlineOnly,
});

export const verifyOtp = defineContract({
  service,
  method: 'POST',
  path: 'Auth/VerifyOtp',
  summary: 'Check the one-time password; returns a reset token',
  permission: 'public',
  body: verifyOtpBodySchema,
  response: verifyOtpResponseSchema,
  offline: onlineOnly,
});

export const resetPassword = defineContract({
  service,
  method: 'POST',
  path: 'Auth/ResetPassword',
  summary: 'Set a new password with the reset token',
  permission: 'public',
  body: resetPasswordBodySchema,
  response: messageResponseSchema,
  offline: onlineOnly,
});

/** Read at start, so an offline start has the navigation. */
export const getSession = defineContract({
  ...SESSION_ENDPOINT,
  summary: 'The signed-in user, organisation and permissions',
  permission: 'signed-in',
  response: sessionInfoSchema,
  offline: read,
});

export const changeMyPassword = defineContract({
  service,
  method: 'PUT',
  path: 'User/ChangePassword',
  summary: 'Change my own password (needs the current one)',
  permission: 'signed-in',
  body: changePasswordBodySchema,
  response: messageResponseSchema,
  offline: onlineOnly,
});
