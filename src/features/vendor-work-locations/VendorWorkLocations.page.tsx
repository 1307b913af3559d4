import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCan } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { queryTableProps } from '../../components/data-table/query-table';
import { useProjectOption } from '../../data/lookups/project-lookup';
import { ProjectSelect } from '../../components/lookups/ProjectSelect';
import { SearchField } from '../../components/lookups/SearchField';
import { useListState } from '../../components/record/ListScreen';
import { deleteColumn, IdentifierCell, NameBadges } from '../../components/record/list-parts';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { VendorWorkLocation } from '../../domain/vendor-work-locations';
import { useServedLocations, useStopServing } from './api/vendor-work-locations';

const VENDORS_PATH = '/user-management/vendor';

/** /user-management/vendor/worklocations/:id: the locations a vendor serves through its assigned groups. */
export function VendorWorkLocationsPage() {
  const { id = '' } = useParams();
  const canDelete = useCan('vendorWorkLocation.delete');
  const listState = useListState();
  const { pagination, search, reset } = listState;
  const [projectId, setProjectId] = useState<string | null>(null);
  const project = useProjectOption(projectId);
  const list = useServedLocations(id, { ...pagination, searchString: search, projectId });
  const confirmRemoval = useConfirmDelete(useStopServing(id));

  const columns: DataTableColumn<VendorWorkLocation>[] = [
    {
      key: 'location',
      header: 'Location',
      primary: true,
      render: (row) => <IdentifierCell identifier={row.locationIdentifier} name={row.name} />,
    },
    { key: 'project', header: 'Project', render: (row) => row.projectName },
    { key: 'groups', header: 'Through', render: (row) => <NameBadges items={row.workLocationGroups} /> },
  ];
  if (canDelete) {
    columns.push(
      deleteColumn(
        (row) => row.locationIdentifier,
        (row) =>
          confirmRemoval(row.workLocationId, {
            message: `The vendor will no longer serve "${row.locationIdentifier}". Saving the vendor's groups of this project again gives it back.`,
            done: `"${row.locationIdentifier}" was taken from the vendor.`,
          }),
      ),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Vendors', to: VENDORS_PATH }}
        middle={{ label: 'Vendor', to: `${VENDORS_PATH}/${id}` }}
        current="Served locations"
        subLine="The members of the work location groups assigned to the vendor."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SearchField {...listState.searchProps('Search locations')} />
        <ProjectSelect
          value={projectId}
          selectedOption={project}
          placeholder="All projects"
          onChange={(next) => {
            setProjectId(next);
            reset();
          }}
        />
      </SimpleGrid>
      <DataTable
        label="Served locations"
        columns={columns}
        rows={list.data?.vendorWorkLocations}
        rowKey={(row) => row.workLocationId}
        {...queryTableProps(list)}
        {...listState.pagingProps}
        emptyText="The vendor serves no locations: assign it work location groups first"
      />
    </Stack>
  );
}
