import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { agendaGroups, byWork, type AgendaGroup } from '../agenda';
import { isMovable, type BoardItem, type BoardRow } from '../board-model';
import { AgendaOrder } from './AgendaOrder';
import { MoveToCrewSheet } from './MoveToCrewSheet';

export interface CrewAgendaProps {
  rows: readonly BoardRow[];
  /** The user holds workOrder.update. */
  canMove: boolean;
  /** Reassigns the order to `to`'s crew, as a drop on that row of the board does. */
  onMove: (item: BoardItem, from: BoardRow, to: BoardRow) => void;
}

/** A crew with work this day: who they are, then their orders. */
function CrewDay({ group, onMove }: { group: AgendaGroup; onMove: ((item: BoardItem) => void) | null }) {
  const headingId = `agenda-${group.key}`;
  const count = group.items.length;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="sm" data-row={group.key}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div>
          <Title order={2} fz="md" id={headingId}>
            {group.crew.name}
          </Title>
          {group.crew.vendorName ? (
            <Text size="xs" c="dimmed">
              {group.crew.vendorName}
            </Text>
          ) : null}
        </div>
        <Badge variant="light" color="gray" style={{ flex: 'none' }}>
          {count} {count === 1 ? 'order' : 'orders'}
        </Badge>
      </Group>
      {group.members ? (
        <Text size="sm" mt={4}>
          {group.members}
        </Text>
      ) : null}
      <Stack
        component="ul"
        aria-label={`Work orders of ${group.crew.name}`}
        gap="xs"
        mt="xs"
        p={0}
        style={{ listStyle: 'none' }}
      >
        {group.items.map((item) => (
          <AgendaOrder
            key={item.order.id}
            item={item}
            movable={onMove !== null && isMovable(item.order)}
            onMove={() => onMove?.(item)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** The crews without work this day, briefly: name, vendor and members. */
function IdleCrews({ groups }: { groups: readonly AgendaGroup[] }) {
  return (
    <Paper component="section" aria-labelledby="agenda-idle" withBorder radius="md" p="sm">
      <Title order={2} fz="md" id="agenda-idle">
        No work orders this day
      </Title>
      <Stack component="ul" gap="xs" mt="xs" p={0} style={{ listStyle: 'none' }}>
        {groups.map((group) => (
          <li key={group.key} data-row={group.key}>
            <Text size="sm" fw={600}>
              {group.crew.name}
            </Text>
            {[group.crew.vendorName, group.members].map((line) =>
              line ? (
                <Text key={line} size="xs" c="dimmed">
                  {line}
                </Text>
              ) : null,
            )}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The swim lane on a phone: the day per crew as lists to read (name, vendor, members, then each order with
 * its times, status, code and location), where the board's timeline would squeeze codes to "WO-00...".
 * Crews with work come first; an order is moved to another crew from a sheet, as a drop on the board does.
 */
export function CrewAgenda({ rows, canMove, onMove }: CrewAgendaProps) {
  const [moving, setMoving] = useState<{ item: BoardItem; from: BoardRow } | null>(null);
  const { working, idle } = byWork(agendaGroups(rows));
  const movingFrom = moving ? rows.find((row) => row.key === moving.from.key) : undefined;
  return (
    <Stack gap="sm" data-testid="swimlane-agenda">
      {working.map((group) => {
        const row = rows.find((candidate) => candidate.key === group.key)!;
        return (
          <CrewDay
            key={group.key}
            group={group}
            onMove={canMove ? (item) => setMoving({ item, from: row }) : null}
          />
        );
      })}
      {working.length === 0 ? <Text c="dimmed">No work orders are planned for this day.</Text> : null}
      {idle.length > 0 ? <IdleCrews groups={idle} /> : null}
      {moving && movingFrom ? (
        <MoveToCrewSheet
          item={moving.item}
          from={movingFrom}
          rows={rows}
          onClose={() => setMoving(null)}
          onMove={(to) => {
            setMoving(null);
            onMove(moving.item, movingFrom, to);
          }}
        />
      ) : null}
    </Stack>
  );
}
