import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { fileJobKeys, onlineOnly } from '../../../data/file-jobs/file-job-keys';
import { queueExport } from '../../../domain/contracts/file/file-jobs';
import type { FileJob } from '../../../domain/file-jobs';

/** The file service's data type of a report download (docs/api.md, "Reports and dashboards"). */
export const REPORT_DATA_TYPE = 10;

/** Queues the report's xlsx: data type 10 with `filters: { reportId }`. */
export async function exportReport(reportId: string): Promise<FileJob> {
  const body = { dataType: REPORT_DATA_TYPE, filters: { reportId } };
  return onlineOnly(() => callParsed(queueExport, { body }));
}

export function useExportReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileJobKeys.lists() }),
  });
}
