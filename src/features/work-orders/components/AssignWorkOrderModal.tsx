import { Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast } from '../../../components/error-toast';
import { ActionModal } from '../../../components/ActionModal';
import { TextAreaField } from '../../../components/form/TextFields';
import { CrewSelect } from '../../../components/lookups/CrewSelect';
import { useVendorCrewSelection, useVendorScope } from '../../../data/lookups/vendor-scope';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import { toastSuccess } from '../../../notices/toast';
import { MESSAGES } from '../../../domain/messages';
import { useAssignWorkOrders } from '../api/assign-work-orders';
import { useReopenWorkOrders } from '../api/work-order-writes';
import { RefusedOrdersAlert, refusedOrders } from './RefusedOrders';

export type AssignMode = 'assign' | 'reopen';

/** SPEC section 5: in assign mode vendor and crew are both required, each missing one named exactly. */
export function assignError(vendorId: string | null, crewId: string | null): string | null {
  if (!vendorId && !crewId) return MESSAGES.vendorAndCrewRequired;
  if (!crewId) return MESSAGES.crewRequired;
  if (!vendorId) return MESSAGES.vendorRequired;
  return null;
}

export interface AssignResult {
  /** Kept in the offline outbox: sent when the connection returns, not applied yet. */
  queued: boolean;
}

export interface AssignWorkOrderModalProps {
  opened: boolean;
  mode: AssignMode;
  workOrderIds: readonly string[];
  onClose: () => void;
  /** After the server applied it or the outbox took it; the modal closes itself. */
  onDone: (result: AssignResult) => void;
}

const COPY = {
  assign: { title: 'Assign Work Order', submit: 'Assign', refused: 'Nothing was assigned' },
  reopen: { title: 'Re-Open Work Order', submit: 'Re-Open', refused: 'Nothing was reopened' },
} as const;

function countText(count: number): string {
  return count === 1 ? '1 work order' : `${count} work orders`;
}

function AssignForm({ mode, workOrderIds, onClose, onDone }: Omit<AssignWorkOrderModalProps, 'opened'>) {
  const scope = useVendorScope();
  const selection = useVendorCrewSelection();
  const assign = useAssignWorkOrders();
  const reopen = useReopenWorkOrders();
  const [remarks, setRemarks] = useState('');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const error = mode === 'assign' && tried ? assignError(selection.vendorId, selection.crewId) : null;
  const ids = [...workOrderIds];

  const callbacks = (success: string) => ({
    onSuccess: (outcome: { queued: boolean }) => {
      if (!outcome.queued) toastSuccess(success);
      onDone({ queued: outcome.queued });
      onClose();
    },
    onError: (failure: Error) => {
      const named = refusedOrders(failure);
      setRefused(named);
      if (named.length === 0) showErrorToast(failure);
    },
  });

  function submit() {
    setRefused([]);
    if (mode === 'reopen') {
      reopen.mutate(
        { workOrderIds: ids, remarks: remarks.trim() || null },
        callbacks(MESSAGES.multiReopenSuccess),
      );
      return;
    }
    setTried(true);
    const { vendorId, crewId } = selection;
    if (assignError(vendorId, crewId) !== null || !vendorId || !crewId) return;
    assign.mutate({ workOrderIds: ids, vendorId, crewId }, callbacks(MESSAGES.multiAssignSuccess));
  }

  return (
    <ActionModal
      opened
      onCancel={onClose}
      onSubmit={submit}
      title={COPY[mode].title}
      submitLabel={COPY[mode].submit}
      submitting={assign.isPending || reopen.isPending}
    >
      <Stack gap="sm">
        <Text size="sm">
          {mode === 'assign' ? 'Assign' : 'Re-open'} {countText(ids.length)}
          {mode === 'reopen'
            ? ': completed work goes back to its crew as assigned.'
            : ' to a vendor and one of its crews.'}
        </Text>
        {mode === 'assign' && !scope.ready ? <Loader size="sm" aria-label="Loading" /> : null}
        {mode === 'assign' && scope.ready ? (
          <>
            {scope.vendorBound ? (
              <Text size="sm" c="dimmed" data-testid="assign-own-vendor">
                Vendor: {scope.vendorName ?? 'your vendor'}
              </Text>
            ) : (
              <VendorSelect
                value={selection.vendorId}
                onChange={selection.setVendorId}
                error={error === MESSAGES.crewRequired ? undefined : Boolean(error)}
              />
            )}
            <CrewSelect
              vendorId={selection.vendorId ?? undefined}
              value={selection.crewId}
              onChange={selection.setCrewId}
              placeholder={selection.vendorId ? 'Choose a crew' : 'Choose a crew (pick the vendor too)'}
              error={error === MESSAGES.vendorRequired ? undefined : Boolean(error)}
            />
            {error ? (
              <Text size="sm" c="red" role="alert" data-testid="assign-error">
                {error}
              </Text>
            ) : null}
          </>
        ) : null}
        {mode === 'reopen' ? (
          <TextAreaField
            label="Remarks"
            value={remarks}
            onChange={(event) => setRemarks(event.currentTarget.value)}
            minRows={2}
          />
        ) : null}
        <RefusedOrdersAlert title={COPY[mode].refused} refused={refused} />
      </Stack>
    </ActionModal>
  );
}

/**
 * The Assign Work-Order modal (SPEC section 2) for the list, the assign routes and the map. Assign mode asks
 * for a vendor and a crew (a vendor user only picks one of their own vendor's crews); reopen mode only takes
 * optional remarks. A refused call lists the refused orders and stays open; nothing was changed.
 */
export function AssignWorkOrderModal({ opened, ...props }: AssignWorkOrderModalProps) {
  // Mounted only while open, so every opening starts with nothing chosen.
  return opened ? <AssignForm {...props} /> : null;
}
