import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_TYPES, fileJobSchema, type DataTypeName, type FileJob } from '../../domain/file-jobs';
import { api } from '../../api/client';
import { fileJobKeys, onlineOnly } from './file-job-keys';

/** Data types that have an export call. */
export type ExportableDataType = {
  [Name in DataTypeName]: (typeof DATA_TYPES)[Name]['exportCall'] extends null ? never : Name;
}[DataTypeName];

export function isExportable(dataType: DataTypeName): dataType is ExportableDataType {
  return DATA_TYPES[dataType].exportCall !== null;
}

export interface ExportFileInput {
  dataType: ExportableDataType;
  /** The list's (or the map's) current filters, as its GetAll takes them. */
  filters: Record<string, unknown>;
}

/**
 * The filters an export sends: the list's own GetAll body without its paging, since an export takes every
 * row the filters match.
 */
export function exportFilters(filter: object): Record<string, unknown> {
  const { page: _page, pageSize: _pageSize, ...rest } = filter as Record<string, unknown>;
  return rest;
}

/** POST <service>/<exportCall.path> with the filters: answers at once with the queued job. */
export async function exportFile({ dataType, filters }: ExportFileInput): Promise<FileJob> {
  const call = DATA_TYPES[dataType].exportCall;
  return fileJobSchema.parse(await onlineOnly(() => api[call.service].post<unknown>(call.path, filters)));
}

export function useExportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileJobKeys.lists() }),
  });
}
