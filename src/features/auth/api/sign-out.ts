import { call } from '../../../api/call';
import { clearSession, getSession } from '../../../api/session';
import { signOut as signOutCall } from '../../../domain/contracts/account/auth';
import { currentPushEndpoint, unsubscribeDevice } from '../../../offline/push-device';

const SIGN_OUT_TIMEOUT_MS = 5000;

/**
 * Revokes the refresh token on the server, with this device's push subscription, then clears local storage
 * and the tokens. The local part happens whatever the server says: a user who taps "Sign out" on a phone
 * without signal is signed out on that phone, and its push subscription ends in the browser.
 */
export async function signOut(): Promise<void> {
  const session = getSession();
  const pushEndpoint = await currentPushEndpoint();
  try {
    if (session) {
      await call(
        signOutCall,
        { body: { refreshToken: session.refreshToken, ...(pushEndpoint ? { pushEndpoint } : {}) } },
        { timeout: SIGN_OUT_TIMEOUT_MS },
      );
    }
  } catch {
    // Unreachable or already revoked: the refresh token then dies of old age; nothing local depends on it.
  } finally {
    clearSession();
    // Not waited for: ending it may need the push service, which a phone without signal cannot reach.
    if (pushEndpoint) void unsubscribeDevice().catch(() => undefined);
  }
}
