import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { watchConnectivity } from './connectivity';
import { PersistNowContext, persistWhenHidden } from './persist-on-leave';
import { createQueryClient } from './query-client';
import {
  createQueryPersister,
  openQueryStorage,
  PERSIST_BUSTER,
  PERSIST_MAX_AGE,
  shouldPersistQuery,
} from './query-persistence';
import type { SyncStorage } from './query-storage';
import { useOfflineSync } from './use-offline-sync';
import { registerServiceWorker } from './worker-client';

/**
 * The restored copy is shown at once but counts as old: online, every screen asks the server again as it
 * mounts, so a reload shows what changed meanwhile (a record deleted elsewhere, or a second ago) instead of
 * the copy saved before it. Offline, queries wait for the connection and the copy stays on screen.
 */
function markRestoredStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ refetchType: 'none' });
}

/**
 * Owns the QueryClient and everything that lets the console work offline: the query cache persisted to
 * IndexedDB (restored before children render, so an offline start shows the last data), the service worker,
 * the session mirror the worker replays writes with, and the outbox triggers.
 */
export function OfflineProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [storage, setStorage] = useState<SyncStorage | null>(null);

  useEffect(() => {
    let mounted = true;
    void openQueryStorage().then((opened) => {
      if (mounted) setStorage(opened);
    });
    registerServiceWorker();
    const stopWatching = watchConnectivity();
    return () => {
      mounted = false;
      stopWatching();
    };
  }, []);

  useOfflineSync(queryClient, storage);

  const persistOptions = useMemo(
    () =>
      storage && {
        persister: createQueryPersister(storage),
        maxAge: PERSIST_MAX_AGE,
        buster: PERSIST_BUSTER,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      },
    [storage],
  );
  const persistNow = persistOptions?.persister.flush;
  useEffect(() => (persistNow ? persistWhenHidden(persistNow) : undefined), [persistNow]);

  // Reading IndexedDB takes a few milliseconds; rendering before it would start every query with no data.
  if (!persistOptions) return null;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => markRestoredStale(queryClient)}
    >
      <PersistNowContext value={persistOptions.persister.flush}>{children}</PersistNowContext>
    </PersistQueryClientProvider>
  );
}
