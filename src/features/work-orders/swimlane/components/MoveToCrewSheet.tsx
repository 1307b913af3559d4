import { Button, Drawer, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { moveTargets } from '../agenda';
import type { BoardItem, BoardRow } from '../board-model';

export interface MoveToCrewSheetProps {
  item: BoardItem;
  from: BoardRow;
  rows: readonly BoardRow[];
  /** The crew chosen: the order is reassigned to it and keeps its times. */
  onMove: (row: BoardRow) => void;
  onClose: () => void;
}

/**
 * On a phone, what dropping an order on another crew's row does on the board: a sheet listing the other
 * crews as large choices (no dropdown to aim at), and Move.
 */
export function MoveToCrewSheet({ item, from, rows, onMove, onClose }: MoveToCrewSheetProps) {
  const targets = moveTargets(rows, from);
  const [chosen, setChosen] = useState<string | null>(null);
  const target = targets.find((row) => row.key === chosen) ?? null;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      title={`Move ${item.order.code}`}
      styles={{
        content: { height: 'auto', maxHeight: '85dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        title: { fontWeight: 600 },
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (target) onMove(target);
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Now with {from.crew.name}. The order keeps its times.
          </Text>
          {targets.length === 0 ? (
            <Text size="sm">There is no other crew to move it to.</Text>
          ) : (
            <Radio.Group label="Move to crew" value={chosen} onChange={setChosen}>
              <Stack gap="xs" mt="xs">
                {targets.map((row) => (
                  <Radio.Card key={row.key} value={row.key} radius="md" p="sm" mih={44}>
                    <Group gap="sm" wrap="nowrap">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600} size="sm">
                          {row.crew.name}
                        </Text>
                        {row.crew.vendorName ? (
                          <Text size="xs" c="dimmed">
                            {row.crew.vendorName}
                          </Text>
                        ) : null}
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
          {/* Kept in sight while a long list of crews scrolls under it. */}
          <Group pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" gap="sm" grow>
            <Button variant="default" mih={44} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" mih={44} disabled={!target}>
              Move
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
