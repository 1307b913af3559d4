import { useMutation } from '@tanstack/react-query';
import { DATA_TYPES, type DataTypeName, type FileJob } from '../../domain/file-jobs';
import { callBlob } from '../../api/call';
import { downloadFileJob, getSampleFile } from '../../domain/contracts/file/file-jobs';
import { onlineOnly } from './file-job-keys';

/** SPEC section 7: the sample workbook is named template.xlsx. */
export const SAMPLE_FILE_NAME = 'template.xlsx';

/**
 * Hands a downloaded file to the browser under `fileName`. Files come through the API client because they
 * are served only with the bearer token, which a plain link cannot send.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the address is let go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The job's file: the export, or an import's workbook of rejected rows. */
export async function downloadJobResult(job: Pick<FileJob, 'id' | 'resultFileName'>): Promise<void> {
  const blob = await onlineOnly(() => callBlob(downloadFileJob, { query: { id: job.id } }));
  saveFile(blob, job.resultFileName ?? SAMPLE_FILE_NAME);
}

/** A data type's sample: the empty workbook with the columns, an example row and allowed values. */
export async function downloadSampleFile(dataType: DataTypeName): Promise<void> {
  const blob = await onlineOnly(() =>
    callBlob(getSampleFile, { query: { dataType: DATA_TYPES[dataType].id } }),
  );
  saveFile(blob, SAMPLE_FILE_NAME);
}

export function useDownloadJobResult() {
  return useMutation({ mutationFn: downloadJobResult });
}

export function useDownloadSampleFile() {
  return useMutation({ mutationFn: downloadSampleFile });
}
