import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { FileJobActions } from '../../components/file-jobs/FileJobActions';
import { placeText } from '../../components/lookups/address-cascade';
import { deleteColumn, RecordNameCell } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { Warehouse } from '../../domain/warehouses';
import { warehouses } from './api/warehouses';
import { WAREHOUSES_PATH } from './components/warehouse-form';
import { queryTableProps } from '../../components/data-table/query-table';

/** /wh-locations: the organisation's warehouses, with what each stores. */
export function WarehousesPage() {
  const navigate = useNavigate();
  const can = useCanMany(['warehouse.create', 'warehouse.delete'] as const);
  const listState = useListState();
  const { search } = listState;
  const list = warehouses.useList(listState.filter);
  const confirmRemoval = useConfirmDelete(warehouses.useDelete());

  const columns: DataTableColumn<Warehouse>[] = [
    {
      key: 'name',
      header: 'Warehouse',
      primary: true,
      render: (row) => <RecordNameCell name={row.name} isActive={row.isActive} detail={row.code} />,
    },
    { key: 'place', header: 'Address', render: (row) => placeText(row) || '—' },
    { key: 'assets', header: 'Assets', render: (row) => row.assetCount },
    { key: 'users', header: 'Users', render: (row) => row.userCount },
  ];
  if (can['warehouse.delete']) {
    columns.push(
      deleteColumn(
        (row) => row.name,
        (row) =>
          confirmRemoval(row.id, {
            message: `The warehouse "${row.name}" will be deleted. A warehouse that stores assets, has users or appears in asset history cannot be deleted.`,
            done: `The warehouse "${row.name}" was deleted.`,
          }),
      ),
    );
  }

  return (
    <ListScreen
      title="Warehouses"
      subLine="Where assets are stored before they go to vendors, crews and the field."
      actions={<FileJobActions dataType="warehouse" filter={listState.filter} />}
      newRecord={can['warehouse.create'] ? { to: `${WAREHOUSES_PATH}/create`, label: 'New warehouse' } : null}
      search={listState.searchProps('Search warehouses')}
      table={{
        columns,
        rows: list.data?.warehouses,
        rowKey: (row) => row.id,
        ...queryTableProps(list),
        ...listState.pagingProps,
        emptyText: search ? 'No warehouse matches the search' : 'No warehouses yet',
        onRowClick: (row) => void navigate(`${WAREHOUSES_PATH}/${row.id}`),
      }}
    />
  );
}
