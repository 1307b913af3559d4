import { useNavigate } from 'react-router-dom';
import { exportFilters, useExportFile, type ExportableDataType } from '../../data/file-jobs/export-file';
import { showFileJobError, showJobQueuedToast } from './job-toast';

/**
 * Queues an export of a data type with the screen's current filters (its GetAll body; paging is dropped),
 * then says so with a link to the export history.
 */
export function useStartExport() {
  const navigate = useNavigate();
  const exporting = useExportFile();
  return {
    pending: exporting.isPending,
    start(dataType: ExportableDataType, filter: object) {
      exporting.mutate(
        { dataType, filters: exportFilters(filter) },
        {
          onSuccess: (job) => showJobQueuedToast(job, navigate),
          onError: (error) => showFileJobError(error),
        },
      );
    },
  };
}
