import { Group, Stack, Text, Timeline } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconClipboardCheck,
  IconEraser,
  IconMapPin,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconUsers,
  IconWritingSign,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { HistoryAction, StatusHistoryEntry } from '../../../domain/work-order-history';
import { ApprovalBadge, StatusBadge } from '../../../components/WorkOrderBadges';
import { formatDateTime } from './work-order-form';

const SIZE = 14;

/** How each recorded change reads in the timeline, with its bullet. */
export const HISTORY_ACTION_LABELS: Record<
  HistoryAction,
  { label: string; icon: ReactNode; colour?: string }
> = {
  created: { label: 'Created', icon: <IconPlus size={SIZE} aria-hidden /> },
  assigned: { label: 'Assigned', icon: <IconUsers size={SIZE} aria-hidden /> },
  reassigned: { label: 'Reassigned', icon: <IconUsers size={SIZE} aria-hidden /> },
  started: { label: 'Work started', icon: <IconPlayerPlay size={SIZE} aria-hidden /> },
  completed: { label: 'Completed', icon: <IconClipboardCheck size={SIZE} aria-hidden />, colour: 'green' },
  approved: { label: 'Approved', icon: <IconCheck size={SIZE} aria-hidden />, colour: 'teal' },
  rejected: { label: 'Rejected', icon: <IconX size={SIZE} aria-hidden />, colour: 'red' },
  reopened: { label: 'Re-opened', icon: <IconArrowBackUp size={SIZE} aria-hidden />, colour: 'orange' },
  onHold: { label: 'Put on hold', icon: <IconPlayerPause size={SIZE} aria-hidden />, colour: 'yellow' },
  resumed: { label: 'Resumed', icon: <IconPlayerPlay size={SIZE} aria-hidden /> },
  activitySubmitted: { label: 'Work recorded', icon: <IconWritingSign size={SIZE} aria-hidden /> },
  elementCleared: { label: 'Value cleared', icon: <IconEraser size={SIZE} aria-hidden /> },
  locationChanged: { label: 'Location changed', icon: <IconMapPin size={SIZE} aria-hidden /> },
  updated: { label: 'Plan updated', icon: <IconPencil size={SIZE} aria-hidden /> },
};

export interface StatusHistoryTimelineProps {
  history: StatusHistoryEntry[] | undefined;
  loading?: boolean;
}

/** Every change of the order, oldest first: what happened, the status it left, vendor and crew, remarks, who and when. */
export function StatusHistoryTimeline({ history, loading = false }: StatusHistoryTimelineProps) {
  if (!history) {
    return (
      <Text size="sm" c="dimmed">
        {loading ? 'Loading the history…' : 'The history could not be loaded.'}
      </Text>
    );
  }
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened to this order yet.
      </Text>
    );
  }
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={26}
      lineWidth={2}
      role="list"
      aria-label="Status history"
    >
      {history.map((entry) => {
        const action = HISTORY_ACTION_LABELS[entry.action];
        return (
          <Timeline.Item
            key={entry.id}
            role="listitem"
            bullet={action.icon}
            color={action.colour}
            title={action.label}
            data-testid="history-entry"
            data-action={entry.action}
          >
            <Stack gap={4}>
              <Group gap={6} wrap="wrap">
                <StatusBadge status={entry.status} />
                <ApprovalBadge approvalStatus={entry.approvalStatus} />
                {entry.vendorName || entry.crewName ? (
                  <Text size="sm">{[entry.vendorName, entry.crewName].filter(Boolean).join(' · ')}</Text>
                ) : null}
              </Group>
              {entry.remarks ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  “{entry.remarks}”
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.changedAt)}
                {entry.changedByName ? ` · ${entry.changedByName}` : ''}
              </Text>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
