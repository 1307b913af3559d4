import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconFocusCentered,
  IconZoomIn,
  IconZoomOut,
  type TablerIcon,
} from '@tabler/icons-react';
import { StatusIcon } from '../../../../components/WorkOrderBadges';
import { WORK_ORDER_STATUSES } from '../../../../domain/workorders';
import { canZoomIn, canZoomOut, formatClock, type TimeWindow } from '../timeline-math';
import { colourVar } from './board-layout';

/** One zoom button press. */
export const ZOOM_STEP = 1.5;

interface ToolButtonProps {
  tooltip: string;
  label: string;
  icon: TablerIcon;
  onClick: () => void;
  disabled?: boolean;
}

function ToolButton({ tooltip, label, icon: ButtonIcon, onClick, disabled }: ToolButtonProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="default" size={44} aria-label={label} onClick={onClick} disabled={disabled}>
        <ButtonIcon size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export interface BoardToolbarProps {
  view: TimeWindow;
  /** The whole day: the window stays within it. */
  day: TimeWindow;
  /** Moves the window by this fraction of its width (negative: earlier). */
  onPan: (fraction: number) => void;
  /** Zooms around the window's middle: a factor above 1 shows more time. */
  onZoom: (factor: number) => void;
  /** Back to 08:00 to 18:00. */
  onReset: () => void;
}

/** Above the board: pan and zoom buttons, the times shown, and the legend of status colours. */
export function BoardToolbar({ view, day, onPan, onZoom, onReset }: BoardToolbarProps) {
  const buttons: ToolButtonProps[] = [
    {
      tooltip: 'Earlier',
      label: 'Show earlier',
      icon: IconChevronLeft,
      onClick: () => onPan(-0.5),
      disabled: view.start <= day.start,
    },
    {
      tooltip: 'Zoom out',
      label: 'Zoom out',
      icon: IconZoomOut,
      onClick: () => onZoom(ZOOM_STEP),
      disabled: !canZoomOut(view),
    },
    {
      tooltip: 'Zoom in',
      label: 'Zoom in',
      icon: IconZoomIn,
      onClick: () => onZoom(1 / ZOOM_STEP),
      disabled: !canZoomIn(view),
    },
    {
      tooltip: 'Later',
      label: 'Show later',
      icon: IconChevronRight,
      onClick: () => onPan(0.5),
      disabled: view.end >= day.end,
    },
    { tooltip: '08:00 to 18:00', label: 'Show 08:00 to 18:00', icon: IconFocusCentered, onClick: onReset },
  ];
  return (
    <Group
      justify="space-between"
      gap="xs"
      p="xs"
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap={4} wrap="wrap">
        {buttons.map((button) => (
          <ToolButton key={button.label} {...button} />
        ))}
        <Text
          size="sm"
          c="dimmed"
          ml={4}
          data-testid="swimlane-window"
          aria-live="polite"
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatClock(view.start)}–{view.end >= day.end ? '24:00' : formatClock(view.end)}
        </Text>
      </Group>
      <Group gap={8} wrap="wrap" aria-label="Status colours" role="list">
        {WORK_ORDER_STATUSES.map((status) => (
          <Group key={status.id} gap={4} wrap="nowrap" role="listitem">
            <Box
              w={12}
              h={12}
              style={{ borderRadius: 3, background: colourVar(status.id, 'filled') }}
              aria-hidden
            />
            {/* The shape the bars show it by, beside the colour. */}
            <StatusIcon status={status.id} size={14} />
            <Text size="xs">{status.name}</Text>
          </Group>
        ))}
      </Group>
    </Group>
  );
}
