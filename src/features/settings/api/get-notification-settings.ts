import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { notificationSettingsSchema } from '../../../domain/notifications';

export const notificationSettingKeys = createQueryKeys('notificationSettings');

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Only the signed-in user's own settings exist for the console. */
export const OWN_SETTINGS = 'me';

/** GET NotificationSetting: per event, whether it reaches me in the console and by email (version 0: defaults). */
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return notificationSettingsSchema.parse(await api.account.get<unknown>('NotificationSetting', { signal }));
}

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingKeys.detail(OWN_SETTINGS),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
