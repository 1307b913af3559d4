import { HOME_PATH } from '../paths';
import { inSection, screen, type AppRoute } from '../route-types';

export const OVERVIEW_ROUTES: readonly AppRoute[] = inSection('overview', [
  {
    path: HOME_PATH,
    title: 'Dashboard',
    permission: null,
    nav: true,
    screen: screen(() => import('../../features/dashboard/Dashboard.page'), 'DashboardPage'),
  },
]);
