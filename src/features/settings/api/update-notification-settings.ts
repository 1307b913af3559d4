import type { z } from 'zod';
import { api } from '../../../api/client';
import {
  notificationSettingsSchema,
  type notificationSettingsUpdateSchema,
} from '../../../domain/notifications';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import {
  notificationSettingKeys,
  OWN_SETTINGS,
  type NotificationSettings,
} from './get-notification-settings';

export type NotificationSettingsChange = z.infer<typeof notificationSettingsUpdateSchema>;

/** PUT NotificationSetting with the version the change was based on (0 for the first save). */
export async function updateNotificationSettings(
  change: NotificationSettingsChange,
): Promise<NotificationSettings> {
  return notificationSettingsSchema.parse(await api.account.put<unknown>('NotificationSetting', change));
}

function applied(current: NotificationSettings, change: NotificationSettingsChange): NotificationSettings {
  return {
    settings: current.settings.map((setting) => {
      const next = change.settings.find((entry) => entry.event === setting.event);
      return next ? { ...setting, console: next.console, email: next.email } : setting;
    }),
    version: change.version + 1,
  };
}

export function useUpdateNotificationSettings() {
  return useOptimisticWrite<NotificationSettingsChange, NotificationSettings>({
    mutationFn: updateNotificationSettings,
    optimistic: (change) => [
      optimisticPatch<NotificationSettings>(
        notificationSettingKeys.detail(OWN_SETTINGS),
        (current) => current && applied(current, change),
      ),
    ],
    invalidates: () => [notificationSettingKeys.all],
  });
}
