import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useUnreadCount } from '../api/notifications';

export const NOTIFICATIONS_PATH = '/notifications';

/** "3 unread notifications", or "Notifications" when all are read. */
export function unreadLabel(count: number | undefined): string {
  if (!count) return 'Notifications';
  return `Notifications, ${count} unread`;
}

/** Counts above this show as "99+" so the badge keeps its size. */
const BADGE_MAX = 99;

/**
 * The header's bell: the number of unread notifications, asked for every minute while online, and the way
 * to the feed. The user menu carries the same entry for phones where the header has no room.
 */
export function NotificationBell({ visibleFrom }: { visibleFrom?: 'xs' | 'sm' }) {
  const { data: count } = useUnreadCount();
  const label = unreadLabel(count);
  return (
    <Tooltip label={label}>
      <Indicator
        label={count && count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        disabled={!count}
        size={18}
        offset={8}
        color="red"
        visibleFrom={visibleFrom}
      >
        <ActionIcon component={Link} to={NOTIFICATIONS_PATH} variant="subtle" color="gray" aria-label={label}>
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
