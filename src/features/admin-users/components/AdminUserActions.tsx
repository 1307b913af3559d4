import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import type { UserSummary } from '../../../domain/users';

interface AdminUserActionsProps {
  user: UserSummary;
  canUpdate: boolean;
  /** False for the signed-in user's own row: nobody deletes their own account. */
  canDelete: boolean;
  onOpen: (user: UserSummary) => void;
  onDelete: (user: UserSummary) => void;
}

/** A row's buttons; they act on their own and do not also open the row. */
export function AdminUserActions({ user, canUpdate, canDelete, onOpen, onDelete }: AdminUserActionsProps) {
  const openLabel = `${canUpdate ? 'Edit' : 'View'} ${user.name}`;
  function handle(action: (user: UserSummary) => void) {
    return (event: MouseEvent) => {
      event.stopPropagation();
      action(user);
    };
  }
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={openLabel}>
        <ActionIcon variant="subtle" aria-label={openLabel} onClick={handle(onOpen)}>
          {canUpdate ? <IconPencil size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      {canDelete ? (
        <Tooltip label={`Delete ${user.name}`}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${user.name}`}
            onClick={handle(onDelete)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
