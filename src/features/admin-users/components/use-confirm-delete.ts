import { useState } from 'react';
import { refusalMessage } from '../../../data/conflict';
import { showErrorToast } from '../../../components/error-toast';
import { openDeleteConfirm } from '../../../components/DeleteConfirmModal';
import { toastSuccess } from '../../../notices/toast';
import type { UserSummary } from '../../../domain/users';
import { adminUsers } from '../api/admin-users';

/**
 * Asks, then deletes an admin user. The server's refusals (the last organisation administrator, a user
 * whose rights exceed the caller's) are kept to be shown where the user is working, not only in a toast.
 */
export function useConfirmDeleteUser() {
  const remove = adminUsers.useDelete();
  const [refusal, setRefusal] = useState<string | null>(null);

  function confirmDelete(user: UserSummary, onDeleted?: () => void) {
    openDeleteConfirm({
      message: `${user.name} (${user.email}) will be deleted and can no longer sign in.`,
      onConfirm: () => {
        setRefusal(null);
        remove.mutate(user.id, {
          onSuccess: (outcome) => {
            if (!outcome.queued) toastSuccess(`${user.name} was deleted.`);
            onDeleted?.();
          },
          onError: (error) => {
            const message = refusalMessage(error);
            if (message) setRefusal(message);
            else showErrorToast(error);
          },
        });
      },
    });
  }

  return { confirmDelete, refusal, clearRefusal: () => setRefusal(null) };
}
