import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showErrorToast } from '../../../components/error-toast';
import { ApiError } from '../../../api/errors';
import { ActionModal } from '../../../components/ActionModal';
import { TextAreaField } from '../../../components/form/TextFields';
import { toastSuccess } from '../../../notices/toast';
import { requiredMessage } from '../../../domain/messages';
import { APPROVAL_STATUS, type WorkOrder } from '../../../domain/workorders';
import { workOrderKeys } from '../api/work-order-queries';
import { useApproveWorkOrder } from '../api/work-order-writes';

const REMARKS_MAX = 500;

/**
 * Quick approval from a list: approve or reject completed work at the version the card shows, without a
 * signature (the work-order page takes one). A stale version refreshes the lists so the card shows the
 * order as it is now.
 */
export function useQuickApproval() {
  const queryClient = useQueryClient();
  const approval = useApproveWorkOrder();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function decide(order: WorkOrder, approvalStatus: 2 | 3, remarks: string | null): Promise<boolean> {
    setPendingId(order.id);
    try {
      const outcome = await approval.mutateAsync({
        id: order.id,
        body: { approvalStatus, remarks, version: order.version },
      });
      if (!outcome.queued)
        toastSuccess(
          `${order.code} ${approvalStatus === APPROVAL_STATUS.approved ? 'approved' : 'rejected'}.`,
        );
      return true;
    } catch (error) {
      showErrorToast(error);
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() });
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return {
    pendingId,
    approve: (order: WorkOrder) => decide(order, APPROVAL_STATUS.approved, null),
    reject: (order: WorkOrder, remarks: string) => decide(order, APPROVAL_STATUS.rejected, remarks),
  };
}

interface RejectWorkOrderModalProps {
  /** The order to reject; null keeps the modal closed. */
  order: WorkOrder | null;
  submitting: boolean;
  onCancel: () => void;
  onReject: (order: WorkOrder, remarks: string) => void;
}

function RejectForm({
  order,
  submitting,
  onCancel,
  onReject,
}: RejectWorkOrderModalProps & { order: WorkOrder }) {
  const [remarks, setRemarks] = useState('');
  const [tried, setTried] = useState(false);
  const blank = remarks.trim() === '';
  return (
    <ActionModal
      opened
      onCancel={onCancel}
      onSubmit={() => {
        setTried(true);
        if (!blank) onReject(order, remarks.trim());
      }}
      title={`Reject ${order.code}`}
      submitLabel="Reject"
      submitColor="red"
      submitting={submitting}
    >
      <Text size="sm">The order stays completed and goes back to its crew for correction.</Text>
      <TextAreaField
        label="Remarks"
        required
        data-autofocus
        maxLength={REMARKS_MAX}
        value={remarks}
        onChange={(event) => setRemarks(event.currentTarget.value)}
        error={tried && blank ? requiredMessage('Remarks') : undefined}
        minRows={3}
      />
    </ActionModal>
  );
}

/** Rejecting sends the work back with a reason the crew reads, so the remark is required. */
export function RejectWorkOrderModal({ order, ...props }: RejectWorkOrderModalProps) {
  // Mounted only while open, so every opening starts with an empty remark.
  return order ? <RejectForm order={order} {...props} /> : null;
}
