import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useConfirmDelete, type DeleteMutation } from './use-confirm-delete';

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
  const confirmDelete = useConfirmDelete(remove);
  const onDeleted = () => void navigate(leaveTo, { replace: true });
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={18} aria-hidden />}
      onClick={() => confirmDelete(id, { message, done, onDeleted })}
    >
      Delete
    </Button>
  );
}
