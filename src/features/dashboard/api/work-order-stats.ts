import { useQuery } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { dashboardKeys } from '../../../data/work-order-keys';
import { getWorkOrderDashboardStats } from '../../../domain/contracts/workorder/work-order/board';

/** getWorkOrderDashboardStats: the caller's work orders counted by status, approval and vendor. */
export function useDashboardStats(
  filter: { projectId?: string | null; vendorId?: string | null } = {},
  enabled = true,
) {
  return useQuery({
    queryKey: dashboardKeys.stats(filter),
    queryFn: async ({ signal }) => callParsed(getWorkOrderDashboardStats, { body: filter }, { signal }),
    enabled,
  });
}
