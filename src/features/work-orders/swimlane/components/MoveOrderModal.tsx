import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type BoardItem, type BoardRow } from '../board-model';
import { MINUTE, SNAP, formatClock } from '../timeline-math';

export interface MoveTarget {
  row: BoardRow;
  start: number;
}

interface MoveOrderModalProps {
  item: BoardItem;
  from: BoardRow;
  rows: readonly BoardRow[];
  dayStart: number;
  dayEnd: number;
  onMove: (target: MoveTarget) => void;
  onClose: () => void;
}

/** Start times of the day every 15 minutes, for moving an order without dragging it. */
function startOptions(dayStart: number, dayEnd: number) {
  const options: Array<{ value: string; label: string }> = [];
  for (let time = dayStart; time < dayEnd; time += SNAP) {
    options.push({ value: String(time), label: formatClock(time) });
  }
  return options;
}

/**
 * The keyboard way to do what dragging does: choose another crew (which reassigns the order) and a start
 * time (which moves its plan, keeping its duration).
 */
export function MoveOrderModal({ item, from, rows, dayStart, dayEnd, onMove, onClose }: MoveOrderModalProps) {
  const targets = rows.filter((row) => row.key === from.key || row.crew.crewId !== null);
  const [rowKey, setRowKey] = useState(from.key);
  const times = startOptions(dayStart, dayEnd);
  const current = times.find((option) => Number(option.value) === item.span.start)?.value;
  const [start, setStart] = useState<string | null>(
    current ??
      times.reduce((best, option) =>
        Math.abs(Number(option.value) - item.span.start) < Math.abs(Number(best.value) - item.span.start)
          ? option
          : best,
      ).value,
  );
  const row = targets.find((candidate) => candidate.key === rowKey) ?? from;
  const chosenStart = start === null ? item.span.start : Number(start);
  const unchanged = row.key === from.key && Math.abs(chosenStart - item.span.start) < MINUTE;

  return (
    <Modal opened onClose={onClose} title={`Move ${item.order.code}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (unchanged) return;
          onMove({ row, start: chosenStart });
        }}
      >
        <Stack gap="md">
          <Select
            label="Crew"
            data={targets.map((target) => ({
              value: target.key,
              label: target.crew.vendorName
                ? `${target.crew.name} (${target.crew.vendorName})`
                : target.crew.name,
            }))}
            value={rowKey}
            onChange={(value) => setRowKey(value ?? from.key)}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Planned start"
            data={times}
            value={start}
            onChange={setStart}
            allowDeselect={false}
            searchable
            maxDropdownHeight={240}
          />
          <Text size="sm" c="dimmed">
            Another crew reassigns the order; another start moves its plan and keeps its duration.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={unchanged}>
              Move
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
