import { useQueryClient } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import {
  addDashboardWidget,
  createDashboard,
  deleteDashboard,
  removeDashboardWidget,
} from '../../../domain/contracts/workorder/report/dashboard';
import type { Dashboard, WidgetKind } from '../../../domain/reports';
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

/** A new, empty dashboard (createDashboard). */
export function useCreateDashboard() {
  return useOptimisticWrite<{ body: DashboardBody; idempotencyKey: string }, Dashboard>({
    mutationFn: ({ body, idempotencyKey }) => callParsed(createDashboard, { body }, { idempotencyKey }),
    invalidates: () => [dashboardKeys.lists()],
  });
}

/** Deletes the dashboard and its widgets (deleteDashboard, by id); the reports stay. */
export function useDeleteDashboard() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: (id) => callParsed(deleteDashboard, { query: { id } }),
    invalidates: () => [dashboardKeys.lists(), reportKeys.lists()],
  });
}

/** A widget showing a report (addDashboardWidget); answers the whole dashboard. */
export function useAddWidget() {
  const keep = useKeepDashboard();
  return useOptimisticWrite<WidgetBody, Dashboard>({
    mutationFn: (body) => callParsed(addDashboardWidget, { body }),
    onSuccess: keep,
    invalidates: () => [dashboardKeys.lists(), reportKeys.lists()],
  });
}

/** Takes a widget off its dashboard (removeDashboardWidget, by id); answers the dashboard. */
export function useRemoveWidget() {
  const keep = useKeepDashboard();
  return useOptimisticWrite<string, Dashboard>({
    mutationFn: (id) => callParsed(removeDashboardWidget, { query: { id } }),
    onSuccess: keep,
    invalidates: () => [dashboardKeys.lists(), reportKeys.lists()],
  });
}
