import { markAllReadSchema } from '../../../domain/notifications';
import { api } from '../../../api/client';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { markReadInList, notificationKeys } from './get-notifications';

/** PUT Notification/MarkAllRead: answers how many were marked. */
export async function markAllRead(): Promise<number> {
  return markAllReadSchema.parse(await api.account.put<unknown>('Notification/MarkAllRead')).updated;
}

export function useMarkAllRead() {
  return useOptimisticWrite<void, number>({
    mutationFn: markAllRead,
    optimistic: () => [
      optimisticPatch(notificationKeys.lists(), markReadInList(null, new Date().toISOString())),
      optimisticPatch<number>(notificationKeys.unreadCount(), (count) => (count === undefined ? count : 0)),
    ],
    invalidates: () => [notificationKeys.all],
  });
}
