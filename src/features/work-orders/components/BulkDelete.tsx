import { useState } from 'react';
import { whenSaved } from '../../../components/record/when-saved';
import { showErrorToast } from '../../../components/error-toast';
import { DeleteConfirmModal } from '../../../components/DeleteConfirmModal';
import { useBulkDeleteWorkOrders } from '../api/work-order-writes';
import { RefusedOrdersAlert, refusedOrders } from './RefusedOrders';

interface BulkDeleteProps {
  opened: boolean;
  workOrderIds: readonly string[];
  onClose: () => void;
  /** After the server deleted them or the outbox took the delete. */
  onDone: () => void;
}

const countText = (count: number) => (count === 1 ? '1 work order' : `${count} work orders`);

/**
 * Deletes the chosen orders after "Do you Want to delete these items?". All or nothing: when some may not go
 * (completed and approved work), none goes, the refused ones are listed and the selection stays.
 */
export function BulkDelete({ opened, workOrderIds, onClose, onDone }: BulkDeleteProps) {
  const remove = useBulkDeleteWorkOrders();
  const [refused, setRefused] = useState<string[]>([]);

  function confirm() {
    setRefused([]);
    const count = workOrderIds.length;
    remove.mutate(
      { workOrderIds: [...workOrderIds] },
      whenSaved({
        saved: () => `${countText(count)} deleted.`,
        after: () => {
          onClose();
          onDone();
        },
        refused: (error) => {
          onClose();
          const named = refusedOrders(error);
          setRefused(named);
          if (named.length === 0) showErrorToast(error);
        },
      }),
    );
  }

  return (
    <>
      <RefusedOrdersAlert title="Nothing was deleted" refused={refused} onClose={() => setRefused([])} />
      <DeleteConfirmModal opened={opened} onCancel={onClose} onConfirm={confirm} deleting={remove.isPending}>
        {countText(workOrderIds.length)} will be deleted with their recorded work.
      </DeleteConfirmModal>
    </>
  );
}
