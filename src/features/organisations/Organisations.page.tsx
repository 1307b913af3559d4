import { Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { FileJobActions } from '../../components/file-jobs/FileJobActions';
import { DeleteRowButton } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { queryTableProps } from '../../components/data-table/query-table';
import { placeText } from '../../components/lookups/address-cascade';
import type { Organisation } from '../../domain/organisations';
import { organisations } from './api/organisations';
import { ORGANISATIONS_PATH, useOrganisationAccess } from './components/organisation-access';

/** /organizations: every organisation for a platform administrator; an organisation administrator sees their own. */
export function OrganisationsPage() {
  const navigate = useNavigate();
  const access = useOrganisationAccess();
  const listState = useListState();
  const { search } = listState;
  const list = organisations.useList({ ...listState.pagination, searchString: search });
  const remove = organisations.useDelete();

  const confirmRemoval = useConfirmDelete(remove);
  function confirmDelete(organisation: Organisation) {
    confirmRemoval(organisation.id, {
      message: `"${organisation.name}" will be deleted with its roles and users. This cannot be undone.`,
      done: `"${organisation.name}" was deleted.`,
    });
  }

  const columns: DataTableColumn<Organisation>[] = [
    { key: 'name', header: 'Name', primary: true, render: (row) => row.name },
    { key: 'industry', header: 'Industry', render: (row) => row.industryName ?? '—' },
    { key: 'place', header: 'Location', render: (row) => placeText(row) || '—' },
    { key: 'email', header: 'Email', render: (row) => row.email ?? '—' },
    { key: 'phone', header: 'Phone', render: (row) => row.phone ?? '—' },
  ];
  if (access.canDeleteAny) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 90,
      render: (row) =>
        access.canDelete(row.id) ? (
          <DeleteRowButton name={row.name} onDelete={() => confirmDelete(row)} size="lg" />
        ) : (
          <Text size="sm" c="dimmed">
            Signed in here
          </Text>
        ),
    });
  }

  return (
    <ListScreen
      title="Organisations"
      subLine={access.canCreate ? undefined : 'Your organisation’s details and address.'}
      actions={
        <FileJobActions
          dataType="organisation"
          filter={search ? { searchString: search } : {}}
          mayImport={access.canCreate}
        />
      }
      newRecord={access.canCreate ? { to: `${ORGANISATIONS_PATH}/create`, label: 'New organisation' } : null}
      search={listState.searchProps('Search organisations')}
      table={{
        columns,
        rows: list.data?.organisations,
        rowKey: (row) => row.id,
        ...queryTableProps(list),
        ...listState.pagingProps,
        // This list has never offered "Clear the search" when a search is not on the device.
        notOnDeviceAction: null,
        emptyText: search ? 'No organisation matches the search' : 'No organisations yet',
        onRowClick: (row) => void navigate(`${ORGANISATIONS_PATH}/${row.id}`),
      }}
    />
  );
}
