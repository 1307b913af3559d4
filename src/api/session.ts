import type { TokenResponse } from '../domain/auth';

/**
 * The session kept locally (SPEC section 3): access token, refresh token, organisation id, the auth token
 * last received in a response header, and the expiry date. Stored in localStorage so a reload keeps the user
 * signed in; listeners (the offline layer mirrors it for the service worker) hear every change.
 */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  organisationId: string;
  /** Latest token from the X-Auth-Token response header, if any; preferred over accessToken while valid. */
  authToken: string | null;
  /** ISO date when the access token expires. */
  expiresAt: string;
}

/** The localStorage key of the stored session (the page's start script reads it too: vite-start-preload.ts). */
export const STORAGE_KEY = 'session';
type Listener = (session: StoredSession | null) => void;
const listeners = new Set<Listener>();

export function getSession(): StoredSession | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
}

export function sessionFromTokens(tokens: TokenResponse, now = Date.now()): StoredSession {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    organisationId: tokens.organisation_id,
    authToken: null,
    expiresAt: new Date(now + tokens.expires_in * 1000).toISOString(),
  };
}

export function setSession(session: StoredSession): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  for (const listener of listeners) listener(session);
}

/** Logout clears all local storage and the tokens (SPEC section 4). */
export function clearSession(): void {
  localStorage.clear();
  for (const listener of listeners) listener(null);
}

/** The bearer token to send: the newest one the server handed out. */
export function currentToken(session: StoredSession | null = getSession()): string | null {
  if (!session) return null;
  return session.authToken ?? session.accessToken;
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
