import { idQuerySchema } from '../../fields';
import {
  markAllReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  unreadCountSchema,
} from '../../notifications';
import { action, idAt, onlineOnly, queue, read } from '../../offline-action-kit';
import {
  pushPublicKeySchema,
  pushSubscribeBodySchema,
  pushSubscribedSchema,
  pushUnsubscribeBodySchema,
} from '../../push';
import { defineContract } from '../kit';

const service = 'account';
const tags = ['Notification'];

export const getAllNotifications = defineContract({
  service,
  method: 'POST',
  path: 'Notification/GetAll',
  summary: 'My notifications, newest first, with the unread count',
  permission: 'signed-in',
  body: notificationListQuerySchema,
  response: notificationListSchema,
  offline: read,
});

export const getUnreadCount = defineContract({
  service,
  method: 'GET',
  path: 'Notification/UnreadCount',
  summary: 'How many of my notifications are unread (the header badge)',
  permission: 'signed-in',
  response: unreadCountSchema,
  offline: read,
});

export const markNotificationRead = defineContract({
  service,
  method: 'PUT',
  path: 'Notification/MarkRead',
  summary: 'Mark one of my notifications read (marking it again changes nothing)',
  permission: 'signed-in',
  query: idQuerySchema,
  response: notificationSchema,
  offline: queue((request) =>
    action('notification.read', 'Mark a notification read', [idAt(request, ['query.id'])]),
  ),
});

export const markAllNotificationsRead = defineContract({
  service,
  method: 'PUT',
  path: 'Notification/MarkAllRead',
  summary: 'Mark all my notifications read',
  permission: 'signed-in',
  response: markAllReadSchema,
  offline: queue(() => action('notification.readAll', 'Mark every notification read', [])),
});

export const getNotificationSettings = defineContract({
  service,
  method: 'GET',
  path: 'NotificationSetting',
  tags,
  summary: 'Which events reach me in the console, by email and pushed to my devices',
  permission: 'signed-in',
  response: notificationSettingsSchema,
  offline: read,
});

export const updateNotificationSettings = defineContract({
  service,
  method: 'PUT',
  path: 'NotificationSetting',
  tags,
  summary:
    'Choose channels per event; events left out keep their current setting (send the version you edited)',
  permission: 'signed-in',
  body: notificationSettingsUpdateSchema,
  response: notificationSettingsSchema,
  offline: queue(() => action('notificationSetting.edit', 'Change notification settings', [])),
});

export const getPushPublicKey = defineContract({
  service,
  method: 'GET',
  path: 'PushSubscription/PublicKey',
  tags,
  summary: "The server's VAPID public key, to subscribe a device with (applicationServerKey)",
  permission: 'signed-in',
  response: pushPublicKeySchema,
  offline: read,
});

export const subscribePush = defineContract({
  service,
  method: 'POST',
  path: 'PushSubscription',
  tags,
  summary: 'Receive my notifications on this device (its PushSubscription as the browser gives it)',
  permission: 'signed-in',
  body: pushSubscribeBodySchema,
  response: pushSubscribedSchema,
  offline: onlineOnly,
});

export const unsubscribePush = defineContract({
  service,
  method: 'POST',
  path: 'PushSubscription/Unsubscribe',
  tags,
  summary: 'Stop receiving my notifications on this device (its endpoint)',
  permission: 'signed-in',
  body: pushUnsubscribeBodySchema,
  response: pushSubscribedSchema,
  offline: onlineOnly,
});
