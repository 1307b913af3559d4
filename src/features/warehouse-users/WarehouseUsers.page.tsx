import { Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { useListState } from '../../components/record/ListScreen';
import { SearchField } from '../../components/lookups/SearchField';
import { deleteColumn, NewRecordButton, RecordNameCell } from '../../components/record/list-parts';
import { RecordGate } from '../../components/record/RecordGate';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { Warehouse, WarehouseUser } from '../../domain/warehouses';
import { useWarehouse, warehouseUsers } from './api/warehouse-users';
import {
  deleteMessage,
  warehouseUserCreatePath,
  warehouseUserEditPath,
  WAREHOUSES_PATH,
} from './components/warehouse-user-form';
import { queryTableProps } from '../../components/data-table/query-table';

function UsersOfWarehouse({ warehouse }: { warehouse: Warehouse }) {
  const navigate = useNavigate();
  const can = useCanMany(['warehouseUser.create', 'warehouseUser.update', 'warehouseUser.delete'] as const);
  const listState = useListState();
  const { pagination, search } = listState;
  const list = warehouseUsers.useList({
    ...pagination,
    warehouseId: warehouse.id,
    ...(search ? { searchString: search } : {}),
  });
  const confirmRemoval = useConfirmDelete(warehouseUsers.useDelete());

  function confirmDelete(user: WarehouseUser) {
    confirmRemoval(user.id, {
      message: deleteMessage(user),
      done: `The warehouse user "${user.name}" was deleted.`,
    });
  }

  const columns: DataTableColumn<WarehouseUser>[] = [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      render: (row) => <RecordNameCell name={row.name} isActive={row.isActive} detail={row.designation} />,
    },
    {
      key: 'email',
      header: 'Email',
      render: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Text>
      ),
    },
    { key: 'phone', header: 'Phone', render: (row) => row.phone ?? '—' },
  ];
  if (can['warehouseUser.delete']) columns.push(deleteColumn((row) => row.name, confirmDelete));

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Warehouses', to: WAREHOUSES_PATH }}
        middle={{ label: warehouse.name, to: `${WAREHOUSES_PATH}/${warehouse.id}` }}
        current="Warehouse users"
        subLine={`The people who hand out and take in the assets of ${warehouse.name}.`}
        actions={
          can['warehouseUser.create'] ? (
            <NewRecordButton to={warehouseUserCreatePath(warehouse.id)}>New warehouse user</NewRecordButton>
          ) : null
        }
      />
      <SearchField {...listState.searchProps('Search warehouse users')} maw={{ sm: 360 }} />
      <DataTable
        label="Warehouse users"
        columns={columns}
        rows={list.data?.warehouseUsers}
        rowKey={(row) => row.id}
        {...queryTableProps(list)}
        {...listState.pagingProps}
        emptyText={search ? 'No warehouse user matches the search' : 'No users at this warehouse yet'}
        onRowClick={
          can['warehouseUser.update'] ? (row) => void navigate(warehouseUserEditPath(row.id)) : undefined
        }
      />
    </Stack>
  );
}

/** /wh-locations/wh-users/:id: the people who operate warehouse :id. */
export function WarehouseUsersPage() {
  const { id = '' } = useParams();
  const warehouse = useWarehouse(id);
  return (
    <RecordGate
      query={warehouse}
      record={warehouse.data}
      noun="warehouse"
      icon={IconBuildingWarehouse}
      back={{ to: WAREHOUSES_PATH, label: 'warehouses' }}
    >
      {(found) => <UsersOfWarehouse key={id} warehouse={found} />}
    </RecordGate>
  );
}
