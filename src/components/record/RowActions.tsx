import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

interface RowActionsProps {
  /** The row in the buttons' labels: "Edit <name>", "View <name>", "Delete <name>". */
  name: string;
  /** Edit (a pencil) for a user who may change the row, else View (an eye). */
  editable: boolean;
  onOpen: () => void;
  /** Null when the row may not be deleted: no delete button. */
  onDelete: (() => void) | null;
}

/** A row's open and delete buttons; they act on their own and do not also open the row. */
export function RowActions({ name, editable, onOpen, onDelete }: RowActionsProps) {
  const openLabel = `${editable ? 'Edit' : 'View'} ${name}`;
  function handle(action: () => void) {
    return (event: MouseEvent) => {
      event.stopPropagation();
      action();
    };
  }
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={openLabel}>
        <ActionIcon variant="subtle" aria-label={openLabel} onClick={handle(onOpen)}>
          {editable ? <IconPencil size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      {onDelete ? (
        <Tooltip label={`Delete ${name}`}>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={handle(onDelete)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
