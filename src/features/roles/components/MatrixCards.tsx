import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PermissionGroup } from '../api/roles';
import { MatrixCheckbox, PermissionCheckbox } from './MatrixCheckbox';
import { actionLabel, areaKeys, columnKeys, CRUD_COLUMNS, type MatrixControls } from './permission-matrix';

interface MatrixCardsProps {
  group: PermissionGroup;
  controls: MatrixControls;
}

/** Phones: a table of seven columns does not fit 360 px, so each area is a card of labelled boxes. */
export function MatrixCards({ group, controls }: MatrixCardsProps) {
  const columns = [
    ...CRUD_COLUMNS.map((action) => ({ title: actionLabel(action), keys: columnKeys(group.areas, action) })),
    { title: 'Other actions', keys: columnKeys(group.areas, 'extra') },
  ].filter((column) => column.keys.length > 0);

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" c="dimmed">
          In every area of this section:
        </Text>
        <Group gap={0} wrap="wrap">
          {columns.map((column) => (
            <MatrixCheckbox
              key={column.title}
              label={`${column.title}: every area in ${group.name}`}
              text={column.title}
              state={controls.state(column.keys)}
              disabled={controls.locked(column.keys)}
              onToggle={() => controls.toggle(column.keys)}
            />
          ))}
        </Group>
      </div>
      {group.areas.map((area) => (
        <Card key={area.area} withBorder padding="xs" radius="md" component="section" aria-label={area.label}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600}>{area.label}</Text>
            <MatrixCheckbox
              label={`All ${area.label} permissions`}
              text="All"
              state={controls.state(areaKeys(area))}
              disabled={controls.locked(areaKeys(area))}
              onToggle={() => controls.toggle(areaKeys(area))}
            />
          </Group>
          <SimpleGrid cols={2} spacing={0} verticalSpacing={0}>
            {area.permissions.map((permission) => (
              <PermissionCheckbox
                key={permission.key}
                area={area}
                permission={permission}
                controls={controls}
              />
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
