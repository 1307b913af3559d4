import { HOME_PATH } from '../../navigation/paths';
import { inSection, screen, type AppRoute } from '../../navigation/route-types';

export const OVERVIEW_ROUTES: readonly AppRoute[] = inSection('overview', [
  {
    path: HOME_PATH,
    title: 'Dashboard',
    permission: null,
    nav: true,
    screen: screen(() => import('../../features/dashboard/Dashboard.page'), 'DashboardPage'),
  },
]);
