import { inSection, screen, type AppRoute } from '../../navigation/route-types';

/** `/reports/:id` is a dashboard's id (docs/decisions.md "A report dashboard is /reports/:dashboardId"). */
export const REPORTS_ROUTES: readonly AppRoute[] = inSection('reports', [
  {
    path: '/reports',
    permission: 'report.view',
    title: 'Reports',
    nav: true,
    screen: screen(() => import('../../features/reports/Reports.page'), 'ReportsPage'),
  },
  {
    path: '/reports/create',
    permission: 'report.create',
    title: 'New report',
    screen: screen(() => import('../../features/reports/ReportCreate.page'), 'ReportCreatePage'),
  },
  {
    path: '/reports/edit/:id',
    permission: 'report.update',
    title: 'Edit report',
    screen: screen(() => import('../../features/reports/ReportEdit.page'), 'ReportEditPage'),
  },
  {
    path: '/reports/:id',
    permission: 'report.dashboard',
    title: 'Report dashboard',
    screen: screen(() => import('../../features/reports/ReportDashboard.page'), 'ReportDashboardPage'),
  },
]);
