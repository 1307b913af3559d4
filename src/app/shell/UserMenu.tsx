import { Badge, Box, Group, Indicator, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconBellCog,
  IconChevronDown,
  IconLogout,
  IconSun,
  IconSunOff,
  IconUserCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSessionInfo } from '../../data/session-info';
import { UserAvatar } from '../../components/UserAvatar';
import { signOut } from '../../features/auth/api/sign-out';
import { useUnreadCount } from '../../features/notifications/api/notifications';
import { NOTIFICATIONS_PATH } from '../../features/notifications/components/NotificationBell';
import { SIGN_IN_PATH } from '../../navigation/paths';
import { useAppearance } from '../appearance';
import { useScreenMatches } from '../../components/use-screen-matches';

/** Who is signed in, for which organisation, and the way out. */
export function UserMenu() {
  const { data } = useSessionInfo();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const { data: unread } = useUnreadCount();
  const bellShown = useScreenMatches('(min-width: 36em)');
  const name = data?.user.name ?? '';
  const { appearance, setAppearance } = useAppearance();
  const outdoor = appearance === 'outdoor';

  async function handleSignOut() {
    setSigningOut(true);
    await signOut();
    void navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (initials, name, organisation) and then what it is, so that a voice
            command saying the visible name reaches it. */}
        <UnstyledButton mih={44} px={4} style={{ display: 'flex', alignItems: 'center' }}>
          <Group gap={8} wrap="nowrap">
            {/* Where the header has no room for the bell, a dot on the avatar says something is unread. */}
            <Indicator disabled={!unread || bellShown} color="red" size={10} offset={4}>
              <UserAvatar name={name} imageUrl={data?.user.imageUrl} size={36} />
            </Indicator>
            <Box visibleFrom="sm" maw={180}>
              <Text size="sm" fw={600} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {data?.organisation.name}
              </Text>
            </Box>
            <VisuallyHidden>Account menu</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {data?.user.email}
          </Text>
          <Text size="xs" mt={4}>
            {data?.organisation.name}
            {data?.user.vendorName ? ` · ${data.user.vendorName}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {data?.user.roleName}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/settings/profile"
          leftSection={<IconUserCircle size={16} aria-hidden />}
          mih={44}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={NOTIFICATIONS_PATH}
          leftSection={<IconBell size={16} aria-hidden />}
          rightSection={
            unread ? (
              <Badge size="sm" color="red" circle={unread < 10} aria-hidden>
                {unread}
              </Badge>
            ) : null
          }
          mih={44}
        >
          Notifications
          {unread ? <VisuallyHidden>{`, ${unread} unread`}</VisuallyHidden> : null}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings/notifications"
          leftSection={<IconBellCog size={16} aria-hidden />}
          mih={44}
        >
          Notification settings
        </Menu.Item>
        <Menu.Divider />
        {/* Remembered on this device: a phone used outdoors keeps the outdoor look, the office PC does not. */}
        <Menu.Item
          leftSection={outdoor ? <IconSunOff size={16} aria-hidden /> : <IconSun size={16} aria-hidden />}
          onClick={() => setAppearance(outdoor ? 'standard' : 'outdoor')}
          mih={44}
        >
          {outdoor ? 'Switch to standard theme' : 'Switch to outdoor theme'}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void handleSignOut()}
          disabled={signingOut}
          mih={44}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
