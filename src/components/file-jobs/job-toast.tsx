import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NavigateFunction } from 'react-router-dom';
import { showErrorToast } from '../error-toast';
import { NeedsConnectionError } from '../../data/file-jobs/file-job-keys';
import { importExportHistoryPath } from '../../navigation/paths';
import { OPERATION_TYPES, type FileJob } from '../../domain/file-jobs';
import { FILE_JOB_MESSAGES } from '../../domain/messages';

/** Longer than a plain toast: there is a link to reach for. Hovering pauses it. */
const JOB_TOAST_AUTO_CLOSE_MS = 10_000;

/**
 * "Import queued" / "Export queued" with a link to the history of that data type and direction. The toasts
 * render outside the router, so the link navigates with the `navigate` of the screen that queued the job.
 */
export function showJobQueuedToast(
  job: Pick<FileJob, 'id' | 'dataType' | 'operationType' | 'fileName'>,
  navigate: NavigateFunction,
): void {
  const isImport = job.operationType === OPERATION_TYPES.import;
  const path = importExportHistoryPath(job.dataType, job.operationType);
  const id = `file-job-${job.id}`;
  notifications.show({
    id,
    color: 'green',
    title: isImport ? FILE_JOB_MESSAGES.importQueued : FILE_JOB_MESSAGES.exportQueued,
    message: (
      <Stack gap={0} align="flex-start">
        <Text size="sm">
          {isImport ? FILE_JOB_MESSAGES.importQueuedText(job.fileName) : FILE_JOB_MESSAGES.exportQueuedText}
        </Text>
        <Anchor
          href={path}
          size="sm"
          fw={600}
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(id);
            void navigate(path);
          }}
        >
          {isImport ? FILE_JOB_MESSAGES.openImportHistory : FILE_JOB_MESSAGES.openExportHistory}
        </Anchor>
      </Stack>
    ),
    position: 'top-right',
    autoClose: JOB_TOAST_AUTO_CLOSE_MS,
    withBorder: true,
  });
}

/**
 * A refused upload, export or download: the server's title and message (SPEC section 8 "Upload failure"),
 * or that the call needs a connection.
 */
export function showFileJobError(error: unknown, fallback?: string): void {
  showErrorToast(error, error instanceof NeedsConnectionError ? error.message : fallback);
}
