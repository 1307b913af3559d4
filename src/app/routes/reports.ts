import { inSection, type AppRoute } from '../route-types';

export const REPORTS_ROUTES: readonly AppRoute[] = inSection('reports', [
  { path: '/reports', permission: 'report.view', title: 'Reports', nav: true },
  { path: '/reports/create', permission: 'report.create', title: 'New report' },
  { path: '/reports/edit/:id', permission: 'report.update', title: 'Edit report' },
  { path: '/reports/:id', permission: 'report.dashboard', title: 'Report dashboard' },
]);
