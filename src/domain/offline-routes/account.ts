import { onlineOnly, read, type OfflineRoute } from '../offline-action-kit';

/**
 * The account service's routes not yet declared as contracts (src/domain/contracts/account): sign-in and the
 * password calls. They are online only: a queued one would keep a password in the outbox on the device.
 */
export const ACCOUNT_ROUTES: Record<string, OfflineRoute> = {
  'POST Auth/SignIn': onlineOnly,
  'POST Auth/RefreshToken': onlineOnly,
  'POST Auth/SignOut': onlineOnly,
  'POST Auth/ForgetPassword': onlineOnly,
  'POST Auth/VerifyOtp': onlineOnly,
  'POST Auth/ResetPassword': onlineOnly,
  // Who is signed in: read at start, so an offline start has the navigation.
  'GET Auth/Session': read,
  'PUT User/ChangePassword': onlineOnly,
};
