import { getSession, onSessionChange, setSession, type StoredSession } from '../api/session';
import { db, deleteMirroredSession, readMirroredSession, writeMirroredSession } from './db';
import { fromMirror, reconcileSession, toMirror } from './session-rule';

/**
 * Keeps the session mirror in IndexedDB in step with localStorage so the service worker can replay writes
 * with a valid token, and adopts the session the worker rotated. Compare-and-write runs in one Dexie
 * transaction so a worker refresh landing in between is adopted rather than overwritten.
 */
async function reconcile(local: StoredSession | null): Promise<StoredSession | null> {
  return db.transaction('rw', db.kv, async () => {
    const mirror = await readMirroredSession();
    switch (reconcileSession(local, mirror)) {
      case 'write':
        if (local)
          await writeMirroredSession(toMirror(local, Math.max(Date.now(), (mirror?.updatedAt ?? 0) + 1)));
        return null;
      case 'clear':
        await deleteMirroredSession();
        return null;
      case 'adopt':
        return mirror ? fromMirror(mirror) : null;
      case 'none':
        return null;
    }
  });
}

/**
 * Takes the worker's rotated session when the mirror is newer than localStorage. Resolves true when it did;
 * a page-side token refresh should call this first (under SESSION_REFRESH_LOCK) and skip its own refresh
 * when it returns true, so the spent refresh token is never presented twice.
 */
export async function adoptMirroredSession(): Promise<boolean> {
  const adopted = await reconcile(getSession());
  if (adopted) setSession(adopted);
  return adopted !== null;
}

/**
 * Starts mirroring: reconciles now and after every session change, then calls `onSynced` so queued writes
 * can go out with the session the worker will read. A null session (logout) is left to the caller, which
 * clears all offline data, the mirror included. Returns the unsubscribe function.
 */
export function startSessionMirror(onSynced: () => void, onError: (error: unknown) => void): () => void {
  const sync = () => adoptMirroredSession().then(onSynced, onError);
  void sync();
  return onSessionChange((session) => {
    if (session) void sync();
  });
}
