import { send, unwrapData } from './http';
import {
  clearSession,
  currentToken,
  getSession,
  sessionFromTokens,
  setSession,
  type StoredSession,
} from './session';

/**
 * Every context that spends a refresh token (pages, the service worker) holds this lock; the name must equal
 * SESSION_REFRESH_LOCK in src/offline/channel.ts.
 */
const REFRESH_LOCK = 'session-token-refresh';
let inFlight: Promise<StoredSession | null> | null = null;

/** Resolves true when another context (the service worker) already rotated the session and it was adopted. */
type RefreshPreflight = () => Promise<boolean>;
let preflight: RefreshPreflight | null = null;

/**
 * Registers a step run under the lock before the page spends its refresh token: the offline layer adopts a
 * session the service worker rotated meanwhile, so the spent token is not presented a second time.
 */
export function registerRefreshPreflight(step: RefreshPreflight | null): void {
  preflight = step;
}

/** What the user is told when a refresh succeeds or is refused (the transport itself shows nothing). */
export interface RefreshNotices {
  refreshed: () => void;
  failed: () => void;
}
let notices: RefreshNotices | null = null;

/** Registers how refreshes are announced: the app shows them as toasts. */
export function registerRefreshNotices(next: RefreshNotices | null): void {
  notices = next;
}

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK, task);
}

function refreshFailed(): null {
  notices?.failed();
  clearSession();
  return null;
}

async function rotate(rejectedToken: string | null): Promise<StoredSession | null> {
  const session = getSession();
  if (!session) return null;
  // Another request, tab or the x-auth-token header already replaced the rejected token: use the new one.
  if (rejectedToken !== null && currentToken(session) !== rejectedToken) return session;
  if (preflight && (await preflight().catch(() => false))) return getSession();
  // Loaded before the refresh token is spent: a failed load then leaves the session as it was.
  const { refreshToken } = await import('../domain/contracts/account/auth');

  // A request that gets no response (offline) rejects here and leaves the session alone: only the server
  // refusing the refresh token ends the session.
  const response = await send(refreshToken.service, refreshToken.method, refreshToken.path, {
    body: { refreshToken: session.refreshToken, grantType: 'refresh_token' },
  });
  if (!response.ok) return refreshFailed();
  const tokens = refreshToken.response.safeParse(unwrapData(response));
  if (!tokens.success) return refreshFailed();

  const next = sessionFromTokens(tokens.data);
  setSession(next);
  notices?.refreshed();
  return next;
}

/**
 * Exchanges the refresh token for new tokens; resolves with the new session, or null when the server refused
 * (the session is then cleared, which sends the user to /sign-in).
 *
 * Refresh tokens rotate and presenting a spent one revokes the whole family, so refreshes are single-flight:
 * concurrent 401s in this page share one promise, and other tabs wait on a Web Lock and then find the rotated
 * session already stored instead of presenting the spent token again.
 */
export function refreshSession(rejectedToken: string | null): Promise<StoredSession | null> {
  inFlight ??= withLock(() => rotate(rejectedToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
