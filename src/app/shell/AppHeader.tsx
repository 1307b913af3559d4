import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { loadedWhen } from '../../components/lazy-part';
import { useIdle } from '../../offline/when-idle';
import { HOME_PATH, PRODUCT_NAME } from '../../navigation/paths';

/**
 * The indicators, bell and user menu are drawn by popovers, tooltips and menus (floating-ui, focus traps),
 * and the pending-writes count reads IndexedDB: they load once the screen is up, so the first screen after
 * signing in does not wait for them.
 */
// Offline before the offline copy was installed, the header goes without its tools until back online.
const HeaderTools = loadedWhen(() => import('./HeaderTools').then((module) => module.HeaderTools));

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const idle = useIdle();
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
        {/* May shrink (min-width 0) so the name is cut short rather than drawn under the header's tools. */}
        <UnstyledButton
          component={Link}
          to={HOME_PATH}
          mih={44}
          miw={0}
          style={{ display: 'flex', alignItems: 'center', overflow: 'hidden' }}
        >
          <Text fw={700} size="lg" truncate>
            {PRODUCT_NAME}
          </Text>
        </UnstyledButton>
      </Group>
      <HeaderTools when={idle} />
    </Group>
  );
}
