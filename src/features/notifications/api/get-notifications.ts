import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { notificationListSchema, type Notification } from '../../../domain/notifications';

const keys = createQueryKeys('notifications');

export const notificationKeys = {
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
export async function getNotifications(
  filter: NotificationFilter,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const body = {
    page: filter.page,
    pageSize: filter.pageSize,
    ...(filter.unreadOnly ? { unreadOnly: true } : {}),
  };
  return notificationListSchema.parse(
    await api.account.post<unknown>('Notification/GetAll', body, { signal }),
  );
}

export function notificationsQueryOptions(filter: NotificationFilter) {
  return queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => getNotifications(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the feed; its unread count also updates the header's bell, so the two never disagree. */
export function useNotifications(filter: NotificationFilter) {
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQueryOptions(filter));
  const unreadCount = query.isPlaceholderData ? undefined : query.data?.unreadCount;
  useEffect(() => {
    if (unreadCount !== undefined) queryClient.setQueryData(notificationKeys.unreadCount(), unreadCount);
  }, [unreadCount, queryClient]);
  return query;
}

/** Marks notifications read in a cached page, for optimistic writes; `ids` null marks all of them. */
export function markReadInList(ids: ReadonlySet<string> | null, readAt: string) {
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
