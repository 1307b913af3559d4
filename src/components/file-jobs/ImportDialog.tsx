import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useImportFile } from '../../data/file-jobs/import-file';
import { FILE_JOB_SERVER_MESSAGES } from '../../domain/file-job-messages';
import { DATA_TYPES, IMPORT_LIMITS, type DataTypeName } from '../../domain/file-jobs';
import { FILE_JOB_MESSAGES, MESSAGES } from '../../domain/messages';
import { useOnline } from '../../offline/use-data-age';
import { ActionModal } from '../ActionModal';
import { FileField } from '../form/FileFields';
import { showFileJobError, showJobQueuedToast } from './job-toast';
import { SampleFileButton } from './SampleFileButton';

/** What the picker offers. The server checks the content, not the name; this only catches a wrong pick early. */
export const IMPORT_ACCEPT = '.xlsx,.csv';
const IMPORT_EXTENSION = /\.(xlsx|csv)$/i;
const MAX_MEGABYTES = IMPORT_LIMITS.maxFileBytes / (1024 * 1024);
/** The header's close button: named, and as tall as the dialog's other buttons for a finger. */
const CLOSE_BUTTON = { 'aria-label': 'Close', size: 44, iconSize: 20 } as const;

export interface ImportDialogProps {
  dataType: DataTypeName;
  opened: boolean;
  onClose: () => void;
  /** Defaults to "Import <data type>"; the map calls it Bulk Upload. */
  title?: string;
}

/** The message the file field shows on submit, or null when the file may be sent. */
function fileError(file: File | null): string | null {
  if (!file) return MESSAGES.fileRequired;
  if (!IMPORT_EXTENSION.test(file.name)) return FILE_JOB_SERVER_MESSAGES.fileTypeNotSupported;
  return null;
}

/**
 * The one upload dialog of every list screen (and the map's Bulk Upload): a required .xlsx or .csv file, the
 * sample file, then the job is queued and a toast links to its history. Uploads are online only.
 */
export function ImportDialog({ dataType, opened, onClose, title }: ImportDialogProps) {
  const navigate = useNavigate();
  const online = useOnline();
  const upload = useImportFile();
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // "File is required." waits for a submit (or the field's own blur); a wrong file type shows at once.
  const error = submitted || file ? fileError(file) : null;

  function close() {
    setFile(null);
    setSubmitted(false);
    upload.reset();
    onClose();
  }

  function submit() {
    setSubmitted(true);
    if (!file || fileError(file)) return;
    upload.mutate(
      { dataType, file },
      {
        onSuccess: (job) => {
          showJobQueuedToast(job, navigate);
          close();
        },
        onError: (failure) => showFileJobError(failure),
      },
    );
  }

  return (
    <ActionModal
      opened={opened}
      onCancel={close}
      onSubmit={submit}
      title={title ?? `Import ${DATA_TYPES[dataType].label.toLowerCase()}`}
      submitLabel="Upload"
      submitting={upload.isPending}
      submitDisabled={!online}
      closeButtonProps={CLOSE_BUTTON}
    >
      <Text size="sm">
        Each row is checked like a new record; rows with errors are skipped and listed in a workbook you can
        download from the import history.
      </Text>
      <FileField
        label="File"
        required
        accept={IMPORT_ACCEPT}
        value={file}
        onChange={setFile}
        error={error}
        description={`${FILE_JOB_MESSAGES.fileTypes} Up to ${MAX_MEGABYTES} MB.`}
        placeholder="Choose a file"
        disabled={upload.isPending}
        styles={{ input: { minHeight: 44 } }}
      />
      <Stack gap={0} align="flex-start">
        <Text size="sm" c="dimmed">
          Start from the sample file: it has the columns, an example row and the allowed values.
        </Text>
        <SampleFileButton dataType={dataType} />
      </Stack>
      {online ? null : (
        <Text size="sm" c="red" role="status">
          {FILE_JOB_MESSAGES.needsConnection}
        </Text>
      )}
    </ActionModal>
  );
}
