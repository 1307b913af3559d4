import { Box, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useSessionInfo } from '../../data/session-info';
import { isActivePath, navGroups, useRouteTable } from '../../navigation/navigation';
import classes from './HomeShell.module.css';

interface NavMenuProps {
  /** Closes the navbar on phones once a link is chosen. */
  onNavigate: () => void;
}

/** The routes the user may open, grouped by area; the list follows the route table and their keys. */
export function NavMenu({ onNavigate }: NavMenuProps) {
  const { data, isPending } = useSessionInfo();
  const { pathname } = useLocation();
  const table = useRouteTable();

  if (isPending) {
    return (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={40} radius="md" />
        ))}
      </Stack>
    );
  }

  return (
    // The browser's own scrolling: Mantine's ScrollArea would bring floating-ui into the first screen's code.
    <div className={classes.navScroll}>
      <Stack gap={0}>
        {navGroups(data, table).map(({ section, routes }) => (
          <Box key={section.id} mb="sm" component="section" aria-labelledby={`nav-${section.id}`}>
            <Text id={`nav-${section.id}`} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
              {section.label}
            </Text>
            {routes.map((route) => (
              <NavLink
                key={route.path}
                component={Link}
                to={route.path}
                label={route.title}
                leftSection={<section.icon size={18} stroke={1.6} aria-hidden />}
                active={isActivePath(pathname, route.path)}
                aria-current={isActivePath(pathname, route.path) ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
          </Box>
        ))}
      </Stack>
    </div>
  );
}
