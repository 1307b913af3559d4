import { Badge } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconPlayerPause,
  IconProgress,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import { approvalName, statusName, WORK_ORDER_STATUS } from '../domain/workorders';

/** One colour per work-order status id (1 to 5); unknown ids fall back to grey. */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  1: 'gray',
  2: 'blue',
  3: 'orange',
  4: 'green',
  5: 'yellow',
};

/** One colour per approval id (1 Pending, 2 Approved, 3 Rejected). */
export const APPROVAL_COLOURS: Readonly<Record<number, string>> = {
  1: 'yellow',
  2: 'teal',
  3: 'red',
};

/** One shape per status, for where there is no room for its name (a swim-lane bar). */
const STATUS_ICONS: Readonly<Record<number, Icon>> = {
  [WORK_ORDER_STATUS.unassigned]: IconCircleDashed,
  [WORK_ORDER_STATUS.assigned]: IconUserCheck,
  [WORK_ORDER_STATUS.inProgress]: IconProgress,
  [WORK_ORDER_STATUS.completed]: IconCircleCheck,
  [WORK_ORDER_STATUS.onHold]: IconPlayerPause,
};

/** The status's shape, drawn beside a name that already says the status (hidden from screen readers). */
export function StatusIcon({ status, size }: { status: number; size: number }) {
  const Shape = STATUS_ICONS[status] ?? IconCircleDashed;
  return <Shape size={size} aria-hidden style={{ flex: 'none' }} />;
}

/** The work-order status as a coloured label: Unassigned, Assigned, In Progress, Completed, On Hold. */
export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge color={STATUS_COLOURS[status] ?? 'gray'} variant="light" data-status={status}>
      {statusName(status)}
    </Badge>
  );
}

/** The approval of completed work; nothing is shown while the order has no approval status. */
export function ApprovalBadge({ approvalStatus }: { approvalStatus: number | null }) {
  const name = approvalName(approvalStatus);
  if (approvalStatus === null || name === null) return null;
  return (
    <Badge
      color={APPROVAL_COLOURS[approvalStatus] ?? 'gray'}
      variant="outline"
      data-approval={approvalStatus}
    >
      {name}
    </Badge>
  );
}
