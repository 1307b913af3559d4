import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { deletedSchema } from '../../../domain/fields';
import { dashboardSchema, type Dashboard, type WidgetKind } from '../../../domain/reports';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { dashboardKeys, reportKeys } from './report-keys';

export interface DashboardBody {
  id: string;
  name: string;
  shared: boolean;
}

export interface WidgetBody {
  id: string;
  dashboardId: string;
  reportId: string;
  title: string;
  kind: WidgetKind;
  span: 1 | 2;
}

/** The dashboard a widget call answers with replaces the cached one at once. */
function useKeepDashboard() {
  const queryClient = useQueryClient();
  return (dashboard: Dashboard) => queryClient.setQueryData(dashboardKeys.detail(dashboard.id), dashboard);
}

/** POST Dashboard: a new, empty dashboard. */
export function useCreateDashboard() {
  return useOptimisticWrite<{ body: DashboardBody; idempotencyKey: string }, Dashboard>({
    mutationFn: async ({ body, idempotencyKey }) =>
      dashboardSchema.parse(await api.workorder.post<unknown>('Dashboard', body, { idempotencyKey })),
    invalidates: () => [dashboardKeys.lists()],
  });
}

/** DELETE Dashboard?id: the dashboard and its widgets (the reports stay). */
export function useDeleteDashboard() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) =>
      deletedSchema.parse(await api.workorder.delete<unknown>('Dashboard', undefined, { query: { id } })),
    invalidates: () => [dashboardKeys.lists(), reportKeys.lists()],
  });
}

/** POST Dashboard/Widget: a widget showing a report; answers the whole dashboard. */
export function useAddWidget() {
  const keep = useKeepDashboard();
  return useOptimisticWrite<WidgetBody, Dashboard>({
    mutationFn: async (body) =>
      dashboardSchema.parse(await api.workorder.post<unknown>('Dashboard/Widget', body)),
    onSuccess: keep,
    invalidates: () => [dashboardKeys.lists(), reportKeys.lists()],
  });
}

/** DELETE Dashboard/Widget?id: takes a widget off its dashboard; answers the dashboard. */
export function useRemoveWidget() {
  const keep = useKeepDashboard();
  return useOptimisticWrite<string, Dashboard>({
    mutationFn: async (id) =>
      dashboardSchema.parse(
        await api.workorder.delete<unknown>('Dashboard/Widget', undefined, { query: { id } }),
      ),
    onSuccess: keep,
    invalidates: () => [dashboardKeys.lists(), reportKeys.lists()],
  });
}
