import { showErrorToast } from '../error-toast';
import type { WriteOutcome } from '../../offline/use-optimistic-write';
import { openDeleteConfirm } from '../DeleteConfirmModal';
import { toastSuccess } from '../../notices/toast';

export interface DeleteMutation {
  mutate: (
    id: string,
    callbacks: { onSuccess: (outcome: WriteOutcome<unknown>) => void; onError: (error: Error) => void },
  ) => void;
}

export interface DeleteRequest {
  /** What the confirmation says will happen. */
  message: string;
  /** The toast once the server has deleted it (a delete queued offline says so itself). */
  done: string;
  /** After the server deleted it or the outbox took it. */
  onDeleted?: () => void;
}

/** Confirm, then delete through the optimistic write (or the offline outbox); a refusal becomes a toast. */
export function useConfirmDelete(remove: DeleteMutation) {
  return (id: string, { message, done, onDeleted }: DeleteRequest) =>
    openDeleteConfirm({
      message,
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: (outcome) => {
            if (!outcome.queued) toastSuccess(done);
            onDeleted?.();
          },
          onError: (error) => showErrorToast(error),
        }),
    });
}
