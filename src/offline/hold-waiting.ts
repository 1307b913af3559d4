import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { subscribeWaitingRecords, waitingRecords } from './pending-records';

const MAX_DEPTH = 6;

/** The records of `waiting` that `data` shows (objects with that `id`, or the map's `ids` column). */
export function waitingIn(data: unknown, waiting: ReadonlySet<string>, found = new Set<string>(), depth = 0) {
  if (waiting.size === 0 || depth > MAX_DEPTH || typeof data !== 'object' || data === null) return found;
  if (Array.isArray(data)) {
    for (const item of data) {
      if (typeof item === 'string' && waiting.has(item)) found.add(item);
      else waitingIn(item, waiting, found, depth + 1);
    }
    return found;
  }
  const object = data as Record<string, unknown>;
  if (typeof object.id === 'string' && waiting.has(object.id)) found.add(object.id);
  for (const value of Object.values(object)) waitingIn(value, waiting, found, depth + 1);
  return found;
}

/**
 * While a record's write waits in the outbox, a fetch must not put the server's older values over what the
 * screen shows for it (the device's change): when the connection returns, screens refetch at once while the
 * outbox is still sending. So a fetched answer for a query showing a waiting record is set aside: the query
 * keeps its data, and fetches again as soon as none of its records waits any more (sent, refused, or
 * discarded). Returns the function that stops it.
 */
export function holdWhileWaiting(queryClient: QueryClient): () => void {
  const shown = new WeakMap<Query, unknown>();
  const held = new Map<string, { queryKey: QueryKey; ids: Set<string> }>();

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'updated') return;
    const { query } = event;
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      const before = shown.get(query);
      const ids = before === undefined ? new Set<string>() : waitingIn(before, waitingRecords());
      if (ids.size > 0) {
        held.set(query.queryHash, { queryKey: query.queryKey, ids });
        queryClient.setQueryData(query.queryKey, before);
        return;
      }
    }
    // What the screen shows now: restored from the saved copy, set by a write, or fetched.
    shown.set(query, query.state.data);
  });

  const stopRecords = subscribeWaitingRecords(() => {
    const waiting = waitingRecords();
    for (const [hash, entry] of held) {
      if ([...entry.ids].some((id) => waiting.has(id))) continue;
      held.delete(hash);
      void queryClient.invalidateQueries({ queryKey: entry.queryKey, exact: true });
    }
  });

  return () => {
    stopCache();
    stopRecords();
  };
}
