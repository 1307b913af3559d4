import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { usePwaState } from '../../offline/pwa-state';
import { applyUpdate } from '../../offline/worker-client';

/**
 * Shown while a new version of the console is installed and waiting. Reloading is the user's choice: a
 * supervisor in the middle of a form must not lose it to an automatic update.
 */
export function UpdatePrompt() {
  const { updateWaiting } = usePwaState();
  if (!updateWaiting) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Paper role="alert" shadow="md" radius="md" p="md" withBorder maw={520} mx="auto">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Text fw={500}>A new version is available</Text>
          <Button mih={44} leftSection={<IconRefresh size={18} />} onClick={applyUpdate}>
            Reload
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
