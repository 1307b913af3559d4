import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { fileJobKeys } from '../../../data/file-jobs/file-job-keys';
import { getFileJobHistory as historyContract } from '../../../domain/contracts/file/file-jobs';
import { JOB_STATUSES, type FileJob, type OperationType } from '../../../domain/file-jobs';

export interface FileJobHistoryFilter {
  dataType: number;
  operationType: OperationType;
  page: number;
  pageSize: number;
}

export interface FileJobHistory {
  fileProcessQueues: FileJob[];
  pageTotal: number;
}

/** How often a page with a queued or running job is asked again. */
export const HISTORY_POLL_MS = 2_000;

/**
 * Queued or Processing: the job still moves. A status this console does not know counts as not moving, so an
 * unexpected answer cannot keep the screen polling for ever.
 */
export function isJobRunning(status: number): boolean {
  return status === JOB_STATUSES.queued || status === JOB_STATUSES.processing;
}

/** The interval for a history page: polling while any of its jobs runs, none once all have ended. */
export function historyPollInterval(history: FileJobHistory | undefined): number | false {
  return history?.fileProcessQueues.some((job) => isJobRunning(job.status)) ? HISTORY_POLL_MS : false;
}

/** A page of one data type's imports or exports, newest first. */
export async function getFileJobHistory(
  filter: FileJobHistoryFilter,
  signal?: AbortSignal,
): Promise<FileJobHistory> {
  return callParsed(historyContract, { body: filter }, { signal });
}

export function fileJobHistoryQueryOptions(filter: FileJobHistoryFilter) {
  return queryOptions({
    queryKey: fileJobKeys.list(filter),
    queryFn: ({ signal }) => getFileJobHistory(filter, signal),
    placeholderData: keepPreviousData,
    // Progress moves without a reload; a page where every job has ended asks no more.
    refetchInterval: (query) => historyPollInterval(query.state.data),
  });
}

export function useFileJobHistory(filter: FileJobHistoryFilter) {
  return useQuery(fileJobHistoryQueryOptions(filter));
}
