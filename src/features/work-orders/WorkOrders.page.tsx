import { Button, Group, Stack } from '@mantine/core';
import { FilterButton } from './components/FilterButton';
import { LoadFailure } from '../../components/LoadFailure';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { SearchField } from '../../components/lookups/SearchField';
import { NewRecordButton } from '../../components/record/list-parts';
import { workOrderListOptions } from './api/work-order-queries';
import type { AssignMode } from './components/AssignWorkOrderModal';
import { BulkDelete } from './components/BulkDelete';
import { SelectionToolbar } from './components/SelectionToolbar';
import { ViewSwitcher } from './components/ViewSwitcher';
import { WORK_ORDERS_PATH, workOrderViewPath } from './paths';
import { WorkOrderTable } from './components/WorkOrderTable';
import { activeFieldCount, changedFieldCount, describeFilter, toListQuery } from './filter';
import { useListParams } from './use-list-params';
import { filterFromParams, type ListParams } from './filter-params';
import { isNotOnDevice } from '../../offline/not-on-device';
import { usePreloadWhenIdle } from '../../offline/when-idle';
import { useOpenedOnce } from '../../components/lazy-part';
import { AssignWorkOrderModal, LIST_DIALOGS, WorkOrderFilterPanel } from './components/lazy-dialogs';

const NO_PRELOADS: readonly (() => Promise<unknown>)[] = [];

/** The list's query for the filter, search and page of its address. */
function listPageOptions({ filter, search, pagination }: ListParams) {
  return {
    ...workOrderListOptions({
      ...toListQuery(filter),
      ...(search ? { searchString: search } : {}),
      ...pagination,
    }),
    placeholderData: undefined,
  };
}

/**
 * Opened at this address: the rows are asked for as soon as this code is loaded, beside the session and the
 * drawing of the shell, instead of after them (`prefetchScreenData`, see `screen()`).
 */
export function prefetchScreenData(client: QueryClient, search: URLSearchParams): Promise<void> {
  return client.prefetchQuery(listPageOptions(filterFromParams(search)));
}

/**
 * /work-order/list-view: the work orders in the user's scope, filtered (status 4 and 1 by default) and
 * searched by code or location identifier, with bulk assign, re-open and delete of the chosen orders.
 */
export function WorkOrdersPage() {
  const navigate = useNavigate();
  const can = useCanMany([
    'workOrder.create',
    'workOrder.update',
    'workOrder.reopen',
    'workOrder.delete',
  ] as const);
  const { filter, search, pagination, update } = useListParams();
  const [filterOpen, setFilterOpen] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [modal, setModal] = useState<AssignMode | null>(null);
  const [deleting, setDeleting] = useState(false);
  const filterShown = useOpenedOnce(filterOpen);
  const modalShown = useOpenedOnce(modal !== null);

  // A new filter, search or page shows the loading state, not the previous rows (SPEC section 4).
  const list = useQuery(listPageOptions({ filter, search, pagination }));
  // A failed fetch empties the list and the total.
  const rows = list.isError ? [] : list.data?.workorders;
  const total = list.isError ? 0 : (list.data?.pageTotal ?? 0);
  // The dialogs' code is fetched once the rows have shown: the list is usable first.
  usePreloadWhenIdle(list.isSuccess ? LIST_DIALOGS : NO_PRELOADS);
  const changed = changedFieldCount(filter);
  const ids = [...selected];

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Work orders"
        subLine={<span data-testid="filter-summary">{`Showing ${describeFilter(filter)}.`}</span>}
        actions={
          can['workOrder.create'] ? (
            <NewRecordButton to={`${WORK_ORDERS_PATH}/create`}>New work order</NewRecordButton>
          ) : null
        }
      />
      <ViewSwitcher current="list" />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <SearchField
          label="Search code or location"
          value={search}
          onSearch={(term) => {
            setSelected(new Set());
            update({ search: term });
          }}
          style={{ flex: '1 1 auto', minWidth: 0 }}
          maw={{ sm: 420 }}
        />
        <FilterButton
          changed={changed}
          active={activeFieldCount(filter)}
          onClick={() => setFilterOpen(true)}
        />
      </Group>
      <SelectionToolbar
        count={selected.size}
        allowed={{
          assign: can['workOrder.update'],
          reopen: can['workOrder.reopen'],
          delete: can['workOrder.delete'],
        }}
        onAssign={() => setModal('assign')}
        onReopen={() => setModal('reopen')}
        onDelete={() => setDeleting(true)}
        onClear={() => setSelected(new Set())}
      />
      <BulkDelete
        opened={deleting}
        workOrderIds={ids}
        onClose={() => setDeleting(false)}
        onDone={() => setSelected(new Set())}
      />
      {list.isError ? (
        <LoadFailure
          error={list.error}
          title="The work orders could not be loaded"
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <WorkOrderTable
        rows={rows}
        total={total}
        loading={list.isFetching}
        notOnDevice={isNotOnDevice(list)}
        notOnDeviceAction={
          search ? (
            <Button variant="light" onClick={() => update({ search: '' })}>
              Clear the search
            </Button>
          ) : null
        }
        pagination={pagination}
        onPaginationChange={(next) => update({ pagination: next })}
        selected={selected}
        onSelectedChange={setSelected}
        onOpen={(row) => void navigate(workOrderViewPath(row.id))}
        emptyText={
          search || changed > 0
            ? 'No work order matches the filter'
            : 'No unassigned or completed work orders'
        }
      />
      <>
        {filterShown ? (
          <WorkOrderFilterPanel
            opened={filterOpen}
            onClose={() => setFilterOpen(false)}
            value={filter}
            onApply={(next) => {
              setSelected(new Set());
              update({ filter: next });
            }}
          />
        ) : null}
        {modalShown ? (
          <AssignWorkOrderModal
            opened={modal !== null}
            mode={modal ?? 'assign'}
            workOrderIds={ids}
            onClose={() => setModal(null)}
            onDone={() => setSelected(new Set())}
          />
        ) : null}
      </>
    </Stack>
  );
}
