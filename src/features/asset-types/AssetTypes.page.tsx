import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { deleteColumn, RecordNameCell } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { AssetType } from '../../domain/asset-types';
import { assetTypes } from './api/asset-types';
import { assetCountText, assetTypeTexts, ASSET_TYPES_PATH } from './components/asset-type-form';
import { clientPage, clientTableProps } from '../../components/record/client-list';

/** /assetType: the kinds of assets the organisation keeps, each a part, a piece of equipment or a system. */
export function AssetTypesPage() {
  const navigate = useNavigate();
  const can = useCanMany(['assetType.create', 'assetType.delete'] as const);
  const listState = useListState();
  const { pagination, search } = listState;
  const list = assetTypes.useList();
  const shown = clientPage(list.data?.assetTypes, search, assetTypeTexts, pagination);
  const confirmRemoval = useConfirmDelete(assetTypes.useDelete());

  function confirmDelete(assetType: AssetType) {
    confirmRemoval(assetType.id, {
      message: `The asset type "${assetType.name}" will be deleted. An asset type that still has assets cannot be deleted.`,
      done: `The asset type "${assetType.name}" was deleted.`,
    });
  }

  const columns: DataTableColumn<AssetType>[] = [
    {
      key: 'name',
      header: 'Asset type',
      primary: true,
      render: (row) => <RecordNameCell name={row.name} isActive={row.isActive} detail={row.code} />,
    },
    { key: 'level', header: 'Level', render: (row) => row.assetLevelName },
    { key: 'description', header: 'Description', render: (row) => row.description ?? '—' },
    { key: 'assets', header: 'Assets', render: (row) => assetCountText(row.assetCount) },
  ];
  if (can['assetType.delete']) columns.push(deleteColumn((row) => row.name, confirmDelete));

  return (
    <ListScreen
      title="Asset types"
      subLine="The kinds of assets kept: parts, equipment and whole systems."
      newRecord={
        can['assetType.create'] ? { to: `${ASSET_TYPES_PATH}/create`, label: 'New asset type' } : null
      }
      search={listState.searchProps('Search asset types')}
      table={{
        columns,
        ...clientTableProps(shown, list, listState.pagingProps.onPaginationChange),
        rowKey: (row) => row.id,
        emptyText: search ? 'No asset type matches the search' : 'No asset types yet',
        onRowClick: (row) => void navigate(`${ASSET_TYPES_PATH}/${row.id}`),
      }}
    />
  );
}
