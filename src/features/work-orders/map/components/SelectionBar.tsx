import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserCheck, IconX } from '@tabler/icons-react';
import type { AssignMode } from '../../components/AssignWorkOrderModal';
import classes from '../WorkOrderMap.module.css';
import { usePhoneScreen } from '../../../../components/use-screen-matches';

export interface SelectionBarProps {
  /** Orders in the area; null while the server finds them. */
  count: number | null;
  canAssign: boolean;
  canReopen: boolean;
  onAction: (mode: AssignMode) => void;
  onClear: () => void;
}

const selectedText = (count: number | null) => {
  if (count === null) return 'Finding the work orders in the area…';
  return count === 0
    ? 'No work orders in the area'
    : `${count} work ${count === 1 ? 'order' : 'orders'} selected`;
};

/**
 * Over the map's foot while an area is drawn: how many orders it holds and what can be done with them. On a
 * phone the buttons keep to one row (short labels inside their full names) so most of the map stays in view.
 */
export function SelectionBar({ count, canAssign, canReopen, onAction, onClear }: SelectionBarProps) {
  const compact = usePhoneScreen();
  return (
    <div className={classes.selectionBar} role="region" aria-label="Area selection">
      <Text fw={600} size="sm" mr="auto" aria-live="polite" aria-busy={count === null || undefined}>
        {selectedText(count)}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {canAssign ? (
          <Button
            mih={44}
            px={compact ? 'sm' : undefined}
            disabled={!count}
            leftSection={<IconUserCheck size={18} aria-hidden />}
            aria-label="Assign Work Order"
            onClick={() => onAction('assign')}
          >
            {compact ? 'Assign' : 'Assign Work Order'}
          </Button>
        ) : null}
        {canReopen ? (
          <Button
            mih={44}
            px={compact ? 'sm' : undefined}
            variant="light"
            disabled={!count}
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={() => onAction('reopen')}
          >
            Re-Open
          </Button>
        ) : null}
        {compact ? (
          <ActionIcon
            size={44}
            variant="default"
            aria-label="Clear selection"
            title="Clear selection"
            onClick={onClear}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Button mih={44} variant="default" leftSection={<IconX size={18} aria-hidden />} onClick={onClear}>
            Clear selection
          </Button>
        )}
      </Group>
    </div>
  );
}
