import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getConnectivity, subscribeConnectivity, type Connectivity } from './connectivity';
import { dataFetchedAt } from './data-age';

/**
 * Online as TanStack Query sees it (seeded from navigator.onLine, then the browser's online/offline events),
 * so what the header says and whether queries run never disagree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** Online, offline (no network) or unreachable (a network, but no answer from the server). */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, () => 'online');
}

/** The current time, refreshed every `intervalMs`, for labels such as "12 minutes ago". */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** When the data on screen was fetched from the server (see dataFetchedAt); null before any data. */
export function useDataFetchedAt(): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const read = useCallback(
    () =>
      dataFetchedAt(
        cache.getAll().map((query) => ({
          status: query.state.status,
          dataUpdatedAt: query.state.dataUpdatedAt,
          observers: query.getObserversCount(),
        })),
      ),
    [cache],
  );
  return useSyncExternalStore(subscribe, read, read);
}
