import { SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { CollapsiblePanel } from '../../components/CollapsiblePanel';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { queryTableProps } from '../../components/data-table/query-table';
import { AccessGroupPicker } from '../../components/lookups/AccessGroupPicker';
import { placeText } from '../../components/lookups/address-cascade';
import { useProjectOption } from '../../data/lookups/project-lookup';
import { ProjectSelect } from '../../components/lookups/ProjectSelect';
import { SearchField } from '../../components/lookups/SearchField';
import {
  completeFilter,
  EMPTY_TEMPLATE_FIELD_FILTER,
  type TemplateFieldFilterValue,
} from '../../components/lookups/template-field-filter';
import { TemplateFieldFilter } from '../../components/lookups/TemplateFieldFilter';
import { useListState } from '../../components/record/ListScreen';
import { deleteColumn, IdentifierCell, NewRecordButton } from '../../components/record/list-parts';
import { FileJobActions } from '../../components/file-jobs/FileJobActions';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { WorkLocation } from '../../domain/work-locations';
import { workLocations } from './api/work-locations';
import { WORK_LOCATIONS_PATH } from './components/work-location-form';

/** /work-locations: the locations the caller may see, filtered by project, access group and template field. */
export function WorkLocationsPage() {
  const navigate = useNavigate();
  const can = useCanMany(['workLocation.create', 'workLocation.delete'] as const);
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId');
  const project = useProjectOption(projectId);
  const [accessGroupId, setAccessGroupId] = useState<string | null>(null);
  const [fieldFilter, setFieldFilter] = useState<TemplateFieldFilterValue>(EMPTY_TEMPLATE_FIELD_FILTER);
  const [debouncedFilter] = useDebouncedValue(fieldFilter, 300);
  const listState = useListState();
  const { pagination, search, reset } = listState;
  const elementFilter = completeFilter(debouncedFilter);
  const filter = {
    ...pagination,
    ...(search ? { searchString: search } : {}),
    ...(projectId ? { projectId } : {}),
    ...(accessGroupId ? { accessGroupId } : {}),
    ...(debouncedFilter.templateId ? { workLocationTemplateId: debouncedFilter.templateId } : {}),
    ...(elementFilter ? { elementFilter } : {}),
  };
  const list = workLocations.useList(filter);
  const confirmRemoval = useConfirmDelete(workLocations.useDelete());

  const columns: DataTableColumn<WorkLocation>[] = [
    {
      key: 'id',
      header: 'Location',
      primary: true,
      render: (row) => <IdentifierCell identifier={row.locationIdentifier} name={row.name} />,
    },
    { key: 'project', header: 'Project', render: (row) => row.projectName },
    { key: 'group', header: 'Access group', render: (row) => row.accessGroupName ?? '—' },
    { key: 'template', header: 'Template', render: (row) => row.workLocationTemplateName },
    { key: 'place', header: 'Place', render: (row) => placeText(row) || '—' },
  ];
  if (can['workLocation.delete']) {
    columns.push(
      deleteColumn(
        (row) => row.locationIdentifier,
        (row) =>
          confirmRemoval(row.id, {
            message: `The work location "${row.locationIdentifier}" will be deleted with its field values.`,
            done: `The work location "${row.locationIdentifier}" was deleted.`,
          }),
      ),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Work locations"
        subLine="The places where field work happens, with their template's values."
        actions={
          <>
            <FileJobActions dataType="workLocation" filter={filter} />
            {can['workLocation.create'] ? (
              <NewRecordButton
                to={`${WORK_LOCATIONS_PATH}/create${projectId ? `?projectId=${projectId}` : ''}`}
              >
                New work location
              </NewRecordButton>
            ) : null}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SearchField {...listState.searchProps('Search work locations')} />
        <ProjectSelect
          value={projectId}
          selectedOption={project}
          placeholder="All projects"
          onChange={(id) => {
            setParams(id ? { projectId: id } : {}, { replace: true });
            setAccessGroupId(null);
            reset();
          }}
        />
        <AccessGroupPicker
          projectId={projectId}
          description="With the groups under it"
          value={accessGroupId}
          onChange={(id) => {
            setAccessGroupId(id);
            reset();
          }}
        />
      </SimpleGrid>
      <CollapsiblePanel title="Filter by a template field">
        <TemplateFieldFilter
          value={fieldFilter}
          onChange={(next) => {
            setFieldFilter(next);
            reset();
          }}
        />
      </CollapsiblePanel>
      <DataTable
        label="Work locations"
        columns={columns}
        rows={list.data?.workLocations}
        rowKey={(row) => row.id}
        {...queryTableProps(list)}
        {...listState.pagingProps}
        emptyText="No work location matches"
        onRowClick={(row) => void navigate(`${WORK_LOCATIONS_PATH}/${row.id}`)}
      />
    </Stack>
  );
}
