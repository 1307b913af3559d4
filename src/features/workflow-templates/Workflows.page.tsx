import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { ActiveName, deleteColumn } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { Workflow } from '../../domain/workflows';
import { workflows } from './api/workflows';
import { WORKFLOWS_PATH } from './components/workflow-form';
import { queryTableProps } from '../../components/data-table/query-table';

/** /workflow-template: workflows, each an ordered set of activities published in versions. */
export function WorkflowsPage() {
  const navigate = useNavigate();
  const can = useCanMany(['workflow.create', 'workflow.delete'] as const);
  const listState = useListState();
  const { search } = listState;
  const list = workflows.useList(listState.filter);
  const confirmRemoval = useConfirmDelete(workflows.useDelete());

  const columns: DataTableColumn<Workflow>[] = [
    {
      key: 'name',
      header: 'Workflow',
      primary: true,
      render: (row) => <ActiveName name={row.name} isActive={row.isActive} />,
    },
    { key: 'activities', header: 'Activities', render: (row) => row.activityCount },
    { key: 'version', header: 'Published version', render: (row) => row.publishedVersion },
  ];
  if (can['workflow.delete']) {
    columns.push(
      deleteColumn(
        (row) => row.name,
        (row) =>
          confirmRemoval(row.id, {
            message: `The workflow "${row.name}" will be deleted with its versions.`,
            done: `The workflow "${row.name}" was deleted.`,
          }),
      ),
    );
  }

  return (
    <ListScreen
      title="Workflow templates"
      subLine="The activities a work order goes through, in order."
      newRecord={can['workflow.create'] ? { to: `${WORKFLOWS_PATH}/create`, label: 'New workflow' } : null}
      search={listState.searchProps('Search template')}
      table={{
        columns,
        rows: list.data?.workFlows,
        rowKey: (row) => row.id,
        ...queryTableProps(list),
        ...listState.pagingProps,
        emptyText: search ? 'No workflow matches the search' : 'No workflows yet',
        onRowClick: (row) => void navigate(`${WORKFLOWS_PATH}/${row.id}`),
      }}
    />
  );
}
