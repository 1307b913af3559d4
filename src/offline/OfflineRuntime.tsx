import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { useEffect, useState } from 'react';
import { watchConnectivity } from './connectivity';
import { persistWhenHidden } from './persist-on-leave';
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

type PersistedClientOptions = Parameters<typeof persistQueryClientRestore>[0];

interface OfflineRuntimeProps {
  queryClient: QueryClient;
  /** Called once the offline copy is restored, with the function that saves the copy now. */
  onReady: (persistNow: () => void) => void;
}

/**
 * The restored copy is shown at once but counts as old: online, every screen asks the server again as it
 * mounts, so a reload shows what changed meanwhile (a record deleted elsewhere, or a second ago) instead of
 * the copy saved before it. Offline, queries wait for the connection and the copy stays on screen.
 */
function markRestoredStale(queryClient: QueryClient): void {
  // Only the copies: what this page already fetched (the session, asked for beside the restore) is current.
  void queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt < performance.timeOrigin,
  });
}

/**
 * Everything that lets the console work offline, in a chunk of its own (Dexie, the persister, workbox-window,
 * the outbox triggers): the query cache restored from IndexedDB and saved back, the service worker, the
 * connectivity watch and the session mirror the worker replays writes with. Renders nothing.
 */
export function OfflineRuntime({ queryClient, onReady }: OfflineRuntimeProps) {
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

  useEffect(() => {
    if (!storage) return;
    const persister = createQueryPersister(storage);
    const options = {
      // The persister package resolves its own copy of query-core: the same QueryClient at run time, a
      // different declaration for the type checker.
      queryClient: queryClient as unknown as PersistedClientOptions['queryClient'],
      persister,
      maxAge: PERSIST_MAX_AGE,
      buster: PERSIST_BUSTER,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    };
    let stopSaving: (() => void) | null = null;
    let stopped = false;
    // Saving starts after the restore, so an empty cache never overwrites the copy still being read. The
    // layer may start after the first screen's data arrived (signed in on this page): that is saved at once.
    void persistQueryClientRestore(options)
      .then(() => markRestoredStale(queryClient))
      .catch((error: unknown) => console.warn('The offline copy could not be restored', error))
      .finally(() => {
        if (stopped) return;
        stopSaving = persistQueryClientSubscribe(options);
        void persistQueryClientSave(options);
        onReady(persister.flush);
      });
    const stopHidden = persistWhenHidden(persister.flushBeforeUnload);
    return () => {
      stopped = true;
      stopSaving?.();
      stopHidden();
    };
  }, [queryClient, storage, onReady]);

  return null;
}
