import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useDownloadSampleFile } from '../../data/file-jobs/download-file';
import type { DataTypeName } from '../../domain/file-jobs';
import { FILE_JOB_MESSAGES } from '../../domain/messages';
import { useOnline } from '../../offline/use-data-age';
import { showFileJobError } from './job-toast';

/** Downloads the data type's template.xlsx: its columns, an example row and the allowed values. */
export function SampleFileButton({ dataType }: { dataType: DataTypeName }) {
  const download = useDownloadSampleFile();
  const online = useOnline();
  return (
    <Button
      variant="subtle"
      mih={44}
      px="xs"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={download.isPending}
      disabled={!online}
      title={online ? undefined : FILE_JOB_MESSAGES.needsConnection}
      onClick={() =>
        download.mutate(dataType, {
          onError: (error) => showFileJobError(error, FILE_JOB_MESSAGES.downloadFailed),
        })
      }
    >
      Download the sample file
    </Button>
  );
}
