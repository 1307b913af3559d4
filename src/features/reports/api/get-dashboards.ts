import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { dashboardListSchema, dashboardSchema, type Dashboard } from '../../../domain/reports';
import { dashboardKeys } from './report-keys';

/** GET Dashboard/GetAll (`&vendorId` for vendor users, SPEC section 7): every dashboard the caller sees. */
export async function getDashboards(vendorId: string | null, signal?: AbortSignal) {
  const query = vendorId ? { vendorId } : {};
  return dashboardListSchema.parse(await api.workorder.get<unknown>('Dashboard/GetAll', { query, signal }));
}

export function useDashboards(enabled = true) {
  const scope = useVendorScope();
  return useQuery({
    queryKey: dashboardKeys.list({ vendorId: scope.vendorId }),
    queryFn: ({ signal }) => getDashboards(scope.vendorId, signal),
    enabled: enabled && scope.ready,
  });
}

/** GET Dashboard/GetById?id: one dashboard with its widgets. */
export async function getDashboard(id: string, signal?: AbortSignal): Promise<Dashboard> {
  return dashboardSchema.parse(
    await api.workorder.get<unknown>('Dashboard/GetById', { query: { id }, signal }),
  );
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
