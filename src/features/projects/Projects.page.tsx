import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { FileJobActions } from '../../components/file-jobs/FileJobActions';
import { deleteColumn, RecordNameCell } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { Project } from '../../domain/projects';
import { projects } from './api/projects';
import { PROJECTS_PATH } from './components/project-form';
import { queryTableProps } from '../../components/data-table/query-table';

/** /projects: the organisation's projects; each holds access groups and work locations. */
export function ProjectsPage() {
  const navigate = useNavigate();
  const can = useCanMany(['project.create', 'project.delete'] as const);
  const listState = useListState();
  const { search } = listState;
  const list = projects.useList(listState.filter);
  const confirmRemoval = useConfirmDelete(projects.useDelete());

  function confirmDelete(project: Project) {
    confirmRemoval(project.id, {
      message: `The project "${project.projectName}" will be deleted. A project that still has access groups, grants or work locations cannot be deleted.`,
      done: `The project "${project.projectName}" was deleted.`,
    });
  }

  const columns: DataTableColumn<Project>[] = [
    {
      key: 'name',
      header: 'Project',
      primary: true,
      render: (row) => <RecordNameCell name={row.projectName} isActive={row.isActive} detail={row.code} />,
    },
    { key: 'description', header: 'Description', render: (row) => row.description ?? '—' },
    { key: 'groups', header: 'Access groups', render: (row) => row.accessGroupCount },
  ];
  if (can['project.delete']) columns.push(deleteColumn((row) => row.projectName, confirmDelete));

  return (
    <ListScreen
      title="Projects"
      subLine="Each project holds its access groups and work locations."
      actions={<FileJobActions dataType="project" />}
      newRecord={can['project.create'] ? { to: `${PROJECTS_PATH}/create`, label: 'New project' } : null}
      search={listState.searchProps('Search projects')}
      table={{
        columns,
        rows: list.data?.projects,
        rowKey: (row) => row.id,
        ...queryTableProps(list),
        ...listState.pagingProps,
        emptyText: search ? 'No project matches the search' : 'No projects yet',
        onRowClick: (row) => void navigate(`${PROJECTS_PATH}/${row.id}`),
      }}
    />
  );
}
