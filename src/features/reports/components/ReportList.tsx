import { Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../../data/session-info';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { LoadFailure } from '../../../components/LoadFailure';
import { SearchField } from '../../../components/lookups/SearchField';
import { DeleteRowButton } from '../../../components/record/list-parts';
import { useListState } from '../../../components/record/ListScreen';
import { useConfirmDelete } from '../../../components/record/use-confirm-delete';
import type { Report } from '../../../domain/reports';
import { isNotOnDevice } from '../../../offline/not-on-device';
import { useReports } from '../api/get-reports';
import { useDeleteReport } from '../api/report-writes';
import { ExportReportButton } from './ExportReportButton';
import { reportEditPath } from './report-form';
import { deleteReportMessage, reportSubLine } from './report-text';
import { SavedReportModal } from './SavedReportModal';

function NameCell({ report }: { report: Report }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={600} size="sm">
        {report.name}
      </Text>
      {report.shared ? (
        <Badge variant="light" size="sm">
          Shared
        </Badge>
      ) : null}
      {report.kind === 'sql' ? (
        <Badge variant="light" color="grape" size="sm">
          SQL
        </Badge>
      ) : null}
    </Group>
  );
}

/** The reports the user sees, searched and paged on the server; a row opens the builder or the result. */
export function ReportList() {
  const navigate = useNavigate();
  const can = useCanMany(['report.update', 'report.delete', 'report.export'] as const);
  const { pagination, search, filter, searchProps, pagingProps } = useListState();
  const list = useReports(filter);
  const remove = useConfirmDelete(useDeleteReport());
  const [viewing, setViewing] = useState<Report | null>(null);

  const columns: DataTableColumn<Report>[] = [
    { key: 'name', header: 'Report', primary: true, render: (row) => <NameCell report={row} /> },
    { key: 'shows', header: 'Shows', render: (row) => reportSubLine({ ...row, shared: false }) },
    { key: 'widgets', header: 'On dashboards', render: (row) => String(row.widgetCount) },
  ];
  if (can['report.export'] || can['report.delete']) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 110,
      render: (row) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {can['report.export'] ? <ExportReportButton report={row} compact /> : null}
          {can['report.delete'] && row.canEdit ? (
            <DeleteRowButton
              name={row.name}
              onDelete={() =>
                remove(row.id, {
                  message: deleteReportMessage(row.name),
                  done: `The report "${row.name}" was deleted.`,
                })
              }
            />
          ) : null}
        </Group>
      ),
    });
  }

  return (
    <Stack gap="md">
      <SearchField {...searchProps('Search reports')} maw={{ sm: 360 }} />
      {list.isError ? (
        <LoadFailure
          error={list.error}
          title="The reports could not be loaded"
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable
        label="Reports"
        columns={columns}
        rows={list.isError ? [] : list.data?.reports}
        rowKey={(row) => row.id}
        total={list.isError ? 0 : (list.data?.pageTotal ?? 0)}
        pagination={pagination}
        onPaginationChange={pagingProps.onPaginationChange}
        loading={list.isFetching}
        notOnDevice={isNotOnDevice(list)}
        emptyText={search ? 'No report matches the search' : 'No reports yet'}
        onRowClick={(row) => (can['report.update'] ? void navigate(reportEditPath(row.id)) : setViewing(row))}
      />
      <SavedReportModal report={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
