import { Box, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { conflictRecord } from '../../../data/conflict';
import { showErrorToast } from '../../../components/error-toast';
import { ConflictAlert } from '../../../components/ConflictAlert';
import { toastSuccess } from '../../../notices/toast';
import { notificationSettingsSchema } from '../../../domain/notifications';
import { useUpdateNotificationSettings, type NotificationSettings } from '../api/settings';
import { usePhoneScreen } from '../../../components/use-screen-matches';

type Setting = NotificationSettings['settings'][number];
type Channel = 'console' | 'email' | 'push';

const CHANNELS: ReadonlyArray<{ id: Channel; label: string }> = [
  { id: 'console', label: 'In the console' },
  { id: 'email', label: 'By email' },
  { id: 'push', label: 'Pushed' },
];

function ChannelSwitch({
  setting,
  channel,
  onChange,
}: {
  setting: Setting;
  channel: (typeof CHANNELS)[number];
  onChange: (on: boolean) => void;
}) {
  return (
    <Box mih={44} style={{ display: 'flex', alignItems: 'center' }}>
      <Switch
        size="md"
        aria-label={`${setting.label}: ${channel.label.toLowerCase()}`}
        checked={setting[channel.id]}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </Box>
  );
}

/**
 * Per event, whether it reaches me in the console feed, by email and pushed to my devices (those turned on
 * above); saved together with their version.
 */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const phone = usePhoneScreen();
  const update = useUpdateNotificationSettings();
  const [settings, setSettings] = useState(saved.settings);
  const [version, setVersion] = useState(saved.version);
  const [conflict, setConflict] = useState<NotificationSettings | null>(null);

  function set(event: string, channel: Channel, on: boolean) {
    setSettings((current) =>
      current.map((entry) => (entry.event === event ? { ...entry, [channel]: on } : entry)),
    );
  }

  function save() {
    const change = {
      settings: settings.map(({ event, console, email, push }) => ({ event, console, email, push })),
      version,
    };
    update.mutate(change, {
      onSuccess: (outcome) => {
        setVersion(outcome.queued ? version + 1 : outcome.data.version);
        if (!outcome.queued) toastSuccess('Your notification settings were saved.');
      },
      onError: (error) => {
        const current = conflictRecord(error, notificationSettingsSchema);
        if (current) setConflict(current);
        else showErrorToast(error);
      },
    });
  }

  function reload(current: NotificationSettings) {
    setSettings(current.settings);
    setVersion(current.version);
    setConflict(null);
  }

  const rows = settings.map((setting) =>
    phone ? (
      <Box
        key={setting.event}
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text fw={600} size="sm">
          {setting.label}
        </Text>
        <Group gap="md">
          {CHANNELS.map((channel) => (
            <Group key={channel.id} gap="xs" wrap="nowrap">
              <ChannelSwitch
                setting={setting}
                channel={channel}
                onChange={(on) => set(setting.event, channel.id, on)}
              />
              <Text size="sm">{channel.label}</Text>
            </Group>
          ))}
        </Group>
      </Box>
    ) : (
      <Table.Tr key={setting.event}>
        <Table.Th scope="row" fw={500}>
          {setting.label}
        </Table.Th>
        {CHANNELS.map((channel) => (
          <Table.Td key={channel.id}>
            <ChannelSwitch
              setting={setting}
              channel={channel}
              onChange={(on) => set(setting.event, channel.id, on)}
            />
          </Table.Td>
        ))}
      </Table.Tr>
    ),
  );

  return (
    <Stack gap="md" maw={760}>
      {conflict ? (
        <ConflictAlert subject="your notification settings" onReload={() => reload(conflict)} />
      ) : null}
      {phone ? (
        <div>{rows}</div>
      ) : (
        <Table verticalSpacing={4} aria-label="Notification settings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              {CHANNELS.map((channel) => (
                <Table.Th key={channel.id} w={130}>
                  {channel.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows}</Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending}>
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}
