import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { getDashboardWidgetData } from '../../../domain/contracts/workorder/report/dashboard';
import type { WidgetData } from '../../../domain/reports';
import type { ResultPage } from './run-report';
import { dashboardKeys } from './report-keys';

/** The widget's report, run now for the caller (getDashboardWidgetData). */
export async function getWidgetData(
  widgetId: string,
  page: ResultPage,
  signal?: AbortSignal,
): Promise<WidgetData> {
  return callParsed(getDashboardWidgetData, { body: { widgetId, ...page } }, { signal });
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
