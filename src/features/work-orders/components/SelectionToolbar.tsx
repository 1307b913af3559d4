import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRotateClockwise, IconTrash, IconUserCheck, IconX } from '@tabler/icons-react';

export interface SelectionActions {
  assign: boolean;
  reopen: boolean;
  delete: boolean;
}

interface SelectionToolbarProps {
  count: number;
  /** Which actions the user may take (workOrder.update, .reopen, .delete). */
  allowed: SelectionActions;
  onAssign: () => void;
  onReopen: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done with the chosen orders, all at once; shown while at least one is chosen. */
export function SelectionToolbar({
  count,
  allowed,
  onAssign,
  onReopen,
  onDelete,
  onClear,
}: SelectionToolbarProps) {
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      role="toolbar"
      aria-label="Chosen work orders"
      bg="var(--mantine-primary-color-light)"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite" data-testid="selection-count">
          {count === 1 ? '1 work order chosen' : `${count} work orders chosen`}
        </Text>
        <Group gap="xs" wrap="wrap">
          {allowed.assign ? (
            <Button leftSection={<IconUserCheck size={18} aria-hidden />} onClick={onAssign}>
              Assign
            </Button>
          ) : null}
          {allowed.reopen ? (
            <Button
              variant="default"
              leftSection={<IconRotateClockwise size={18} aria-hidden />}
              onClick={onReopen}
            >
              Re-Open
            </Button>
          ) : null}
          {allowed.delete ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={onDelete}
            >
              Delete
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={onClear}
          >
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
