import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

interface ItemControlsProps {
  /** What the item is called in the buttons' labels: "Move <label> up", "Remove <label>". */
  label: string;
  index: number;
  count: number;
  /** -1 moves the item up a place, 1 down (see `moved`). */
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/** Up, down and remove, for one item of an ordered list; the one item left cannot be removed. */
export function ItemControls({ label, index, count, onMove, onRemove }: ItemControlsProps) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        size={44}
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size={44}
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size={44}
        aria-label={`Remove ${label}`}
        disabled={count === 1}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
