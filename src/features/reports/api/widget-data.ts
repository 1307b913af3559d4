import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { widgetDataSchema, type WidgetData } from '../../../domain/reports';
import type { ResultPage } from './run-report';
import { dashboardKeys } from './report-keys';

/** POST Dashboard/DashboardDataByWidgetId: the widget's report, run now for the caller. */
export async function getWidgetData(
  widgetId: string,
  page: ResultPage,
  signal?: AbortSignal,
): Promise<WidgetData> {
  return widgetDataSchema.parse(
    await api.workorder.post<unknown>('Dashboard/DashboardDataByWidgetId', { widgetId, ...page }, { signal }),
  );
}

/**
 * One widget's data. It is kept on the device like every read, so a dashboard opened before shows its last
 * data offline, with its age.
 */
export function useWidgetData(widgetId: string, page: ResultPage) {
  return useQuery({
    queryKey: dashboardKeys.widget(widgetId, page),
    queryFn: ({ signal }) => getWidgetData(widgetId, page, signal),
    placeholderData: keepPreviousData,
  });
}
