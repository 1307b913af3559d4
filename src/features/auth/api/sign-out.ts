import { api } from '../../../api/client';
import { clearSession, getSession } from '../../../api/session';

const SIGN_OUT_TIMEOUT_MS = 5000;

/**
 * Revokes the refresh token on the server, then clears local storage and the tokens. The local part happens
 * whatever the server says: a user who taps "Sign out" on a phone without signal is signed out on that phone.
 */
export async function signOut(): Promise<void> {
  const session = getSession();
  try {
    if (session) {
      await api.account.post(
        'Auth/SignOut',
        { refreshToken: session.refreshToken },
        { timeout: SIGN_OUT_TIMEOUT_MS },
      );
    }
  } catch {
    // Unreachable or already revoked: the refresh token then dies of old age; nothing local depends on it.
  } finally {
    clearSession();
  }
}
