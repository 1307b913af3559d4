import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { FileJobActions } from '../../components/file-jobs/FileJobActions';
import { deleteColumn } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { WorkLocationGroup } from '../../domain/work-location-groups';
import { locationGroups } from './api/groups';
import { GROUPS_PATH } from './components/GroupForm';
import { queryTableProps } from '../../components/data-table/query-table';

/** /work-locations-groups: named sets of locations of a project, assigned to vendors and crews as a unit. */
export function GroupsPage() {
  const navigate = useNavigate();
  const can = useCanMany(['workLocationGroup.create', 'workLocationGroup.delete'] as const);
  const listState = useListState();
  const { search } = listState;
  const list = locationGroups.useList(listState.filter);
  const confirmRemoval = useConfirmDelete(locationGroups.useDelete());
  const columns: DataTableColumn<WorkLocationGroup>[] = [
    { key: 'name', header: 'Group', primary: true, render: (row) => row.name },
    { key: 'project', header: 'Project', render: (row) => row.projectName },
    { key: 'count', header: 'Locations', render: (row) => row.workLocationCount },
    { key: 'description', header: 'Description', render: (row) => row.description ?? '—' },
  ];
  if (can['workLocationGroup.delete']) {
    columns.push(
      deleteColumn(
        (row) => row.name,
        (row) =>
          confirmRemoval(row.id, {
            message: `The group "${row.name}" will be deleted; its locations stay. A group assigned to a vendor or crew cannot be deleted.`,
            done: `The group "${row.name}" was deleted.`,
          }),
      ),
    );
  }
  return (
    <ListScreen
      title="Work location groups"
      subLine="Sets of locations of a project (a route, a feeder's consumers), assigned to vendors and crews."
      actions={<FileJobActions dataType="workLocationGroup" filter={listState.filter} />}
      newRecord={can['workLocationGroup.create'] ? { to: `${GROUPS_PATH}/create`, label: 'New group' } : null}
      search={listState.searchProps('Search groups')}
      table={{
        columns,
        rows: list.data?.workLocationGroups,
        rowKey: (row) => row.id,
        ...queryTableProps(list),
        ...listState.pagingProps,
        emptyText: search ? 'No group matches the search' : 'No groups yet',
        onRowClick: (row) => void navigate(`${GROUPS_PATH}/${row.id}`),
      }}
    />
  );
}
