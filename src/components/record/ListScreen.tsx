import { Button, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../BreadcrumbBar';
import { DataTable, type DataTableProps } from '../data-table/DataTable';
import { usePagination } from '../data-table/pagination';
import { SearchField } from '../lookups/SearchField';
import { NewRecordButton } from './list-parts';

interface ListScreenProps<Row> {
  title: string;
  subLine?: string;
  /** The "New …" button, for users who may create. */
  newRecord?: { to: string; label: string } | null;
  /** More header actions, before the "New …" button (Import, Export, History). */
  actions?: ReactNode;
  search: { label: string; value: string; onSearch: (term: string) => void };
  table: Omit<DataTableProps<Row>, 'label'>;
}

/** A list screen: heading with its "New …" button, the search box, and the paged table (cards on phones). */
export function ListScreen<Row>({ title, subLine, newRecord, actions, search, table }: ListScreenProps<Row>) {
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current={title}
        subLine={subLine}
        actions={
          actions || newRecord ? (
            <>
              {actions}
              {newRecord ? <NewRecordButton to={newRecord.to}>{newRecord.label}</NewRecordButton> : null}
            </>
          ) : null
        }
      />
      <SearchField label={search.label} value={search.value} onSearch={search.onSearch} maw={{ sm: 360 }} />
      <DataTable
        label={title}
        notOnDeviceAction={
          table.notOnDevice && search.value ? (
            <Button variant="light" onClick={() => search.onSearch('')}>
              Clear the search
            </Button>
          ) : null
        }
        {...table}
      />
    </Stack>
  );
}

/** Paging and search of a list screen; a new search starts again at page 1. */
export function useListState() {
  const { pagination, setPagination, reset } = usePagination();
  const [search, setSearch] = useState('');
  return {
    pagination,
    search,
    /** Back to page 1, for a filter beside the search. */
    reset,
    /** The paging and search a server list call takes. */
    filter: { ...pagination, ...(search ? { searchString: search } : {}) },
    searchProps: (label: string) => ({
      label,
      value: search,
      onSearch: (term: string) => {
        setSearch(term);
        reset();
      },
    }),
    pagingProps: { pagination, onPaginationChange: setPagination },
  };
}
