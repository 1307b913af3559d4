import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useOutbox } from '../../offline/outbox';
import { useConnectivity, useNow } from '../../offline/use-data-age';
import { requestReplay } from '../../offline/worker-client';
import { OutboxItem } from './OutboxItem';

/** The outbox, refused writes first: they need the user, the waiting ones only need a connection. */
export function PendingWritesPanel() {
  const outbox = useOutbox();
  const now = useNow();
  const connectivity = useConnectivity();
  const online = connectivity === 'online';
  const [sending, setSending] = useState(false);

  async function sendNow() {
    setSending(true);
    try {
      if (!(await requestReplay())) {
        notifications.show({ color: 'red', message: 'The offline service is not running. Reload the page.' });
      }
    } finally {
      setSending(false);
    }
  }

  if (outbox.count === 0) {
    return <Text c="dimmed">Every change is saved on the server.</Text>;
  }

  return (
    <Stack gap="lg">
      {outbox.failed.length > 0 && (
        <Stack gap="sm">
          <Title order={4}>Refused by the server</Title>
          <Text size="sm" c="dimmed">
            These changes were not saved. Each says why and what you can do.
          </Text>
          {outbox.failed.map((record) => (
            <OutboxItem key={record.id} record={record} now={now} />
          ))}
        </Stack>
      )}
      {outbox.pending.length > 0 && (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={4}>Waiting to be sent</Title>
            <Button
              variant="light"
              mih={44}
              leftSection={<IconSend size={18} />}
              loading={sending}
              disabled={!online}
              onClick={() => void sendNow()}
            >
              Send now
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {online
              ? 'These changes are being sent to the server, in the order they were made.'
              : connectivity === 'unreachable'
                ? 'Saved on this device. The server cannot be reached; the console tries again every few ' +
                  'seconds and sends them, in order, once it answers.'
                : 'Saved on this device. They are sent automatically, in order, when the connection returns.'}
          </Text>
          {outbox.pending.map((record) => (
            <OutboxItem key={record.id} record={record} now={now} />
          ))}
          {outbox.pendingCount > outbox.pending.length && (
            <Text size="sm" c="dimmed">
              and {outbox.pendingCount - outbox.pending.length} more after these.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
