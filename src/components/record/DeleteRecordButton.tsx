import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { showErrorToast } from '../../api/error-toast';
import type { WriteOutcome } from '../../offline/use-optimistic-write';
import { openDeleteConfirm } from '../DeleteConfirmModal';
import { toastSuccess } from '../toast';

interface DeleteMutation {
  mutate: (
    id: string,
    callbacks: { onSuccess: (outcome: WriteOutcome<unknown>) => void; onError: (error: Error) => void },
  ) => void;
}

interface DeleteRecordButtonProps {
  id: string;
  remove: DeleteMutation;
  /** What the confirmation says will happen. */
  message: string;
  /** The toast once the server has deleted it. */
  done: string;
  /** Where to go afterwards (the list). */
  leaveTo: string;
}

/** The Delete action of a detail page: confirm, delete (or queue offline), then back to the list. */
export function DeleteRecordButton({ id, remove, message, done, leaveTo }: DeleteRecordButtonProps) {
  const navigate = useNavigate();
  function confirm() {
    openDeleteConfirm({
      message,
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: (outcome) => {
            if (!outcome.queued) toastSuccess(done);
            void navigate(leaveTo, { replace: true });
          },
          onError: (error) => showErrorToast(error),
        }),
    });
  }
  return (
    <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={confirm}>
      Delete
    </Button>
  );
}
