import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { IconArrowsExchange, IconClockUp } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ChangedMark } from '../../../../components/live/ChangedMark';
import { StatusBadge } from '../../../../components/WorkOrderBadges';
import { changeText, useRecentChange } from '../../../../data/live/recent-changes';
import { useWaitingToSend } from '../../../../offline/pending-records';
import { workOrderViewPath } from '../../paths';
import type { BoardItem } from '../board-model';
import { formatClock } from '../timeline-math';
import { colourVar } from './board-layout';
import { CHANGED_RING, itemLabel } from './OrderItem';

export interface AgendaOrderProps {
  item: BoardItem;
  /** The user may move it to another crew. */
  movable: boolean;
  onMove: () => void;
}

/**
 * One order of a crew's agenda: its times and status, its code in full (a link to it), its location, and a
 * Move to crew button. A move not yet confirmed says so in words.
 */
export function AgendaOrder({ item: given, movable, onMove }: AgendaOrderProps) {
  // A write of this order made anywhere (the list, its page, another tab) marks it as a move made here does.
  const waiting = useWaitingToSend(given.order.id);
  const recent = useRecentChange(given.order.id);
  const item = waiting && !given.queued ? { ...given, queued: true } : given;
  const { order, span } = item;
  return (
    <Box
      component="li"
      data-item-id={order.id}
      data-changed={recent ? 'true' : undefined}
      aria-label={itemLabel(item, recent ? changeText(recent) : undefined)}
      py={6}
      pl="sm"
      style={{
        borderLeft: `4px solid ${colourVar(order.status, 'filled')}`,
        boxShadow: recent ? CHANGED_RING : undefined,
        borderRadius: recent ? 4 : undefined,
        opacity: item.pending && !item.queued ? 0.75 : 1,
      }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatClock(span.start)}–{formatClock(span.end)}
        </Text>
        <StatusBadge status={order.status} />
      </Group>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Anchor
          component={Link}
          to={workOrderViewPath(order.id)}
          fw={700}
          mih={44}
          miw={0}
          style={{ display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' }}
        >
          {order.code}
        </Anchor>
        {movable ? (
          <Button
            variant="light"
            mih={44}
            px="sm"
            leftSection={<IconArrowsExchange size={18} aria-hidden />}
            onClick={onMove}
            style={{ flex: 'none' }}
          >
            Move to crew
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {order.locationIdentifier}
        {order.workLocationName ? ` · ${order.workLocationName}` : ''}
      </Text>
      {/* On a line of its own: beside the status it would squeeze both on a phone. */}
      {recent ? (
        <Box ml={-6}>
          <ChangedMark id={order.id} />
        </Box>
      ) : null}
      {item.queued ? (
        <Text size="sm" c="orange" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <IconClockUp size={14} aria-hidden />
          Waiting to be sent
        </Text>
      ) : null}
    </Box>
  );
}
