import { useMemo, useSyncExternalStore } from 'react';
import { getSession, onSessionChange, type StoredSession } from './session';

function subscribe(onChange: () => void): () => void {
  const stop = onSessionChange(onChange);
  // Another tab signing in or out changes localStorage without calling our listeners.
  window.addEventListener('storage', onChange);
  return () => {
    stop();
    window.removeEventListener('storage', onChange);
  };
}

// The snapshot must be stable between changes, so it is the serialised session rather than a fresh object.
function snapshot(): string {
  return JSON.stringify(getSession());
}

/** The locally stored session (tokens and expiry); re-renders on sign-in, refresh and sign-out, in any tab. */
export function useStoredSession(): StoredSession | null {
  const raw = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => JSON.parse(raw) as StoredSession | null, [raw]);
}

/** Signed in means a session is stored; whether its tokens still work is for the server to say. */
export function useIsSignedIn(): boolean {
  return useStoredSession() !== null;
}
