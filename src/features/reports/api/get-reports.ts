import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { getAllReports } from '../../../domain/contracts/workorder/report/report';
import type { Report } from '../../../domain/reports';
import { reportKeys } from './report-keys';

export interface ReportListFilter {
  page: number;
  pageSize: number;
  searchString?: string;
}

/** One page of the reports the caller sees (getAllReports; a vendor user: theirs and the shared ones). */
export async function getReports(filter: ReportListFilter, signal?: AbortSignal) {
  return callParsed(getAllReports, { query: { ...filter } }, { signal });
}

export function reportListOptions(filter: ReportListFilter) {
  return queryOptions({
    queryKey: reportKeys.list(filter),
    queryFn: ({ signal }) => getReports(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReports(filter: ReportListFilter) {
  return useQuery(reportListOptions(filter));
}

/** Rows of the report list patched in place (a delete shown before the server confirms it). */
export function withoutReport(id: string) {
  return (current: { reports: Report[]; pageTotal: number } | undefined) =>
    current && {
      reports: current.reports.filter((report) => report.id !== id),
      pageTotal: Math.max(0, current.pageTotal - 1),
    };
}
