import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { LoadFailure } from '../../components/LoadFailure';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { CenteredLoader, NotOnDeviceNotice } from '../../components/PageState';
import { isNotOnDevice } from '../../offline/not-on-device';
import type { WorkOrder } from '../../domain/workorders';
import { useWorkOrderPages } from './api/work-order-pages';
import { AssignWorkOrderModal, type AssignMode } from './components/AssignWorkOrderModal';
import { RejectWorkOrderModal, useQuickApproval } from './components/QuickApproval';
import type { QuickAction, QuickActionRights } from './components/quick-actions';
import {
  quickViewRequest,
  readQuickViewFilter,
  writeQuickViewFilter,
  type QuickViewFilter,
} from './components/quick-view-filter';
import { QuickViewCard } from './components/QuickViewCard';
import { QuickViewFilters } from './components/QuickViewFilters';

const LIST_VIEW_PATH = '/work-order/list-view';
const CREATE_PATH = '/work-order/quick-view/create';

/**
 * /work-order/quick-view: work orders as cards for supervisors on tablets and phones. Status chips and a
 * search pick the orders (unassigned and completed work at first, like the list view); each card opens the
 * order and offers assign, re-open, approve and reject as the order's status and the user's keys allow.
 */
export function QuickViewPage() {
  const can = useCanMany([
    'workOrder.create',
    'workOrder.update',
    'workOrder.reopen',
    'workOrder.approve',
  ] as const);
  const rights = {
    update: can['workOrder.update'],
    reopen: can['workOrder.reopen'],
    approve: can['workOrder.approve'],
  };
  const [params, setParams] = useSearchParams();
  const filter = readQuickViewFilter(params);
  const list = useWorkOrderPages(quickViewRequest(filter));
  const approval = useQuickApproval();
  const [assigning, setAssigning] = useState<{ mode: AssignMode; order: WorkOrder } | null>(null);
  const [rejecting, setRejecting] = useState<WorkOrder | null>(null);

  function setFilter(next: QuickViewFilter) {
    setParams(writeQuickViewFilter(next), { replace: true });
  }

  function onAction(action: QuickAction, order: WorkOrder) {
    if (action === 'assign' || action === 'reopen') setAssigning({ mode: action, order });
    else if (action === 'reject') setRejecting(order);
    else void approval.approve(order);
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Quick view"
        subLine="Tap a card to open the order; swipe it left, or use its buttons, to act on it."
        actions={
          <>
            <Button
              component={Link}
              to={LIST_VIEW_PATH}
              variant="default"
              h={44}
              leftSection={<IconList size={18} aria-hidden />}
            >
              List view
            </Button>
            {can['workOrder.create'] ? (
              <Button
                component={Link}
                to={CREATE_PATH}
                h={44}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                New work order
              </Button>
            ) : null}
          </>
        }
      />
      <QuickViewFilters filter={filter} onChange={setFilter} />
      <QuickViewResults list={list} rights={rights} busyId={approval.pendingId} onAction={onAction} />
      <AssignWorkOrderModal
        opened={assigning !== null}
        mode={assigning?.mode ?? 'assign'}
        workOrderIds={assigning ? [assigning.order.id] : []}
        onClose={() => setAssigning(null)}
        onDone={() => setAssigning(null)}
      />
      <RejectWorkOrderModal
        order={rejecting}
        submitting={approval.pendingId !== null}
        onCancel={() => setRejecting(null)}
        onReject={(order, remarks) =>
          void approval.reject(order, remarks).then((done) => {
            if (done) setRejecting(null);
          })
        }
      />
    </Stack>
  );
}

interface QuickViewResultsProps {
  list: ReturnType<typeof useWorkOrderPages>;
  rights: QuickActionRights;
  busyId: string | null;
  onAction: (action: QuickAction, order: WorkOrder) => void;
}

/** The cards, with the first load, a failure (which shows no stale cards), an empty result and "Load more". */
function QuickViewResults({ list, rights, busyId, onAction }: QuickViewResultsProps) {
  if (isNotOnDevice(list)) return <NotOnDeviceNotice what="This selection of work orders" />;
  if (list.isPending) return <CenteredLoader label="Loading work orders" />;
  if (list.isError) {
    return (
      <LoadFailure
        error={list.error}
        title="The work orders could not be loaded"
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.orders.length === 0) {
    return (
      <Center mih={160}>
        <Text c="dimmed" data-testid="quick-view-empty">
          No work orders match these filters.
        </Text>
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="quick-view-count">
        Showing {list.orders.length} of {list.total} work order{list.total === 1 ? '' : 's'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm" component="section" aria-label="Work orders">
        {list.orders.map((order) => (
          <QuickViewCard
            key={order.id}
            order={order}
            rights={rights}
            onAction={onAction}
            busy={busyId === order.id}
          />
        ))}
      </SimpleGrid>
      {list.hasNextPage ? (
        <Button
          variant="light"
          h={44}
          fullWidth
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
