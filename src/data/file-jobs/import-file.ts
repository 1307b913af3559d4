import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_TYPES, fileJobSchema, type DataTypeName, type FileJob } from '../../domain/file-jobs';
import { api } from '../../api/client';
import { fileJobKeys, onlineOnly } from './file-job-keys';

/** The multipart field the import calls read the workbook from. */
export const IMPORT_FILE_FIELD = 'file';

export interface ImportFileInput {
  dataType: DataTypeName;
  file: File;
}

/**
 * POST <service>/<importCall.path> (multipart, the workbook in `file`): the server stores the upload and
 * answers at once with the queued job; the rows are read in the background.
 */
export async function importFile({ dataType, file }: ImportFileInput): Promise<FileJob> {
  const call = DATA_TYPES[dataType].importCall;
  // Some data types (reports) are only exported; no screen offers their import.
  if (!call) throw new Error(`${DATA_TYPES[dataType].label} are not imported`);
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, file);
  return fileJobSchema.parse(await onlineOnly(() => api[call.service].post<unknown>(call.path, body)));
}

/** Uploads a workbook; the histories are asked again so the new job shows at the top. */
export function useImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileJobKeys.lists() }),
  });
}
