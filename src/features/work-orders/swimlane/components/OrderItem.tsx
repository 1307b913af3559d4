import { Anchor, Box, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconClockUp } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ChangedMark } from '../../../../components/live/ChangedMark';
import { StatusBadge, StatusIcon } from '../../../../components/WorkOrderBadges';
import { changeText, useRecentChange } from '../../../../data/live/recent-changes';
import { statusName } from '../../../../domain/workorders';
import { useWaitingToSend } from '../../../../offline/pending-records';
import { workOrderViewPath } from '../../paths';
import type { BoardItem } from '../board-model';
import { formatClock, timeToX } from '../timeline-math';
import { MIN_ITEM_WIDTH, colourVar, type LaneScale } from './board-layout';

/** A lane this high shows the code above the time. */
const TWO_LINE_HEIGHT = 40;

/** How a bar someone else just changed stands out: a ring in the live feed's colour (no status has it). */
export const CHANGED_RING = '0 0 0 2px var(--mantine-color-body), 0 0 0 4px var(--mantine-color-grape-7)';

/**
 * The item's accessible name: code, times, status, location, whether it is still being saved, and who just
 * changed it (`changed`, from the live feed).
 */
export function itemLabel(item: BoardItem, changed?: string): string {
  const { order, span } = item;
  const parts = [
    order.code,
    `${formatClock(span.start)} to ${formatClock(span.end)}`,
    statusName(order.status),
    order.locationIdentifier,
  ];
  if (item.queued) parts.push('waiting to be sent');
  else if (item.pending) parts.push('being saved');
  if (changed) parts.push(changed.toLowerCase());
  return parts.join(', ');
}

export interface OrderItemProps {
  item: BoardItem;
  rowIndex: number;
  scale: LaneScale;
  /** Which of its row's stacked lanes the order is in, and how high a lane is. */
  lane: number;
  laneHeight: number;
  wide: boolean;
  /** Its details are shown. */
  open: boolean;
  /** It is being dragged: its ghost follows the pointer and it stays faint in place. */
  dragging: boolean;
  /** The user may move it (by drag or with the Move dialog). */
  movable: boolean;
  onClick: () => void;
  onFocus: () => void;
  onClose: () => void;
  /** "Move…" in the details was pressed. */
  onMove: () => void;
}

/**
 * One order on its crew's row, placed by its times and coloured by its status; pressing it shows its details
 * with a link to it and, to a user who may move it, a Move button.
 */
export function OrderItem({
  item: given,
  rowIndex,
  scale,
  lane,
  laneHeight,
  wide,
  open,
  dragging,
  movable,
  onClick,
  onFocus,
  onClose,
  onMove,
}: OrderItemProps) {
  // A write of this order made anywhere (the list, its page, another tab) marks it as a board move does.
  const waiting = useWaitingToSend(given.order.id);
  const recent = useRecentChange(given.order.id);
  const item = waiting && !given.queued ? { ...given, queued: true } : given;
  const { order, span } = item;
  const twoLines = laneHeight >= TWO_LINE_HEIGHT;
  const left = timeToX(span.start, scale.view, scale.width);
  const right = timeToX(span.end, scale.view, scale.width);
  const itemWidth = Math.max(MIN_ITEM_WIDTH, right - left);
  // An order that began before the window keeps its label in view.
  const labelOffset = left < 0 ? Math.min(-left, itemWidth - MIN_ITEM_WIDTH) : 0;
  return (
    <Popover
      opened={open}
      onChange={(opened) => {
        if (!opened) onClose();
      }}
      onClose={onClose}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      // The item names the dialog itself: the dropdown's default name would be the item's long label.
      withRoles={false}
    >
      <Popover.Target>
        <Box
          component="button"
          type="button"
          data-item-id={order.id}
          data-row-index={rowIndex}
          data-status={order.status}
          data-start={span.start}
          data-waiting={item.queued || undefined}
          data-changed={recent ? 'true' : undefined}
          aria-label={itemLabel(item, recent ? changeText(recent) : undefined)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={onClick}
          onFocus={onFocus}
          style={{
            position: 'absolute',
            left,
            width: itemWidth,
            top: 4 + lane * laneHeight,
            height: laneHeight - 2,
            display: 'flex',
            flexDirection: twoLines ? 'column' : 'row',
            alignItems: twoLines ? 'flex-start' : 'center',
            justifyContent: 'center',
            gap: twoLines ? 2 : 4,
            padding: `0 4px 0 ${4 + labelOffset}px`,
            overflow: 'hidden',
            border: `1px solid ${colourVar(order.status, 'filled')}`,
            borderLeftWidth: 4,
            borderRadius: 6,
            background: colourVar(order.status, 'light'),
            color: 'var(--mantine-color-text)',
            font: 'inherit',
            fontSize: wide ? 12 : 11,
            lineHeight: 1.2,
            textAlign: 'left',
            whiteSpace: 'nowrap',
            cursor: movable ? 'grab' : 'pointer',
            touchAction: movable ? 'none' : 'pan-y',
            opacity: dragging ? 0.35 : item.pending ? 0.75 : 1,
            outlineOffset: 1,
            boxShadow: recent ? CHANGED_RING : undefined,
          }}
        >
          {/* The code, then the time: the order the accessible name says them in, so that what a voice
              command reads off the bar is part of its name. */}
          <b style={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: '100%', overflow: 'hidden' }}>
            {/* The status by shape as well as by the bar's colour. */}
            <StatusIcon status={order.status} size={12} />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{order.code}</span>
          </b>
          {/* Not drawn between flex items, but read: "WO-000123 10:00", not "WO-00012310:00". */}{' '}
          <span style={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            {item.queued ? <IconClockUp size={12} aria-hidden style={{ flex: 'none' }} /> : null}
            {formatClock(span.start)}
          </span>
        </Box>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={`Work order ${order.code}`}>
        <Stack gap={6} maw={260}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={700}>{order.code}</Text>
            <StatusBadge status={order.status} />
          </Group>
          <ChangedMark id={order.id} />
          <Text size="sm">
            {formatClock(span.start)} – {formatClock(span.end)}
          </Text>
          <Text size="sm" c="dimmed">
            {order.locationIdentifier}
            {order.workLocationName ? ` · ${order.workLocationName}` : ''}
          </Text>
          {item.queued ? (
            <Text size="sm" c="orange">
              Saved on this device; it will be sent when the connection returns.
            </Text>
          ) : null}
          <Group gap="xs" mt={4}>
            <Anchor
              component={Link}
              to={workOrderViewPath(order.id)}
              size="sm"
              mih={44}
              style={{ display: 'inline-flex', alignItems: 'center' }}
            >
              Open work order
            </Anchor>
            {movable ? (
              <Button size="sm" variant="light" h={44} onClick={onMove}>
                Move…
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
