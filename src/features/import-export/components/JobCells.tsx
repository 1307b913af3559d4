import { ActionIcon, Badge, Button, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import type { FileJob } from '../../../domain/file-jobs';
import { isJobRunning } from '../api/get-file-job-history';
import { jobProgress, statusLook } from './job-display';

/** A job's status as a coloured badge, labelled as the contract names it. */
export function JobStatusBadge({ status }: { status: number }) {
  const look = statusLook(status);
  return (
    // The label never truncates: "Completed with errors" must read whole in a narrow column.
    <Badge color={look.colour} variant="light" radius="sm" styles={{ label: { overflow: 'visible' } }}>
      {look.label}
    </Badge>
  );
}

function FailedRows({ count }: { count: number }) {
  return (
    <Text size="sm" c={count > 0 ? 'red' : undefined}>
      {count.toLocaleString()} failed
    </Text>
  );
}

/**
 * A job's rows: while it runs, rows done out of the total as a bar (striped until the total is known) with
 * the failed so far; once it has ended, rows done and failed.
 */
export function JobRowsCell({ job }: { job: FileJob }) {
  if (!isJobRunning(job.status)) {
    return (
      <div style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{job.rowsDone.toLocaleString()} done</Text>
        <FailedRows count={job.rowsFailed} />
      </div>
    );
  }
  if (job.rowsTotal === null && job.rowsDone === 0) {
    return (
      <Text size="sm" c="dimmed">
        Waiting to start
      </Text>
    );
  }
  const progress = jobProgress(job);
  return (
    <Stack gap={2} miw={140}>
      <Progress
        value={progress.percent ?? 100}
        striped={progress.percent === null}
        animated
        aria-label={`Progress of ${job.fileName}: ${progress.text}`}
      />
      <Text size="xs" c="dimmed">
        {progress.text}
      </Text>
      {job.rowsFailed > 0 ? <FailedRows count={job.rowsFailed} /> : null}
    </Stack>
  );
}

export interface ResultDownloadProps {
  job: FileJob;
  isImport: boolean;
  online: boolean;
  downloading: boolean;
  onDownload: (job: FileJob) => void;
  /** A 44 px icon button with its label as a tooltip, where the table is narrow (tablets). */
  compact?: boolean;
}

/** The export, or an import's workbook of rejected rows, once the job has written one. */
export function ResultDownload({
  job,
  isImport,
  online,
  downloading,
  onDownload,
  compact = false,
}: ResultDownloadProps) {
  if (!job.resultFileName) return null;
  const label = isImport ? 'Rejected rows' : 'Download';
  const common = {
    variant: 'light',
    'aria-label': isImport ? `Rejected rows of ${job.fileName}` : `Download ${job.resultFileName}`,
    loading: downloading,
    disabled: !online,
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      onDownload(job);
    },
  } as const;
  if (compact) {
    return (
      <Tooltip label={label}>
        <ActionIcon size={44} {...common}>
          <IconDownload size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button mih={44} px="sm" leftSection={<IconDownload size={18} aria-hidden />} {...common}>
      {label}
    </Button>
  );
}
