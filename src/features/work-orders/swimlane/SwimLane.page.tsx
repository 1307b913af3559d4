import { Group, Loader, Stack, Text } from '@mantine/core';
import { LoadFailure } from '../../../components/LoadFailure';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showErrorToast } from '../../../components/error-toast';
import { useCan } from '../../../data/session-info';
import { HOME_PATH } from '../../../navigation/paths';
import { BreadcrumbBar } from '../../../components/BreadcrumbBar';
import { DateField } from '../../../components/form/DateField';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { MESSAGES } from '../../../domain/messages';
import { useOutbox } from '../../../offline/outbox';
import { useAssignWorkOrders } from '../api/assign-work-orders';
import { useUpdateWorkOrder } from '../api/work-order-writes';
import { LiveChanges } from '../components/LiveChanges';
import { ViewSwitcher } from '../components/ViewSwitcher';
import {
  afterOutboxChange,
  boardRows,
  withoutConfirmed,
  type BoardItem,
  type BoardRow,
  type PendingMove,
} from './board-model';
import { CrewAgenda } from './components/CrewAgenda';
import type { MoveTarget } from './components/MoveOrderModal';
import { SwimlaneBoard } from './components/SwimlaneBoard';
import { dayBounds, dayParam, movedPlan } from './timeline-math';
import { swimlaneKeys, useSwimlane } from '../api/work-order-pages';
import { NotOnDeviceNotice } from '../../../components/PageState';
import { isNotOnDevice } from '../../../offline/not-on-device';
import { usePhoneScreen } from '../../../components/use-screen-matches';

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * /work-order/swim-lane: the chosen day's work per crew (today by default), for every vendor or the chosen
 * one (a vendor's user always sees their own). With update access, orders are moved by dragging them to
 * another crew (reassign) or along their row (new planned time), or with the Move dialog from the keyboard;
 * both go through the offline outbox.
 */
export function SwimLanePage() {
  // Below a tablet's width the board would squeeze its orders to "WO-00...": a per-crew agenda instead.
  const phone = usePhoneScreen();
  const queryClient = useQueryClient();
  const scope = useVendorScope();
  const canMove = useCan('workOrder.update');
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date');
  const day =
    dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) && dayjs(dateParam).isValid()
      ? dateParam
      : dayjs().format(DAY_FORMAT);
  const chosenVendor = params.get('vendor');
  const vendorId = scope.vendorBound ? scope.vendorId : chosenVendor;
  const { start: dayStart, end: dayEnd } = dayBounds(dayjs(day).toDate());

  const swimlane = useSwimlane({ vendorId, completedDate: dayParam(dayStart) }, scope.ready);
  const [pending, setPending] = useState<ReadonlyMap<string, PendingMove>>(new Map());
  const assign = useAssignWorkOrders();
  const update = useUpdateWorkOrder();

  // SPEC section 8: a failed fetch shows the response's title or message, else the swim-lane message.
  const failedAt = swimlane.isError ? swimlane.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt > 0) showErrorToast(swimlane.error, MESSAGES.swimlaneFetchFailed);
    // One toast per failed fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAt]);

  const rows = boardRows(swimlane.data?.crews ?? [], pending);

  function setParam(name: string, value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  /** The move is confirmed or refused (it then shows as the server has it), or waits in the outbox. */
  function settle(orderId: string, queuedWrites: string[]) {
    setPending((current) => {
      const next = new Map(current);
      const move = next.get(orderId);
      if (queuedWrites.length > 0 && move) next.set(orderId, { ...move, queued: true, writes: queuedWrites });
      else next.delete(orderId);
      return next;
    });
  }

  // Queued moves are shown until the outbox has sent them (or the server's rows show them already).
  const outbox = useOutbox();
  const crews = swimlane.data?.crews;
  const [reconciled, setReconciled] = useState({ outbox: outbox.pending, crews });
  if (reconciled.outbox !== outbox.pending || reconciled.crews !== crews) {
    setReconciled({ outbox: outbox.pending, crews });
    const waiting = new Set(outbox.pending.map((record) => record.id));
    setPending((current) => withoutConfirmed(crews ?? [], afterOutboxChange(current, waiting)));
  }

  /** Shows the order where it was put at once, then reassigns and/or reschedules it through the outbox. */
  async function move(item: BoardItem, from: BoardRow, target: MoveTarget) {
    const { order } = item;
    const reassign =
      target.row.key !== from.key && target.row.crew.crewId !== null && target.row.crew.vendorId !== null;
    const plan = target.start !== item.span.start ? movedPlan(order, target.start) : null;
    if (!reassign && !plan) return;
    const steps = (reassign ? 1 : 0) + (plan ? 1 : 0);
    setPending((current) =>
      new Map(current).set(order.id, {
        orderId: order.id,
        rowKey: reassign ? target.row.key : from.key,
        vendorId: reassign ? target.row.crew.vendorId : order.vendorId,
        crewId: reassign ? target.row.crew.crewId : order.crewId,
        plannedStartTime: plan ? plan.plannedStartTime : order.plannedStartTime,
        plannedEndTime: plan ? plan.plannedEndTime : order.plannedEndTime,
        version: order.version + steps,
        queued: false,
        writes: [],
        seen: false,
      }),
    );
    const queued: string[] = [];
    try {
      if (reassign) {
        const outcome = await assign.mutateAsync({
          workOrderIds: [order.id],
          vendorId: target.row.crew.vendorId!,
          crewId: target.row.crew.crewId!,
        });
        if (outcome.queued) queued.push(outcome.idempotencyKey);
      }
      if (plan) {
        // Assigning moved the order one version on.
        const outcome = await update.mutateAsync({
          id: order.id,
          body: { ...plan, version: order.version + (reassign ? 1 : 0) },
        });
        if (outcome.queued) queued.push(outcome.idempotencyKey);
      }
      if (queued.length === 0) await queryClient.invalidateQueries({ queryKey: swimlaneKeys() });
      settle(order.id, queued);
    } catch (error) {
      // Refused: the order goes back where the server has it, and the server's reason is shown.
      settle(order.id, []);
      showErrorToast(error);
      await queryClient.invalidateQueries({ queryKey: swimlaneKeys() });
    }
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Swim lane"
        subLine={
          phone
            ? "The day's work per crew. Move an order to another crew from its list."
            : "The day's work per crew. Drag an order to another crew or time."
        }
      />
      <ViewSwitcher current="swimLane" />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateField
          label="Date"
          value={day}
          onChange={(value) => {
            if (value) setParam('date', dayjs(value).format(DAY_FORMAT));
          }}
          clearable={false}
          w={{ base: 136, xs: 180 }}
        />
        <VendorSelect
          label="Vendor"
          placeholder="All vendors"
          value={chosenVendor}
          onChange={(id) => setParam('vendor', id)}
          // Beside the date on a phone too: the day's crews start higher up.
          w={{ base: 'calc(100% - 148px)', xs: 280 }}
        />
        {swimlane.isFetching ? <Loader size="sm" mb={12} aria-label="Loading the swim lane" /> : null}
      </Group>
      <LiveChanges orders={rows.flatMap((row) => row.items.map((item) => item.order))} />
      {swimlane.isError ? (
        <LoadFailure
          error={swimlane.error}
          title="The swim lane could not be loaded"
          fallbackMessage={MESSAGES.swimlaneFetchFailed}
          onRetry={() => void swimlane.refetch()}
        />
      ) : null}
      {isNotOnDevice(swimlane) ? (
        <NotOnDeviceNotice what="This day's swim lane" />
      ) : swimlane.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">No crews to show for this vendor.</Text>
      ) : phone ? (
        <CrewAgenda
          rows={rows}
          canMove={canMove}
          onMove={(item, from, to) => void move(item, from, { row: to, start: item.span.start })}
        />
      ) : (
        <SwimlaneBoard
          rows={rows}
          dayStart={dayStart}
          dayEnd={dayEnd}
          canMove={canMove}
          onMove={(item, from, target) => void move(item, from, target)}
        />
      )}
    </Stack>
  );
}
