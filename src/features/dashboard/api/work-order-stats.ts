import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { dashboardKeys } from '../../../data/work-order-keys';
import { dashboardStatsSchema } from '../../../domain/work-order-dashboard';

/** POST WorkOrder/GetDashboardWorkorderStats: the caller's work orders counted by status, approval and vendor. */
export function useDashboardStats(
  filter: { projectId?: string | null; vendorId?: string | null } = {},
  enabled = true,
) {
  return useQuery({
    queryKey: dashboardKeys.stats(filter),
    queryFn: async ({ signal }) =>
      dashboardStatsSchema.parse(
        await api.workorder.post<unknown>('WorkOrder/GetDashboardWorkorderStats', filter, { signal }),
      ),
    enabled,
  });
}
