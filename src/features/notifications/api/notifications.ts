import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { call } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import {
  getAllNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../domain/contracts/account/notification';
import {
  markAllReadSchema,
  notificationListSchema,
  notificationSchema,
  unreadCountSchema,
  type Notification,
} from '../../../domain/notifications';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

/**
 * My notifications (account service): the feed, the unread count, marking one and marking all read. Nothing is
 * created, edited or deleted here, so they are calls with their query keys rather than a record resource.
 */
const keys = createQueryKeys('notifications');

const notificationKeys = {
  ...keys,
  unreadCount: () => [...keys.all, 'unreadCount'] as const,
};

export interface NotificationFilter {
  page: number;
  pageSize: number;
  /** Only the ones not read yet; otherwise all, newest first. */
  unreadOnly: boolean;
}

export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST Notification/GetAll: a page of my notifications, newest first, with my unread count. */
async function getNotifications(filter: NotificationFilter, signal?: AbortSignal): Promise<NotificationList> {
  const body = {
    page: filter.page,
    pageSize: filter.pageSize,
    ...(filter.unreadOnly ? { unreadOnly: true } : {}),
  };
  return notificationListSchema.parse(await call(getAllNotifications, { body }, { signal }));
}

/** A page of the feed; its unread count also updates the header's bell, so the two never disagree. */
export function useNotifications(filter: NotificationFilter) {
  const queryClient = useQueryClient();
  const query = useQuery(
    queryOptions({
      queryKey: notificationKeys.list(filter),
      queryFn: ({ signal }) => getNotifications(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
  const unreadCount = query.isPlaceholderData ? undefined : query.data?.unreadCount;
  useEffect(() => {
    if (unreadCount !== undefined) queryClient.setQueryData(notificationKeys.unreadCount(), unreadCount);
  }, [unreadCount, queryClient]);
  return query;
}

/** How often the header asks for new notifications while the console is open and online. */
export const UNREAD_POLL_MS = 60_000;

/** The number on the header's bell. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) =>
      unreadCountSchema.parse(await call(getUnreadCount, {}, { signal })).unreadCount,
    // Queries run only while online, so offline the last count stays and no request is attempted.
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS / 2,
  });
}

/** Marks notifications read in a cached page, for optimistic writes; `ids` null marks all of them. */
function markReadInList(ids: ReadonlySet<string> | null, readAt: string) {
  return (current: NotificationList | undefined): NotificationList | undefined => {
    if (!current) return current;
    const isTarget = (item: Notification) => item.readAt === null && (ids === null || ids.has(item.id));
    const marked = current.notifications.filter(isTarget).length;
    return {
      ...current,
      notifications: current.notifications.map((item) => (isTarget(item) ? { ...item, readAt } : item)),
      unreadCount: ids === null ? 0 : Math.max(0, current.unreadCount - marked),
    };
  };
}

export interface MarkReadInput {
  id: string;
  /** Whether it was unread on screen, so the badge goes down by one only then. */
  wasUnread: boolean;
}

/** Marks one read (by the id in the query); marking it again changes nothing. */
export function useMarkRead() {
  return useOptimisticWrite<MarkReadInput, Notification>({
    mutationFn: async ({ id }) =>
      notificationSchema.parse(await call(markNotificationRead, { query: { id } })),
    optimistic: ({ id, wasUnread }) => [
      optimisticPatch(notificationKeys.lists(), markReadInList(new Set([id]), new Date().toISOString())),
      optimisticPatch<number>(notificationKeys.unreadCount(), (count) =>
        count === undefined || !wasUnread ? count : Math.max(0, count - 1),
      ),
    ],
    invalidates: () => [notificationKeys.all],
  });
}

/** Marks every one read; answers how many were marked. */
export function useMarkAllRead() {
  return useOptimisticWrite<void, number>({
    mutationFn: async () => markAllReadSchema.parse(await call(markAllNotificationsRead, {})).updated,
    optimistic: () => [
      optimisticPatch(notificationKeys.lists(), markReadInList(null, new Date().toISOString())),
      optimisticPatch<number>(notificationKeys.unreadCount(), (count) => (count === undefined ? count : 0)),
    ],
    invalidates: () => [notificationKeys.all],
  });
}
