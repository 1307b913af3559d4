import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { HOME_PATH, PRODUCT_NAME } from '../paths';
import { HeaderStatusSlot } from './HeaderStatusSlot';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          w={44}
          h={44}
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={navOpened}
        />
        <UnstyledButton
          component={Link}
          to={HOME_PATH}
          mih={44}
          style={{ display: 'flex', alignItems: 'center' }}
        >
          <Text fw={700} size="lg" truncate>
            {PRODUCT_NAME}
          </Text>
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <HeaderStatusSlot />
        {/* A 360 px header has no room for the bell; the user menu carries the same entry there. */}
        <NotificationBell visibleFrom="xs" />
        <UserMenu />
      </Group>
    </Group>
  );
}
