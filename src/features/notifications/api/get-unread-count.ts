import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unreadCountSchema } from '../../../domain/notifications';
import { notificationKeys } from './get-notifications';

/** How often the header asks for new notifications while the console is open and online. */
export const UNREAD_POLL_MS = 60_000;

/** GET Notification/UnreadCount: the number on the header's bell. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return unreadCountSchema.parse(await api.account.get<unknown>('Notification/UnreadCount', { signal }))
    .unreadCount;
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Queries run only while online, so offline the last count stays and no request is attempted.
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS / 2,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
