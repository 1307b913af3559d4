import { Badge, Button, Code, Group, Paper, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { formatAge } from '../data-age';
import { discardWrite, retryWrite } from '../outbox';
import { bodyPreview, describeWrite, type OutboxRecord } from '../outbox-record';

function failureText(error: unknown): string {
  return error instanceof Error ? error.message : MESSAGES.somethingWentWrong;
}

/** One write in the outbox; a refused one shows why and offers Send again and Discard. */
export function OutboxItem({ record, now }: { record: OutboxRecord; now: number }) {
  const [busy, setBusy] = useState(false);
  const preview = bodyPreview(record);
  const failure = record.failure;

  async function act(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifications.show({ color: 'red', message: failureText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="sm" data-state={record.state}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
            {describeWrite(record)}
          </Text>
          {failure && (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              {failure.status === 0 ? 'Lost' : failure.status}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {failure
            ? `Refused ${formatAge(now - failure.at)}`
            : `Saved on this device ${formatAge(now - record.queuedAt)}`}
        </Text>
        {failure && (
          <div>
            <Text size="sm" fw={600} c="red.8">
              {failure.title}
            </Text>
            {failure.message && (
              <Text size="sm" c="red.8">
                {failure.message}
              </Text>
            )}
          </div>
        )}
        {preview && (
          <Code block mah={120} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {preview}
          </Code>
        )}
        {failure && (
          <Group gap="sm" mt={4}>
            <Button
              mih={44}
              leftSection={<IconRefresh size={18} />}
              loading={busy}
              onClick={() => void act(() => retryWrite(record.id))}
            >
              Send again
            </Button>
            <Popover position="top" withArrow shadow="md">
              <Popover.Target>
                <Button
                  mih={44}
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={18} />}
                  disabled={busy}
                >
                  Discard
                </Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Stack gap="xs" maw={240}>
                  <Text size="sm">Discard this change? It will not be sent.</Text>
                  <Button color="red" mih={44} onClick={() => void act(() => discardWrite(record.id))}>
                    Discard change
                  </Button>
                </Stack>
              </Popover.Dropdown>
            </Popover>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
