import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { fileJobKeys, onlineOnly } from '../../../data/file-jobs/file-job-keys';
import { fileJobSchema, type FileJob } from '../../../domain/file-jobs';

/** The file service's data type of a report download (docs/api.md, "Reports and dashboards"). */
export const REPORT_DATA_TYPE = 10;

/** POST file/FileProcessQueue `{ dataType: 10, filters: { reportId } }`: queues the report's xlsx. */
export async function exportReport(reportId: string): Promise<FileJob> {
  const body = { dataType: REPORT_DATA_TYPE, filters: { reportId } };
  return fileJobSchema.parse(await onlineOnly(() => api.file.post<unknown>('FileProcessQueue', body)));
}

export function useExportReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileJobKeys.lists() }),
  });
}
