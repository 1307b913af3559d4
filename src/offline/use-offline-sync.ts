import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionChange } from '../api/session';
import { afterFeedCatchUp } from '../data/live/catch-up';
import { nameWritesWith } from '../api/write-naming';
import { isWorkerNotice, OFFLINE_CHANNEL, type WorkerNotice } from './channel';
import { getConnectivity, reportServerUnreachable, subscribeConnectivity } from './connectivity';
import { holdWhileWaiting } from './hold-waiting';
import { writeNamer } from './known-records';
import { clearOfflineData } from './outbox';
import { watchPendingRecords } from './pending-records-feed';
import type { SyncStorage } from './query-storage';
import { adoptMirroredSession, startSessionMirror } from './session-mirror';
import { requestReplay } from './worker-client';

/**
 * How long a replay waits for the live feed to catch up first (its missed events shown, then the device's
 * queued writes sent); a feed the server does not answer holds the outbox no longer than this.
 */
export const FEED_CATCH_UP_WAIT_MS = 4000;

function report(error: unknown): void {
  console.warn('Offline data could not be updated', error);
}

/** Writes sent from the outbox changed the server: refetch, and say so when some were refused. */
function onReplayed(queryClient: QueryClient, notice: Extract<WorkerNotice, { type: 'outbox-replayed' }>) {
  void queryClient.invalidateQueries();
  if (notice.failed === 0) return;
  const named = notice.refused?.length
    ? `${notice.refused.join(' · ')}${notice.failed > notice.refused.length ? ' …' : ''}. `
    : '';
  notifications.show({
    color: 'red',
    title: `The server refused ${notice.failed === 1 ? 'a saved change' : `${notice.failed} saved changes`}`,
    message:
      `${named}The screens show the server's values again. ` +
      'Open "unsaved changes" in the header to resolve it.',
  });
}

/**
 * Wires the page to the worker: mirrors the session, asks for a replay at start, after sign-in or a session
 * change and whenever the server can be reached again (the connectivity watch keeps asking an unreachable
 * server every few seconds, so kept writes go out while the console is open, with or without Background
 * Sync), each once the live feed has caught up (others' changes first, then the device's) or after
 * FEED_CATCH_UP_WAIT_MS at most, refetches after a replay, adopts sessions the worker rotated, and clears every offline copy at
 * logout.
 */
export function useOfflineSync(queryClient: QueryClient, storage: SyncStorage | null): void {
  useEffect(() => {
    if (!storage) return;
    const replay = () => void afterFeedCatchUp(FEED_CATCH_UP_WAIT_MS).then(requestReplay).catch(report);
    const adopt = () => void adoptMirroredSession().catch(report);
    const stopMirror = startSessionMirror(replay, report);
    const stopNaming = nameWritesWith(writeNamer(queryClient));
    const stopFeed = watchPendingRecords();
    const stopHolding = holdWhileWaiting(queryClient);

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
      else if (event.data.type === 'server-unreachable') reportServerUnreachable();
      else onReplayed(queryClient, event.data);
    });

    let wasOnline = getConnectivity() === 'online';
    const stopConnectivity = subscribeConnectivity(() => {
      const online = getConnectivity() === 'online';
      if (online && !wasOnline) replay();
      wasOnline = online;
    });

    // A notice can be missed while the tab sleeps; looking again when it shows costs one IndexedDB read.
    const onVisible = () => {
      if (document.visibilityState === 'visible') adopt();
    };
    window.addEventListener('online', replay);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopMirror();
      stopNaming();
      stopFeed();
      stopHolding();
      stopLogout();
      stopConnectivity();
      channel?.close();
      window.removeEventListener('online', replay);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, storage]);
}
