import { api } from '../../../api/client';
import { notificationSchema, type Notification } from '../../../domain/notifications';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { markReadInList, notificationKeys } from './get-notifications';

/** PUT Notification/MarkRead?id: marking one read again changes nothing. */
export async function markRead(id: string): Promise<Notification> {
  return notificationSchema.parse(
    await api.account.put<unknown>('Notification/MarkRead', undefined, { query: { id } }),
  );
}

export interface MarkReadInput {
  id: string;
  /** Whether it was unread on screen, so the badge goes down by one only then. */
  wasUnread: boolean;
}

export function useMarkRead() {
  return useOptimisticWrite<MarkReadInput, Notification>({
    mutationFn: ({ id }) => markRead(id),
    optimistic: ({ id, wasUnread }) => [
      optimisticPatch(notificationKeys.lists(), markReadInList(new Set([id]), new Date().toISOString())),
      optimisticPatch<number>(notificationKeys.unreadCount(), (count) =>
        count === undefined || !wasUnread ? count : Math.max(0, count - 1),
      ),
    ],
    invalidates: () => [notificationKeys.all],
  });
}
