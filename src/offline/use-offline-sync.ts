import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionChange } from '../api/session';
import { isWorkerNotice, OFFLINE_CHANNEL } from './channel';
import { clearOfflineData } from './outbox';
import type { SyncStorage } from './query-storage';
import { adoptMirroredSession, startSessionMirror } from './session-mirror';
import { requestReplay } from './worker-client';

function report(error: unknown): void {
  console.warn('Offline data could not be updated', error);
}

/**
 * Wires the page to the worker: mirrors the session, asks for a replay at start, after sign-in or a session
 * change and whenever the browser comes back online (browsers without Background Sync rely on this; the
 * others get an earlier chance), refetches after a replay, adopts sessions the worker rotated, and clears
 * every offline copy at logout.
 */
export function useOfflineSync(queryClient: QueryClient, storage: SyncStorage | null): void {
  useEffect(() => {
    if (!storage) return;
    const replay = () => void requestReplay().catch(report);
    const adopt = () => void adoptMirroredSession().catch(report);
    const stopMirror = startSessionMirror(replay, report);

    const stopLogout = onSessionChange((session) => {
      if (session) return;
      queryClient.clear();
      storage.clear();
      clearOfflineData().catch(report);
    });

    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OFFLINE_CHANNEL);
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (!isWorkerNotice(event.data)) return;
      if (event.data.type === 'session-refreshed') adopt();
      else void queryClient.invalidateQueries();
    });

    // A notice can be missed while the tab sleeps; looking again when it shows costs one IndexedDB read.
    const onVisible = () => {
      if (document.visibilityState === 'visible') adopt();
    };
    window.addEventListener('online', replay);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopMirror();
      stopLogout();
      channel?.close();
      window.removeEventListener('online', replay);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, storage]);
}
