import { currentToken, sessionFromTokens } from '../src/api/session';
import { serviceBase } from '../src/api/services';
import { OFFLINE_CHANNEL, SESSION_REFRESH_LOCK, type WorkerNotice } from '../src/offline/channel';
import { readMirroredSession, writeMirroredSession } from '../src/offline/db';
import { isExpiring, parseTokenEnvelope, toMirror, type MirroredSession } from '../src/offline/session-rule';

declare let self: ServiceWorkerGlobalScope;

/**
 * The worker only ever refreshes from the mirror in IndexedDB and writes the rotated session back, then tells
 * the pages, which adopt it. Spending a refresh token happens under a Web Lock that the page's refresh can
 * share, and the mirror is re-read inside it: whoever comes second uses the rotated token, never the spent one.
 */
async function underRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  return 'locks' in self.navigator ? self.navigator.locks.request(SESSION_REFRESH_LOCK, work) : work();
}

export function notifyPages(notice: WorkerNotice): void {
  const channel = new BroadcastChannel(OFFLINE_CHANNEL);
  channel.postMessage(notice);
  channel.close();
}

/**
 * Spends the mirrored refresh token unless someone already replaced the token that was refused.
 * Resolves null when there is no session or the server refuses the refresh (the user must sign in again);
 * rejects when the server cannot be reached.
 */
export async function refreshSession(refusedToken: string | null): Promise<MirroredSession | null> {
  return underRefreshLock(async () => {
    const mirror = await readMirroredSession();
    if (!mirror) return null;
    if (currentToken(mirror) !== refusedToken && !isExpiring(mirror, Date.now())) return mirror;

    const response = await fetch(
      new URL(`${serviceBase('account')}Auth/RefreshToken`, self.location.origin),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
        body: JSON.stringify({ refreshToken: mirror.refreshToken, grantType: 'refresh_token' }),
      },
    );
    if (!response.ok) return null;
    const tokens = parseTokenEnvelope(await response.json().catch(() => null));
    if (!tokens) return null;

    const now = Date.now();
    const next = toMirror(sessionFromTokens(tokens, now), Math.max(now, mirror.updatedAt + 1));
    await writeMirroredSession(next);
    notifyPages({ type: 'session-refreshed' });
    return next;
  });
}

/** The session to replay with, refreshed first when its access token has expired or is about to. */
export async function sessionForReplay(): Promise<MirroredSession | null> {
  const mirror = await readMirroredSession();
  if (!mirror) return null;
  return isExpiring(mirror, Date.now()) ? refreshSession(currentToken(mirror)) : mirror;
}
