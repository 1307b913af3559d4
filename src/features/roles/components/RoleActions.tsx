import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import type { Role } from '../../../domain/roles';
import { isLockedRole } from './role-rules';

interface RoleActionsProps {
  role: Role;
  canUpdate: boolean;
  canDelete: boolean;
  onOpen: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** A row's buttons; they act on their own and do not also open the row. */
export function RoleActions({ role, canUpdate, canDelete, onOpen, onDelete }: RoleActionsProps) {
  const editable = canUpdate && !isLockedRole(role);
  const openLabel = `${editable ? 'Edit' : 'View'} role ${role.name}`;
  function handle(action: (role: Role) => void) {
    return (event: MouseEvent) => {
      event.stopPropagation();
      action(role);
    };
  }
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={openLabel}>
        <ActionIcon variant="subtle" aria-label={openLabel} onClick={handle(onOpen)}>
          {editable ? <IconPencil size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      {canDelete && !isLockedRole(role) ? (
        <Tooltip label={`Delete role ${role.name}`}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete role ${role.name}`}
            onClick={handle(onDelete)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
