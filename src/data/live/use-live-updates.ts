import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readJwtClaims } from '../../api/auth-token';
import type { LiveChange } from '../../domain/live-events';
import { currentToken } from '../../api/session';
import { toastInfo } from '../../notices/toast';
import { fileJobKeys } from '../file-jobs/file-job-keys';
import { createQueryKeys } from '../query-keys';
import { activitiesKey, dashboardKeys, historyKey, workOrderKeys } from '../work-order-keys';
import type { FeedEvent } from './event-source';
import { startFeedReader } from './event-source';
import { applyToWorkOrderLists } from './apply-changes';
import { feedBehind, feedCaughtUp, feedFollowing } from './catch-up';
import { movedAway, noteChange } from './recent-changes';

export type { LiveChange };

const notificationKeys = createQueryKeys('notifications');
const assetKeys = createQueryKeys('assets');
/** Changes arriving together are applied together: a bulk assignment refreshes each screen once. */
const BATCH_MS = 250;

/** The queries a change makes stale: only those, never everything. */
export function staleQueries(change: LiveChange): QueryKey[] {
  switch (change.kind) {
    case 'work_order':
      // The lists (list pages, maps, swim lane) are patched or asked again one by one (applyToWorkOrderLists);
      // the dashboard covers its counts and widgets.
      return [workOrderKeys.detail(change.id), dashboardKeys.all(), historyKey(change.id)];
    case 'work_order_activity':
      return [workOrderKeys.detail(change.id), activitiesKey(change.id), historyKey(change.id)];
    case 'asset':
      return [assetKeys.lists(), assetKeys.detail(change.id)];
    case 'notification':
      return [notificationKeys.all];
    case 'file_job':
      return [fileJobKeys.all];
  }
}

function signedInUser(): string | null {
  const token = currentToken();
  const sub = token ? readJwtClaims(token)?.sub : null;
  return typeof sub === 'string' ? sub : null;
}

function apply(queryClient: QueryClient, changes: LiveChange[]) {
  const keys = new Map<string, QueryKey>();
  for (const change of changes) for (const key of staleQueries(change)) keys.set(JSON.stringify(key), key);
  // Only the queries on screen are fetched again; the others are marked stale for their next use.
  for (const key of keys.values()) void queryClient.invalidateQueries({ queryKey: key });
  applyToWorkOrderLists(queryClient, changes);
}

/**
 * Follows the server's change feed while signed in: each change by someone else refreshes the queries it
 * touches and is noted for a few seconds (with who made it), so screens can mark it. A console that was away
 * longer than the feed keeps is told to refetch, and does.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let pending: LiveChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const changes = pending;
      pending = [];
      apply(queryClient, changes);
    };
    const onEvent = (event: FeedEvent) => {
      if (event.event === 'ready') feedCaughtUp();
      if (event.event === 'reset') {
        feedCaughtUp();
        void queryClient.invalidateQueries();
        return;
      }
      if (event.event !== 'change') return;
      const change = event.data as LiveChange;
      // The console's own writes refresh what they change already.
      if (change.by && change.by.id === signedInUser()) return;
      noteChange(change);
      if (change.data?.movedAway === true) tellMovedAway(change);
      pending.push(change);
      timer ??= setTimeout(flush, BATCH_MS);
    };
    const reader = startFeedReader({
      url: liveFeedUrl(),
      token: currentToken,
      onEvent,
      onConnection: (open) => {
        if (!open) feedBehind();
      },
    });
    feedFollowing(reader.reconnectNow);
    const offline = () => feedBehind();
    window.addEventListener('offline', offline);
    return () => {
      reader.stop();
      feedFollowing(null);
      window.removeEventListener('offline', offline);
      clearTimeout(timer);
    };
  }, [queryClient]);
}

/** A vendor user's order went to another vendor: it leaves their screens, and they are told why. */
function tellMovedAway(change: LiveChange) {
  const code = typeof change.data?.code === 'string' ? change.data.code : 'A work order';
  const where = movedAway(change.data) === 'accessGroups' ? 'out of your access groups' : 'to another vendor';
  toastInfo(`${code} was moved ${where}${change.by ? ` by ${change.by.name}` : ''}.`);
}

function liveFeedUrl(): string {
  const env = import.meta.env as Record<string, string | undefined>;
  return `${env.VITE_API_ROOT ?? '/api'}/events`;
}
