import { inSection, screen, type AppRoute } from '../../navigation/route-types';

export const ACCOUNT_ROUTES: readonly AppRoute[] = inSection('account', [
  {
    path: '/settings/profile',
    permission: null,
    title: 'Profile',
    nav: true,
    screen: screen(() => import('../../features/settings/Profile.page'), 'ProfilePage'),
  },
  {
    path: '/settings/notifications',
    permission: null,
    title: 'Notification settings',
    nav: true,
    screen: screen(
      () => import('../../features/settings/NotificationSettings.page'),
      'NotificationSettingsPage',
    ),
  },
  {
    path: '/notifications',
    permission: null,
    title: 'Notifications',
    screen: screen(() => import('../../features/notifications/Notifications.page'), 'NotificationsPage'),
  },
]);
