import { createQueryKeys } from '../../../data/query-keys';

/** Reports: `reportKeys.list({ searchString, page, pageSize })`, `reportKeys.detail(id)`, `runs()`. */
export const reportKeys = {
  ...createQueryKeys('reports'),
  runs: () => ['reports', 'run'] as const,
  run: (body: object) => ['reports', 'run', body] as const,
};

/** Dashboards and the data of their widgets (kept for offline viewing, like every read). */
export const dashboardKeys = {
  ...createQueryKeys('reportDashboards'),
  widgets: () => ['reportDashboards', 'widget'] as const,
  widget: (widgetId: string, paging: object) => ['reportDashboards', 'widget', widgetId, paging] as const,
};
