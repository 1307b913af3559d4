import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callParsed } from '../../../api/call';
import { uploadUserImage } from '../../../data/images';
import { authKeys, createQueryKeys } from '../../../data/query-keys';
import { changeMyPassword } from '../../../domain/contracts/account/auth';
import {
  getNotificationSettings,
  getPushPublicKey,
  subscribePush,
  unsubscribePush,
  updateNotificationSettings,
} from '../../../domain/contracts/account/notification';
import { getProfile, updateProfile as updateProfileCall } from '../../../domain/contracts/account/profile';
import type { ContractBody } from '../../../domain/contracts/kit';
import { type changePasswordBodySchema, type SessionInfo } from '../../../domain/auth';
import {
  notificationSettingsSchema,
  type notificationSettingsUpdateSchema,
} from '../../../domain/notifications';
import { profileSchema, type Profile, type profileUpdateSchema } from '../../../domain/profile';
import { pushPublicKeySchema } from '../../../domain/push';
import { subscribeDevice, unsubscribeDevice } from '../../../offline/push-device';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

/**
 * The signed-in user's own settings (account service): the profile, the notification settings and
 * the password change. Each is one record of mine, not a list, so they are calls with their query keys rather
 * than a record resource.
 */
const profileKeys = createQueryKeys('profile');
const notificationSettingKeys = createQueryKeys('notificationSettings');

/** The signed-in user's own record is the only profile anyone reads, and the only settings. */
const OWN = 'me';

/** My name, email, phone, picture, role and vendor. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.detail(OWN),
    queryFn: async ({ signal }) => profileSchema.parse(await call(getProfile, {}, { signal })),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export interface ProfileChange {
  name: string;
  phone: string | null;
  imageUrl: string | null;
  /** The version the edit was based on; a stale one is refused with 409 and the current profile. */
  version: number;
  /** A new picture to upload first; its address replaces `imageUrl`. */
  image: File | null;
}

/** Saves my profile, after uploading a newly chosen picture. */
async function updateProfile({ image, ...change }: ProfileChange): Promise<Profile> {
  const imageUrl = image ? await uploadUserImage(image) : change.imageUrl;
  const body: z.input<typeof profileUpdateSchema> = { ...change, imageUrl };
  return profileSchema.parse(await call(updateProfileCall, { body }));
}

/** Saves my profile; the header and the profile page show the new name at once. */
export function useUpdateProfile() {
  return useOptimisticWrite<ProfileChange, Profile>({
    mutationFn: updateProfile,
    optimistic: ({ name, phone, imageUrl, version }) => [
      optimisticPatch<Profile>(
        profileKeys.detail(OWN),
        (profile) => profile && { ...profile, name, phone, imageUrl, version: version + 1 },
      ),
      optimisticPatch<SessionInfo>(
        authKeys.session(),
        (session) => session && { ...session, user: { ...session.user, name, phone, imageUrl } },
      ),
    ],
    invalidates: () => [profileKeys.all, authKeys.session()],
  });
}

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Per event, whether it reaches me in the console and by email (version 0: defaults). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingKeys.detail(OWN),
    queryFn: async ({ signal }) =>
      notificationSettingsSchema.parse(await call(getNotificationSettings, {}, { signal })),
  });
}

export type NotificationSettingsChange = z.input<typeof notificationSettingsUpdateSchema>;

function applied(current: NotificationSettings, change: NotificationSettingsChange): NotificationSettings {
  return {
    settings: current.settings.map((setting) => {
      const next = change.settings.find((entry) => entry.event === setting.event);
      return next
        ? { ...setting, console: next.console, email: next.email, push: next.push ?? setting.push }
        : setting;
    }),
    version: change.version + 1,
  };
}

/** Saves the settings with the version the change was based on (0 for the first save). */
export function useUpdateNotificationSettings() {
  return useOptimisticWrite<NotificationSettingsChange, NotificationSettings>({
    mutationFn: async (change) =>
      notificationSettingsSchema.parse(await call(updateNotificationSettings, { body: change })),
    optimistic: (change) => [
      optimisticPatch<NotificationSettings>(
        notificationSettingKeys.detail(OWN),
        (current) => current && applied(current, change),
      ),
    ],
    invalidates: () => [notificationSettingKeys.all],
  });
}

export type PasswordChange = z.input<typeof changePasswordBodySchema>;

/**
 * changeMyPassword: my own password, with the current one. A wrong current password comes back as
 * a field error on it; the change is announced in my notifications (and by email, if I chose that).
 */
export function useChangePassword() {
  return useOptimisticWrite<PasswordChange, string>({
    mutationFn: async (change) => (await callParsed(changeMyPassword, { body: change })).message,
  });
}

/**
 * Push on this device: subscribes through the service worker with the server's VAPID key
 * (getPushPublicKey), then hands the subscription to the server (subscribePush). Online
 * only: a subscription must reach the server to mean anything.
 */
export async function enablePushOnDevice(): Promise<void> {
  const { publicKey } = pushPublicKeySchema.parse(await call(getPushPublicKey, {}));
  const subscription = await subscribeDevice(publicKey);
  // The browser's JSON leaves its fields optional in its type; the server checks they are there.
  await call(subscribePush, { body: subscription as ContractBody<typeof subscribePush> });
}

/** Push off on this device: the browser's subscription ends, and the server forgets it. */
export async function disablePushOnDevice(): Promise<void> {
  const endpoint = await unsubscribeDevice();
  if (endpoint) await call(unsubscribePush, { body: { endpoint } });
}
