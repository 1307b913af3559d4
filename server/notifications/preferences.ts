import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, defaultChannels, offeredTo } from '../../src/domain/notifications';
import type { NotificationChannels, NotificationEvent } from '../../src/domain/notifications';
import type { Executor } from '../db/client';
import { notificationPreference } from '../db/schema/index';

/** Saved choices; one saved before push existed has no `push` (its default applies). */
export type StoredSettings = Record<string, Omit<NotificationChannels, 'push'> & { push?: boolean }>;

/** The user's channels for an event: their saved choice, else the event's default (channel by channel). */
export function channelsFor(
  settings: StoredSettings | undefined,
  event: NotificationEvent,
): NotificationChannels {
  return { ...defaultChannels(event), ...settings?.[event] };
}

/** Every event offered to the user with its label and their channels, in catalogue order. */
export function settingsView(settings: StoredSettings | undefined, isPlatformAdmin: boolean) {
  return NOTIFICATION_EVENTS.filter((e) => offeredTo(e, isPlatformAdmin)).map((e) => ({
    event: e.id,
    label: e.label,
    ...channelsFor(settings, e.id),
  }));
}

export async function readPreference(tx: Executor, organisationId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(notificationPreference)
    .where(
      and(
        eq(notificationPreference.organisationId, organisationId),
        eq(notificationPreference.userId, userId),
      ),
    );
  return row ?? null;
}

/** Saved settings of several users, by user id (users without saved settings are absent). */
export async function readPreferences(
  tx: Executor,
  organisationId: string,
  userIds: string[],
): Promise<Map<string, StoredSettings>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: notificationPreference.userId, settings: notificationPreference.settings })
    .from(notificationPreference)
    .where(
      and(
        eq(notificationPreference.organisationId, organisationId),
        inArray(notificationPreference.userId, userIds),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.settings]));
}
