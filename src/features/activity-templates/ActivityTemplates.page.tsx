import { Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { deleteColumn } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { ActivityTemplate } from '../../domain/workflows';
import { activityTemplates } from '../../data/resources/activity-templates';
import { ACTIVITY_TEMPLATES_PATH } from './components/template-form';
import { queryTableProps } from '../../components/data-table/query-table';

/** /activity-template: the activity templates workflows are built from. */
export function ActivityTemplatesPage() {
  const navigate = useNavigate();
  const can = useCanMany(['activityTemplate.create', 'activityTemplate.delete'] as const);
  const listState = useListState();
  const { search } = listState;
  const list = activityTemplates.useList(listState.filter);
  const confirmRemoval = useConfirmDelete(activityTemplates.useDelete());

  const columns: DataTableColumn<ActivityTemplate>[] = [
    {
      key: 'name',
      header: 'Template',
      primary: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.name}
        </Text>
      ),
    },
    { key: 'type', header: 'Activity type', render: (row) => row.activityTypeName },
    { key: 'tasks', header: 'Tasks', render: (row) => row.tasks.length },
    { key: 'workflows', header: 'Workflows', render: (row) => row.workflowCount },
  ];
  if (can['activityTemplate.delete']) {
    columns.push(
      deleteColumn(
        (row) => row.name,
        (row) =>
          confirmRemoval(row.id, {
            message: `The activity template "${row.name}" will be deleted. A template a workflow was built from cannot be deleted.`,
            done: `The activity template "${row.name}" was deleted.`,
          }),
      ),
    );
  }

  return (
    <ListScreen
      title="Activity templates"
      subLine="Ordered tasks with the form elements a crew fills in."
      newRecord={
        can['activityTemplate.create']
          ? { to: `${ACTIVITY_TEMPLATES_PATH}/create`, label: 'New activity template' }
          : null
      }
      search={listState.searchProps('Search template')}
      table={{
        columns,
        rows: list.data?.activityTemplates,
        rowKey: (row) => row.id,
        ...queryTableProps(list),
        ...listState.pagingProps,
        emptyText: search ? 'No template matches the search' : 'No activity templates yet',
        onRowClick: (row) => void navigate(`${ACTIVITY_TEMPLATES_PATH}/edit?id=${row.id}`),
      }}
    />
  );
}
