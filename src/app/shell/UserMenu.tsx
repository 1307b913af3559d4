import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionInfo } from '../../api/session-info';
import { UserAvatar } from '../../components/UserAvatar';
import { signOut } from '../../features/auth/api/sign-out';
import { SIGN_IN_PATH } from '../paths';

/** Who is signed in, for which organisation, and the way out. */
export function UserMenu() {
  const { data } = useSessionInfo();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const name = data?.user.name ?? '';

  async function handleSignOut() {
    setSigningOut(true);
    await signOut();
    void navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label="Account menu"
          mih={44}
          px={4}
          style={{ display: 'flex', alignItems: 'center' }}
        >
          <Group gap={8} wrap="nowrap">
            <UserAvatar name={name} imageUrl={data?.user.imageUrl} size={36} />
            <Box visibleFrom="sm" maw={180}>
              <Text size="sm" fw={600} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {data?.organisation.name}
              </Text>
            </Box>
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
