import { z } from 'zod';
import { listBodySchema } from './paging';
import { INTEGER_MAX } from './validation';

/**
 * Events that reach users. Each user chooses per event whether it appears in the console feed, whether it
 * is emailed and whether it is pushed to their devices (Web Push); until they choose, the defaults below
 * apply. Push is on by default for what a closed console should still hear of: an approval waiting, a
 * decision (a rejection above all), a finished import or export, and work given to the user's crew. An
 * event for `platform` administrators only (the installation's own, such as its backups) is offered to them
 * alone.
 */
export const NOTIFICATION_EVENTS = [
  { id: 'workOrderAssigned', label: 'A work order is assigned', console: true, email: false, push: true },
  { id: 'workOrderCompleted', label: 'A work order is completed', console: true, email: false, push: false },
  { id: 'approvalNeeded', label: 'A work order needs approval', console: true, email: true, push: true },
  { id: 'approvalDecided', label: 'An approval is decided', console: true, email: false, push: true },
  {
    id: 'importExportFinished',
    label: 'An import or export has finished',
    console: true,
    email: false,
    push: true,
  },
  { id: 'passwordChanged', label: 'My password is changed', console: true, email: true, push: false },
  { id: 'addedToCrew', label: 'Someone is added to a crew', console: true, email: false, push: false },
  {
    id: 'backupFailed',
    label: 'A scheduled backup has failed',
    console: true,
    email: true,
    push: false,
    audience: 'platform',
  },
] as const;

/** Whether a user is offered the event: platform events are for platform administrators. */
export function offeredTo(event: (typeof NOTIFICATION_EVENTS)[number], isPlatformAdmin: boolean): boolean {
  return !('audience' in event) || isPlatformAdmin;
}
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]['id'];
const eventIds = NOTIFICATION_EVENTS.map((e) => e.id) as [NotificationEvent, ...NotificationEvent[]];
export const notificationEventSchema = z.enum(eventIds, 'is not a known notification event');

export const NOTIFICATION_CHANNELS = ['console', 'email', 'push'] as const;
export type NotificationChannels = { console: boolean; email: boolean; push: boolean };

export function defaultChannels(event: NotificationEvent): NotificationChannels {
  const definition = NOTIFICATION_EVENTS.find((e) => e.id === event)!;
  return { console: definition.console, email: definition.email, push: definition.push };
}

export const notificationSettingSchema = z.object({
  event: notificationEventSchema,
  label: z.string(),
  console: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
/** `version` 0 means the user has not saved settings yet (the defaults apply). */
export const notificationSettingsSchema = z.object({
  settings: z.array(notificationSettingSchema),
  version: z.number().int(),
});

export const notificationSettingsUpdateSchema = z.strictObject({
  settings: z
    .array(
      z.strictObject({
        event: notificationEventSchema,
        console: z.boolean(),
        email: z.boolean(),
        /** Left out (a console from before push): the saved choice stays. */
        push: z.boolean().optional(),
      }),
    )
    .max(NOTIFICATION_EVENTS.length * 2),
  version: z.number().int().min(0).max(INTEGER_MAX, 'must be the version you edited'),
});

export const notificationSchema = z.object({
  id: z.uuid(),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = listBodySchema({ unreadOnly: z.boolean().optional() });
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  pageTotal: z.number().int(),
  unreadCount: z.number().int(),
});
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export const markAllReadSchema = z.object({ updated: z.number().int(), unreadCount: z.number().int() });
