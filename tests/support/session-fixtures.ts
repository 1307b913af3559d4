import { setSession, type StoredSession } from '../../src/api/session';
import type { SessionInfo } from '../../src/domain/auth';
import type { PermissionKey } from '../../src/domain/permissions';

const ORGANISATION_ID = '01890a5d-ac96-7000-8000-000000000001';
const USER_ID = '01890a5d-ac96-7000-8000-000000000002';
const ROLE_ID = '01890a5d-ac96-7000-8000-000000000003';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT: the client only reads claims, the server is the one that verifies. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** Stores a session as signing in would, with tokens named after `label` so tests can tell them apart. */
export function storeSession(label = 'first', expiresInSeconds = 900): StoredSession {
  const session: StoredSession = {
    accessToken: `access-${label}`,
    refreshToken: `refresh-${label}`,
    organisationId: ORGANISATION_ID,
    authToken: null,
    expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
  };
  setSession(session);
  return session;
}

/** GET Auth/Session's answer for a user holding `permissions`. */
export function sessionInfo(
  permissions: readonly PermissionKey[],
  overrides: Partial<SessionInfo['user']> = {},
): SessionInfo {
  return {
    user: {
      id: USER_ID,
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      phone: null,
      imageUrl: null,
      roleId: ROLE_ID,
      roleName: 'Organisation administrator',
      vendorId: null,
      vendorName: null,
      ...overrides,
    },
    organisation: { id: ORGANISATION_ID, name: 'Brahmaputra Utilities' },
    permissions: [...permissions],
    isPlatformAdmin: false,
  };
}

export function tokenResponse(label: string, expiresIn = 900) {
  return {
    access_token: `access-${label}`,
    refresh_token: `refresh-${label}`,
    expires_in: expiresIn,
    organisation_id: ORGANISATION_ID,
  };
}
