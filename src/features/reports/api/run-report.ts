import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { callParsed } from '../../../api/call';
import { showErrorToast } from '../../../components/error-toast';
import { runReportById, runReportDefinition } from '../../../domain/contracts/workorder/report/report';
import type { ReportResult, ReportRunInput } from '../../../domain/reports';
import { reportKeys } from './report-keys';

/** What a Run asks for: a definition not saved yet, or a saved report by its id; `runNumber` counts Runs. */
export type ReportRunRequest = { runNumber: number } & (
  { source: 'definition'; body: Omit<ReportRunInput, 'page' | 'pageSize'> } | { source: 'saved'; id: string }
);

export interface ResultPage {
  page: number;
  pageSize: number;
}

/** Runs a definition (or SQL) unsaved (runReportDefinition); one page of the result. */
export async function runReport(body: ReportRunInput, signal?: AbortSignal): Promise<ReportResult> {
  return callParsed(runReportDefinition, { body }, { signal });
}

/** Runs a saved report (SQL or builder) as the caller (runReportById). */
export async function runSavedReport(id: string, page: ResultPage, signal?: AbortSignal) {
  return callParsed(runReportById, { body: { id, ...page } }, { signal });
}

function fetchRun(request: ReportRunRequest, page: ResultPage, signal: AbortSignal) {
  return request.source === 'saved'
    ? runSavedReport(request.id, page, signal)
    : runReport({ ...request.body, ...page }, signal);
}

/**
 * The result of the last Run, one page at a time. Nothing runs until there is a request; a failure shows the
 * general failure toast once (SPEC section 8) and stays on the query for the form's field errors. Results are
 * not kept for offline use: a run is asked for, not browsed, and the builder needs the connection anyway.
 */
export function useReportRun(request: ReportRunRequest | null, page: ResultPage) {
  const query = useQuery({
    queryKey: reportKeys.run({ request, page }),
    queryFn: ({ signal }) => fetchRun(request!, page, signal),
    enabled: request !== null,
    meta: { persist: false },
    retry: false,
    gcTime: 5 * 60 * 1000,
  });
  const { error, errorUpdatedAt } = query;
  const report = useEffectEvent((failed: Error) => showErrorToast(failed));
  useEffect(() => {
    if (error) report(error);
  }, [error, errorUpdatedAt]);
  return query;
}
