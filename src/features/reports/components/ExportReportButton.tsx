import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { showFileJobError, showJobQueuedToast } from '../../../components/file-jobs/job-toast';
import { FILE_JOB_MESSAGES } from '../../../domain/messages';
import type { Report } from '../../../domain/reports';
import { useOnline } from '../../../offline/use-data-age';
import { useExportReport } from '../api/export-report';

/**
 * Queues the report's xlsx through the file queue (report.export); the toast links to the export history.
 * Offline it says that it needs a connection instead.
 */
export function ExportReportButton({
  report,
  compact = false,
}: {
  report: Pick<Report, 'id' | 'name'>;
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  const exporting = useExportReport();
  const start = () =>
    exporting.mutate(report.id, {
      onSuccess: (job) => showJobQueuedToast(job, navigate),
      onError: (error) => showFileJobError(error),
    });
  const hint = online ? `Download "${report.name}" as a workbook` : FILE_JOB_MESSAGES.needsConnection;
  if (compact) {
    return (
      <Tooltip label={hint}>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={`Export ${report.name}`}
          loading={exporting.isPending}
          disabled={!online}
          onClick={(event) => {
            event.stopPropagation();
            start();
          }}
        >
          <IconFileSpreadsheet size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={hint}>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={exporting.isPending}
        disabled={!online}
        onClick={start}
      >
        Export
      </Button>
    </Tooltip>
  );
}
