import type { StoredSession } from '../api/session';
import type { TokenResponse } from '../domain/auth';

/** The session as mirrored into Dexie (`kv` key `session`) for the service worker. */
export interface MirroredSession extends StoredSession {
  /** When this copy was written, in ms since the epoch; the worker always writes a newer one. */
  updatedAt: number;
}

/** What the page does when it compares its localStorage session with the mirror. */
export type MirrorAction = 'none' | 'write' | 'adopt' | 'clear';

/** Refresh this long before expiry so a replay never starts with a token that dies mid-flight. */
export const EXPIRY_MARGIN_MS = 30_000;

export function toMirror(session: StoredSession, now: number): MirroredSession {
  return { ...session, updatedAt: now };
}

export function fromMirror(mirror: MirroredSession): StoredSession {
  const { updatedAt: _updatedAt, ...session } = mirror;
  return session;
}

export function sameSession(a: StoredSession, b: StoredSession): boolean {
  return (
    a.accessToken === b.accessToken &&
    a.refreshToken === b.refreshToken &&
    a.authToken === b.authToken &&
    a.organisationId === b.organisationId &&
    a.expiresAt === b.expiresAt
  );
}

/**
 * Decides which copy wins. Every token response sets expiresAt to the time it was received plus the token's
 * lifetime, so of two sessions from different refreshes the later expiry is the newer one. Only a mirror
 * holding a different refresh token can be newer: the page alone updates the header token (authToken).
 * A signed-out page (no local session) clears the mirror: logout must not be undone from IndexedDB.
 */
export function reconcileSession(local: StoredSession | null, mirror: MirroredSession | null): MirrorAction {
  if (!local) return mirror ? 'clear' : 'none';
  if (!mirror) return 'write';
  if (sameSession(local, fromMirror(mirror))) return 'none';
  const mirrorIsNewer =
    mirror.refreshToken !== local.refreshToken && Date.parse(mirror.expiresAt) > Date.parse(local.expiresAt);
  return mirrorIsNewer ? 'adopt' : 'write';
}

export function isExpiring(session: StoredSession, now: number, marginMs = EXPIRY_MARGIN_MS): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt - now < marginMs;
}

/** Reads `{ data: TokenResponse }` from the refresh call without pulling a schema library into the worker. */
export function parseTokenEnvelope(body: unknown): TokenResponse | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const data: unknown = body.data;
  if (typeof data !== 'object' || data === null) return null;
  const tokens = data as Partial<Record<keyof TokenResponse, unknown>>;
  if (
    typeof tokens.access_token !== 'string' ||
    typeof tokens.refresh_token !== 'string' ||
    typeof tokens.expires_in !== 'number' ||
    typeof tokens.organisation_id !== 'string'
  ) {
    return null;
  }
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_in: tokens.expires_in,
    organisation_id: tokens.organisation_id,
  };
}
