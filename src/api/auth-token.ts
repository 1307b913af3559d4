import { AUTH_TOKEN_HEADER } from '../domain/envelope-names';
import { getSession, setSession } from './session';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, read without verifying it: the client only needs them for display and expiry. */
export function readJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** ISO date of the token's `exp` claim, or null when it has none. */
export function jwtExpiry(token: string): string | null {
  const exp = readJwtClaims(token)?.exp;
  return typeof exp === 'number' ? new Date(exp * 1000).toISOString() : null;
}

/**
 * The server hands out a renewed access token in the x-auth-token header when the presented one nears expiry.
 * It replaces the bearer for later requests, and its `exp` becomes the session's expiry.
 */
export function saveAuthTokenHeader(headers: Headers): void {
  const token = headers.get(AUTH_TOKEN_HEADER);
  if (!token) return;
  const session = getSession();
  if (!session || session.authToken === token) return;
  setSession({ ...session, authToken: token, expiresAt: jwtExpiry(token) ?? session.expiresAt });
}
