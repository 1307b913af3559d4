import { queryOptions, useQuery } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { getAllDashboards, getDashboardById } from '../../../domain/contracts/workorder/report/dashboard';
import type { Dashboard } from '../../../domain/reports';
import { dashboardKeys } from './report-keys';

/** Every dashboard the caller sees (getAllDashboards, `vendorId` for vendor users, SPEC section 7). */
export async function getDashboards(vendorId: string | null, signal?: AbortSignal) {
  const query = vendorId ? { vendorId } : {};
  return callParsed(getAllDashboards, { query }, { signal });
}

export function useDashboards(enabled = true) {
  const scope = useVendorScope();
  return useQuery({
    queryKey: dashboardKeys.list({ vendorId: scope.vendorId }),
    queryFn: ({ signal }) => getDashboards(scope.vendorId, signal),
    enabled: enabled && scope.ready,
  });
}

/** One dashboard with its widgets (getDashboardById). */
export async function getDashboard(id: string, signal?: AbortSignal): Promise<Dashboard> {
  return callParsed(getDashboardById, { query: { id } }, { signal });
}

export function dashboardOptions(id: string) {
  return queryOptions({
    queryKey: dashboardKeys.detail(id),
    queryFn: ({ signal }) => getDashboard(id, signal),
  });
}

export function useDashboard(id: string) {
  return useQuery(dashboardOptions(id));
}
