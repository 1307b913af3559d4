import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { reportSchema, type Report } from '../../../domain/reports';
import { reportKeys } from './report-keys';

/** GET Report/GetById?id: one report with its definition. */
export async function getReport(id: string, signal?: AbortSignal): Promise<Report> {
  return reportSchema.parse(await api.workorder.get<unknown>('Report/GetById', { query: { id }, signal }));
}

export function reportDetailOptions(id: string) {
  return queryOptions({ queryKey: reportKeys.detail(id), queryFn: ({ signal }) => getReport(id, signal) });
}

/** The report to edit, fresh from the server when online (see useEditableRecord). */
export function useReportRecord(id: string) {
  return useEditableRecord(reportDetailOptions(id));
}
