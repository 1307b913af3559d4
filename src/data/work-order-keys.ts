import { createQueryKeys } from './query-keys';

/**
 * Query keys of the work-order service, shared by the work-order screens and the dashboard so that every
 * work-order write refreshes the dashboard's counts too.
 */
export const workOrderKeys = createQueryKeys('workOrders');
export const activitiesKey = (id: string) => [...workOrderKeys.all, 'activities', id] as const;
export const historyKey = (id: string) => [...workOrderKeys.all, 'history', id] as const;
export const dashboardKeys = {
  all: () => [...workOrderKeys.all, 'dashboard'] as const,
  stats: (filter: object) => [...workOrderKeys.all, 'dashboard', filter] as const,
};
