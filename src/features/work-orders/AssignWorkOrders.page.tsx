import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { usePagination } from '../../components/data-table/pagination';
import { SearchField } from '../../components/lookups/SearchField';
import { BULK_MAX } from '../../domain/work-order-actions';
import { WORK_ORDER_STATUS } from '../../domain/workorders';
import { workOrderListOptions } from './api/work-order-queries';
import { AssignWorkOrderModal, type AssignMode } from './components/AssignWorkOrderModal';
import { WORK_ORDERS_PATH, workOrderViewPath } from './paths';
import { WorkOrderTable } from './components/WorkOrderTable';
import { isNotOnDevice } from '../../offline/not-on-device';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?ids=a,b,c` as the map links here: well-formed ids, each once, at most a bulk call's worth. */
export function namedOrderIds(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, BULK_MAX);
}

const countText = (count: number) => (count === 1 ? '1 work order' : `${count} work orders`);

/** The orders named in the address (from the map): the modal opens at once; afterwards back to where they came from. */
function NamedOrders({ ids, mode }: { ids: string[]; mode: AssignMode }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  const leave = () => {
    const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (canGoBack) void navigate(-1);
    else void navigate(WORK_ORDERS_PATH);
  };
  return (
    <Card withBorder padding="md" maw={560}>
      <Stack gap="sm">
        <Text>
          {done
            ? `${countText(ids.length)} ${mode === 'assign' ? 'assigned' : 're-opened'}.`
            : `${countText(ids.length)} chosen to ${mode === 'assign' ? 'assign' : 're-open'}.`}
        </Text>
        <Group gap="sm">
          {!done ? (
            <Button leftSection={<IconUserCheck size={18} aria-hidden />} onClick={() => setOpen(true)}>
              {mode === 'assign' ? 'Assign' : 'Re-Open'}
            </Button>
          ) : null}
          <Button variant="default" onClick={leave}>
            Back
          </Button>
        </Group>
      </Stack>
      <AssignWorkOrderModal
        opened={open}
        mode={mode}
        workOrderIds={ids}
        onClose={() => setOpen(false)}
        onDone={() => {
          setDone(true);
          leave();
        }}
      />
    </Card>
  );
}

/** The unassigned orders (status 1): choose some, then assign them to a vendor's crew. */
function UnassignedOrders() {
  const navigate = useNavigate();
  const { pagination, setPagination, reset } = usePagination();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState(false);
  const list = useQuery({
    ...workOrderListOptions({
      status: WORK_ORDER_STATUS.unassigned,
      ...(search ? { searchString: search } : {}),
      ...pagination,
    }),
    placeholderData: undefined,
  });
  const ids = [...selected];
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap" justify="space-between">
        <SearchField
          label="Search code or location"
          value={search}
          onSearch={(term) => {
            setSearch(term);
            reset();
          }}
          style={{ flex: '1 1 240px' }}
          maw={{ sm: 420 }}
        />
        <Button
          leftSection={<IconUserCheck size={18} aria-hidden />}
          disabled={selected.size === 0}
          onClick={() => setOpen(true)}
        >
          {selected.size > 0 ? `Assign ${countText(selected.size)}` : 'Assign'}
        </Button>
      </Group>
      <WorkOrderTable
        rows={list.isError ? [] : list.data?.workorders}
        total={list.isError ? 0 : (list.data?.pageTotal ?? 0)}
        loading={list.isFetching}
        notOnDevice={isNotOnDevice(list)}
        notOnDeviceAction={
          search ? (
            <Button variant="light" onClick={() => setSearch('')}>
              Clear the search
            </Button>
          ) : null
        }
        pagination={pagination}
        onPaginationChange={setPagination}
        selected={selected}
        onSelectedChange={setSelected}
        onOpen={(row) => void navigate(workOrderViewPath(row.id))}
        emptyText={search ? 'No unassigned work order matches the search' : 'Every work order is assigned'}
      />
      <AssignWorkOrderModal
        opened={open}
        mode="assign"
        workOrderIds={ids}
        onClose={() => setOpen(false)}
        onDone={() => setSelected(new Set())}
      />
    </Stack>
  );
}

/**
 * /work-order/list-view/assign-work-order: the unassigned orders to choose and assign.
 * /work-order/list-view/assign-wo?ids=a,b,c[&mode=reopen]: the modal for the orders the map chose; without
 * ids, the same unassigned list.
 */
export function AssignWorkOrdersPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const canReopen = useCan('workOrder.reopen');
  const ids = pathname.endsWith('/assign-wo') ? namedOrderIds(params) : [];
  const mode: AssignMode = params.get('mode') === 'reopen' && canReopen ? 'reopen' : 'assign';
  const title = ids.length > 0 && mode === 'reopen' ? 'Re-open work orders' : 'Assign work orders';
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work orders', to: WORK_ORDERS_PATH }}
        current={title}
        subLine={
          ids.length > 0 ? undefined : 'Unassigned work orders: choose some and give them to a vendor’s crew.'
        }
      />
      {ids.length > 0 ? <NamedOrders ids={ids} mode={mode} /> : <UnassignedOrders />}
    </Stack>
  );
}
