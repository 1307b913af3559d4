import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

export const QUERY_STALE_TIME = 30 * SECOND;
/** Kept in memory (and so in the persisted copy) a day after the last screen that used it closed. */
export const QUERY_GC_TIME = 24 * HOUR;
const MAX_QUERY_RETRIES = 2;

/** A 4xx will not change by asking again (408 and 429 excepted); other failures get two more tries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return (error.status === 408 || error.status === 429) && failureCount < MAX_QUERY_RETRIES;
  }
  return failureCount < MAX_QUERY_RETRIES;
}

/**
 * Queries run only while the browser is online (networkMode 'online'): offline, the restored cache stays on
 * screen, including optimistic changes still in the outbox, instead of being replaced by an older copy from the
 * service worker's cache. Mutations always run ('always') so an offline write reaches the service worker,
 * which keeps it in the outbox; they are never retried here, since the outbox already replays them.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes online until an `offline` event; a console opened offline must know at once.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        gcTime: QUERY_GC_TIME,
        retry: shouldRetryQuery,
        networkMode: 'online',
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
