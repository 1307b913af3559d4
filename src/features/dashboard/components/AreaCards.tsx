import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { NavGroup } from '../../../navigation/navigation';

interface AreaCardsProps {
  groups: readonly NavGroup[];
}

/** One card per area the user may open, with a link to each of its screens. */
export function AreaCards({ groups }: AreaCardsProps) {
  if (groups.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-areas">
        No other areas are available to you yet.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {groups.map(({ section, routes }) => (
        <Card
          key={section.id}
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby={`area-${section.id}`}
        >
          <Group gap="sm" mb="xs" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
              <section.icon size={22} stroke={1.6} />
            </ThemeIcon>
            <Text id={`area-${section.id}`} fw={600}>
              {section.label}
            </Text>
          </Group>
          <Stack gap={0}>
            {routes.map((route) => (
              <Anchor
                key={route.path}
                component={Link}
                to={route.path}
                underline="never"
                mih={44}
                style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
              >
                {route.title}
                <IconChevronRight size={16} aria-hidden />
              </Anchor>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
