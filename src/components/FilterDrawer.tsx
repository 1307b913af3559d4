import { Box, Button, Drawer, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { MESSAGES } from '../domain/messages';
import { usePhoneScreen } from './use-screen-matches';

export interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Applies the filter; the drawer then closes. Lists go back to page 1 on apply. */
  onApply: () => void;
  /** Puts every filter field back to its default; the drawer stays open. */
  onReset: () => void;
  children: ReactNode;
  applyLabel?: string;
  resetLabel?: string;
}

/** The filter side panel titled "Filter", used by the work-order list and the map. */
export function FilterDrawer({
  opened,
  onClose,
  onApply,
  onReset,
  children,
  applyLabel = 'Apply',
  resetLabel = 'Reset',
}: FilterDrawerProps) {
  const phone = usePhoneScreen();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
    onClose();
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={MESSAGES.filterTitle}
      position="right"
      size={phone ? '100%' : 'md'}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
            <Group justify="flex-end" gap="sm" grow={phone}>
              <Button variant="default" onClick={onReset}>
                {resetLabel}
              </Button>
              <Button type="submit">{applyLabel}</Button>
            </Group>
          </Box>
        </Stack>
      </form>
    </Drawer>
  );
}
