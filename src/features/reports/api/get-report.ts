import { queryOptions } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { getReportById } from '../../../domain/contracts/workorder/report/report';
import type { Report } from '../../../domain/reports';
import { reportKeys } from './report-keys';

/** One report with its definition (getReportById). */
export async function getReport(id: string, signal?: AbortSignal): Promise<Report> {
  return callParsed(getReportById, { query: { id } }, { signal });
}

export function reportDetailOptions(id: string) {
  return queryOptions({ queryKey: reportKeys.detail(id), queryFn: ({ signal }) => getReport(id, signal) });
}

/** The report to edit, fresh from the server when online (see useEditableRecord). */
export function useReportRecord(id: string) {
  return useEditableRecord(reportDetailOptions(id));
}
