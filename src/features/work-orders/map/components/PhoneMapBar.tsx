import { Badge, Box, Button, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ViewSwitcher } from '../../components/ViewSwitcher';
import classes from '../WorkOrderMap.module.css';

export interface PhoneMapBarProps {
  title: string;
  /** "412 work orders · 2 of 4 statuses"; null before the first answer. */
  summary: string | null;
  fetching: boolean;
  /** Filter fields changed from their defaults, badged on the Controls button. */
  changed: number;
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The sheet's controls (search, Filter, legend...). */
  children: ReactNode;
  /** The page's actions (create, the file menu), at the foot of the sheet. */
  actions: ReactNode;
}

/**
 * The map's head on a phone: one row (the title, what is shown, and a Controls button) so that the map
 * starts right under it, and a bottom sheet with the view tabs, the controls and the page's actions.
 */
export function PhoneMapBar(props: PhoneMapBarProps) {
  const { title, summary, fetching, changed, opened, onOpen, onClose, children, actions } = props;
  return (
    <>
      <Group className={classes.phoneBar} gap="xs" wrap="nowrap" justify="space-between">
        <Box miw={0}>
          <Title order={1} fz={15} lh={1.3} className={classes.phoneTitle}>
            {title}
          </Title>
          <Group gap={6} wrap="nowrap" aria-live="polite" mih={16}>
            {fetching ? <Loader size={12} aria-label="Loading work orders" /> : null}
            {summary ? (
              <Text size="xs" c="dimmed" truncate="end">
                {summary}
              </Text>
            ) : null}
          </Group>
        </Box>
        <Button
          mih={44}
          px="sm"
          variant={changed > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            changed > 0 ? (
              <Badge size="sm" circle aria-label={`${changed} filters changed`}>
                {changed}
              </Badge>
            ) : null
          }
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={onOpen}
          style={{ flex: 'none' }}
        >
          Controls
        </Button>
      </Group>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        title="Map controls"
        overlayProps={{ backgroundOpacity: 0.25 }}
        classNames={{ content: classes.sheet, title: classes.sheetTitle }}
        // As tall as its controls (the drawer's own sizes are fixed heights).
        styles={{ content: { height: 'auto' } }}
      >
        <Stack gap="md">
          <ViewSwitcher current="map" />
          {children}
          <Group gap="xs" grow>
            {actions}
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
