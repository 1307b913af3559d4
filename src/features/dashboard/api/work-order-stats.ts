import { queryOptions, useQuery } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { dashboardKeys } from '../../../data/work-order-keys';
import { getWorkOrderDashboardStats } from '../../../domain/contracts/workorder/work-order/board';

type StatsFilter = { projectId?: string | null; vendorId?: string | null };

export function dashboardStatsOptions(filter: StatsFilter = {}) {
  return queryOptions({
    queryKey: dashboardKeys.stats(filter),
    queryFn: async ({ signal }) => callParsed(getWorkOrderDashboardStats, { body: filter }, { signal }),
  });
}

/** getWorkOrderDashboardStats: the caller's work orders counted by status, approval and vendor. */
export function useDashboardStats(filter: StatsFilter = {}, enabled = true) {
  return useQuery({ ...dashboardStatsOptions(filter), enabled });
}
