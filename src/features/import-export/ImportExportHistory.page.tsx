import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileUnknown, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDownloadJobResult } from '../../data/file-jobs/download-file';
import { isExportable } from '../../data/file-jobs/export-file';
import { HOME_PATH, importExportHistoryPath } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { usePagination } from '../../components/data-table/pagination';
import { showFileJobError } from '../../components/file-jobs/job-toast';
import { SampleFileButton } from '../../components/file-jobs/SampleFileButton';
import { LoadFailure } from '../../components/LoadFailure';
import { PageMessage } from '../../components/PageState';
import {
  DATA_TYPES,
  dataTypeById,
  JOB_STATUSES,
  OPERATION_TYPES,
  type DataTypeName,
  type FileJob,
  type OperationType,
} from '../../domain/file-jobs';
import { FILE_JOB_MESSAGES } from '../../domain/messages';
import { useOnline } from '../../offline/use-data-age';
import { useFileJobHistory } from './api/get-file-job-history';
import { JobRowsCell, JobStatusBadge, ResultDownload } from './components/JobCells';
import { JobDetailsDrawer } from './components/JobDetailsDrawer';
import { DATA_TYPE_LIST_PATHS, formatJobTime, historyTitle } from './components/job-display';
import { isNotOnDevice } from '../../offline/not-on-device';
import { useScreenMatches } from '../../components/use-screen-matches';

/** The data type and direction the address names, or null for ids the contract does not have. */
function historyTarget(
  dataTypeId: string | undefined,
  operationTypeId: string | undefined,
): { dataType: DataTypeName; operationType: OperationType } | null {
  const dataType = /^\d+$/.test(dataTypeId ?? '') ? dataTypeById(Number(dataTypeId)) : null;
  const operationType = Object.values(OPERATION_TYPES).find((id) => String(id) === operationTypeId);
  if (!dataType || !operationType) return null;
  if (operationType === OPERATION_TYPES.export && !isExportable(dataType)) return null;
  return { dataType, operationType };
}

/**
 * Tablets and small desktops (the table, not the phone's cards, in under about 900 px): the result's
 * download is an icon button, so the Actions column fits beside the others without sideways scrolling.
 */
const NARROW_TABLE_QUERY = '(min-width: 48em) and (max-width: 74.99em)';

interface HistoryScreenProps {
  dataType: DataTypeName;
  operationType: OperationType;
}

function HistoryScreen({ dataType, operationType }: HistoryScreenProps) {
  const navigate = useNavigate();
  const online = useOnline();
  const type = DATA_TYPES[dataType];
  const isImport = operationType === OPERATION_TYPES.import;
  const { pagination, setPagination } = usePagination();
  const history = useFileJobHistory({ dataType: type.id, operationType, ...pagination });
  const download = useDownloadJobResult();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const narrowTable = useScreenMatches(NARROW_TABLE_QUERY);
  const jobs = history.data?.fileProcessQueues;
  // The drawer shows the job as the latest poll has it, so its progress moves too.
  const opened = jobs?.find((job) => job.id === openedId) ?? null;

  function startDownload(job: FileJob) {
    download.mutate(job, { onError: (error) => showFileJobError(error, FILE_JOB_MESSAGES.downloadFailed) });
  }
  const resultButton = (job: FileJob, compact = false) => (
    <ResultDownload
      job={job}
      compact={compact}
      isImport={isImport}
      online={online}
      downloading={download.isPending && download.variables.id === job.id}
      onDownload={startDownload}
    />
  );

  const columns: DataTableColumn<FileJob>[] = [
    {
      key: 'file',
      header: 'File',
      primary: true,
      width: 220,
      // A span: on a phone the card already sets this column in its own paragraph.
      render: (job) => (
        <>
          <Text span size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
            {job.fileName}
          </Text>
          {job.status === JOB_STATUSES.failed && job.message ? (
            <Text span display="block" size="xs" c="red" fw={400}>
              {job.message}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'status', header: 'Status', render: (job) => <JobStatusBadge status={job.status} /> },
    { key: 'rows', header: 'Rows', render: (job) => <JobRowsCell job={job} /> },
    {
      key: 'started',
      header: 'Started by',
      render: (job) => (
        <div>
          <Text size="sm">{job.createdByName ?? '—'}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatJobTime(job.createdAt)}
          </Text>
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (job) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {resultButton(job, narrowTable)}
          <Tooltip label="Details and status history">
            <ActionIcon
              variant="subtle"
              size={44}
              aria-label={`Details of ${job.fileName}`}
              onClick={(event) => {
                event.stopPropagation();
                setOpenedId(job.id);
              }}
            >
              <IconListDetails size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        middle={{ label: type.label, to: DATA_TYPE_LIST_PATHS[dataType] }}
        current={historyTitle(dataType, isImport)}
        subLine="Newest first. Jobs that are still running update by themselves."
        actions={isImport ? <SampleFileButton dataType={dataType} /> : null}
      />
      {isExportable(dataType) ? (
        <SegmentedControl
          aria-label="Direction"
          value={String(operationType)}
          onChange={(next) => void navigate(importExportHistoryPath(type.id, Number(next)))}
          data={[
            { value: String(OPERATION_TYPES.import), label: 'Imports' },
            { value: String(OPERATION_TYPES.export), label: 'Exports' },
          ]}
          size="md"
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      {history.isError ? (
        <LoadFailure
          error={history.error}
          title="The history could not be loaded"
          onRetry={() => void history.refetch()}
        />
      ) : null}
      <DataTable
        label={historyTitle(dataType, isImport)}
        columns={columns}
        rows={jobs}
        rowKey={(job) => job.id}
        total={history.data?.pageTotal ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        // A poll refreshes rows in place; only a first load or another page shows the loader.
        loading={history.isPlaceholderData || (history.isPending && history.isFetching)}
        notOnDevice={isNotOnDevice(history)}
        emptyText={isImport ? 'Nothing has been imported yet' : 'Nothing has been exported yet'}
        onRowClick={(job) => setOpenedId(job.id)}
      />
      <JobDetailsDrawer
        job={opened}
        onClose={() => setOpenedId(null)}
        download={opened ? resultButton(opened) : null}
      />
    </Stack>
  );
}

/** /import-export-history/:dataTypeId/:operationTypeId: one data type's imports or exports, newest first. */
export function ImportExportHistoryPage() {
  const { dataTypeId, operationTypeId } = useParams();
  const target = historyTarget(dataTypeId, operationTypeId);
  if (!target) {
    return (
      <PageMessage
        icon={IconFileUnknown}
        title="No such history"
        action={
          <Button component={Link} to={HOME_PATH}>
            Back to the dashboard
          </Button>
        }
      >
        The address names a data type or direction that is not imported or exported.
      </PageMessage>
    );
  }
  // A new data type or direction starts again at page 1 with nothing opened.
  return <HistoryScreen key={`${target.dataType}-${target.operationType}`} {...target} />;
}
