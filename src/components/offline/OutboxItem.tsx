import { Badge, Button, Code, Group, Paper, Popover, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCloudDownload, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { compareWithServer, refusalInWords, type FieldComparison } from '../../offline/conflict';
import { formatAge } from '../../offline/data-age';
import { discardWrite, keepMine, retryWrite } from '../../offline/outbox';
import { bodyPreview, writeLabel, type OutboxRecord } from '../../offline/outbox-record';

function failureText(error: unknown): string {
  return error instanceof Error ? error.message : MESSAGES.somethingWentWrong;
}

/** The device's value beside the server's, field by field; the fields that differ stand out. */
function ConflictTable({ fields }: { fields: FieldComparison[] }) {
  return (
    <Table
      aria-label="This device and the server, field by field"
      withTableBorder
      verticalSpacing={6}
      horizontalSpacing={8}
      fz="sm"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>This device</Table.Th>
          <Table.Th>On the server</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr
            key={field.field}
            data-differs={field.differs || undefined}
            bg={field.differs ? 'var(--mantine-color-yellow-light)' : undefined}
          >
            <Table.Td fw={600}>{field.label}</Table.Td>
            <Table.Td fw={field.differs ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
              {field.mine}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{field.theirs}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One write in the outbox. A refused one says why in a person's words; a version conflict shows the device's
 * values beside the server's and offers Keep mine (re-based on the server's version and sent) or Take theirs;
 * other refusals offer Send again and Discard.
 */
export function OutboxItem({ record, now }: { record: OutboxRecord; now: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const failure = record.failure;
  const comparison = failure ? compareWithServer(record) : null;
  // A named write says what it does; only a record kept by an older version shows its request instead.
  const preview = comparison || record.action ? '' : bodyPreview(record);
  const words = failure ? refusalInWords(failure, record.action?.recordCode) : null;
  const label = writeLabel(record);
  const gone = failure?.status === 404 || failure?.status === 410;

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

  async function takeTheirs() {
    await discardWrite(record.id);
    await queryClient.invalidateQueries();
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-state={record.state}
      component="article"
      aria-label={comparison ? `Conflict: ${label}` : label}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="outbox-action">
            {label}
          </Text>
          {failure && (
            <Badge color={comparison ? 'yellow' : 'red'} variant="light" style={{ flexShrink: 0 }}>
              {comparison ? 'Conflict' : failure.status || 'Refused'}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {failure
            ? `Refused ${formatAge(now - failure.at)}`
            : `Saved on this device ${formatAge(now - record.queuedAt)}`}
        </Text>
        {words && (
          <div>
            <Text size="sm" fw={600} c={comparison ? undefined : 'red.8'}>
              {words.title}
            </Text>
            {words.detail && (
              <Text size="sm" c={comparison ? 'dimmed' : 'red.8'}>
                {words.detail}
              </Text>
            )}
          </div>
        )}
        {comparison && <ConflictTable fields={comparison} />}
        {preview && (
          <Code block mah={120} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {preview}
          </Code>
        )}
        {failure && comparison && (
          <Group gap="sm" mt={4} grow>
            <Button
              mih={44}
              leftSection={<IconCheck size={18} />}
              loading={busy}
              onClick={() => void act(() => keepMine(record))}
            >
              Keep mine
            </Button>
            <Button
              mih={44}
              variant="default"
              leftSection={<IconCloudDownload size={18} />}
              disabled={busy}
              onClick={() => void act(takeTheirs)}
            >
              Take theirs
            </Button>
          </Group>
        )}
        {failure && !comparison && (
          <Group gap="sm" mt={4}>
            {!gone && (
              <Button
                mih={44}
                leftSection={<IconRefresh size={18} />}
                loading={busy}
                onClick={() => void act(() => retryWrite(record.id))}
              >
                Send again
              </Button>
            )}
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
                  <Button color="red" mih={44} onClick={() => void act(takeTheirs)}>
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
