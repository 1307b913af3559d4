import { Group } from '@mantine/core';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { HeaderStatusSlot } from './HeaderStatusSlot';
import { UserMenu } from './UserMenu';

/** The header's right-hand side: offline indicators, the notification bell and the user menu. */
export function HeaderTools() {
  return (
    <Group gap="xs" wrap="nowrap">
      <HeaderStatusSlot />
      {/* A 360 px header has no room for the bell; the user menu carries the same entry there. */}
      <NotificationBell visibleFrom="xs" />
      <UserMenu />
    </Group>
  );
}
