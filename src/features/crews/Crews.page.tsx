import { Group, Stack } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { FileJobActions } from '../../components/file-jobs/FileJobActions';
import { deleteColumn, NewRecordButton, RecordNameCell } from '../../components/record/list-parts';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { useListState } from '../../components/record/ListScreen';
import { SearchField } from '../../components/lookups/SearchField';
import { VendorSelect } from '../../components/lookups/VendorSelect';
import { crews, type CrewList } from './api/crews';

import { crewOwnerText, useCrewAccess, CREWS_PATH } from './components/crew-form';
import { queryTableProps } from '../../components/data-table/query-table';
type CrewRow = CrewList['crews'][number];

/** /user-management/crew: crews of the organisation and its vendors, filtered by vendor; vendor users see theirs. */
export function CrewsPage() {
  const navigate = useNavigate();
  const access = useCrewAccess();
  const [params, setParams] = useSearchParams();
  const vendorId = params.get('vendorId');
  const listState = useListState();
  const { pagination, search, reset } = listState;
  const list = crews.useList({ ...pagination, searchString: search, vendorId });
  const remove = crews.useDelete();

  const confirmRemoval = useConfirmDelete(remove);
  function confirmDelete(crew: CrewRow) {
    confirmRemoval(crew.id, {
      message: `The crew "${crew.name}" will be deleted. Its ${crew.memberCount} members stay in the mobile workforce.`,
      done: `The crew "${crew.name}" was deleted.`,
    });
  }

  const columns: DataTableColumn<CrewRow>[] = [
    {
      key: 'name',
      header: 'Crew',
      primary: true,
      render: (row) => <RecordNameCell name={row.name} isActive={row.isActive} detail={row.code} />,
    },
    { key: 'vendor', header: 'Vendor', render: crewOwnerText },
    { key: 'leader', header: 'Leader', render: (row) => row.leaderName ?? '—' },
    { key: 'members', header: 'Members', render: (row) => row.memberCount },
  ];
  if (access.canDelete) {
    columns.push(deleteColumn((row) => row.name, confirmDelete));
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Crews"
        subLine="Teams of the mobile workforce, each led by one leader."
        actions={
          <>
            <FileJobActions dataType="crew" />
            {access.canCreate ? (
              <NewRecordButton to={`${CREWS_PATH}/create`}>New crew</NewRecordButton>
            ) : null}
          </>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField {...listState.searchProps('Search crews')} w={{ base: '100%', sm: 320 }} />
        <VendorSelect
          label="Vendor"
          placeholder="All vendors"
          value={vendorId}
          onChange={(next) => {
            setParams(next ? { vendorId: next } : {}, { replace: true });
            reset();
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <DataTable
        label="Crews"
        columns={columns}
        rows={list.data?.crews}
        rowKey={(row) => row.id}
        {...queryTableProps(list)}
        {...listState.pagingProps}
        emptyText={search || vendorId ? 'No crew matches the filter' : 'No crews yet'}
        onRowClick={(row) => void navigate(`${CREWS_PATH}/${row.id}`)}
      />
    </Stack>
  );
}
