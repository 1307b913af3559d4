import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../../domain/notifications';
import { formatAge } from '../../../offline/data-age';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  onMarkRead: (notification: Notification) => void;
}

/** Only in-app paths are followed from a notification, never an address elsewhere. */
function inAppLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** One notification: what happened and when; unread ones stand out and can be marked read or opened. */
export function NotificationItem({ notification, now, onMarkRead }: NotificationItemProps) {
  const navigate = useNavigate();
  const unread = notification.readAt === null;
  const link = inAppLink(notification.link);
  const created = dayjs(notification.createdAt);

  function open(to: string) {
    if (unread) onMarkRead(notification);
    void navigate(to);
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`${unread ? 'Unread: ' : ''}${notification.title}`}
      bg={unread ? 'var(--mantine-color-teal-light)' : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="wrap">
            {unread ? (
              <Badge size="sm" color="teal">
                New
              </Badge>
            ) : null}
            <Text fw={unread ? 700 : 500}>{notification.title}</Text>
          </Group>
          {/* Dimmed text is 4.5:1 on white only: on an unread one's tint it takes the text colour. */}
          <Text
            size="xs"
            c={unread ? undefined : 'dimmed'}
            title={created.format('DD MMM YY HH:mm')}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatAge(now - created.valueOf())}
          </Text>
        </Group>
        <Text size="sm">{notification.body}</Text>
        <Group gap="xs" justify="flex-end">
          {link ? (
            <Button
              variant="subtle"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => open(link)}
            >
              Open
            </Button>
          ) : null}
          {unread ? (
            <Button
              variant="light"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => onMarkRead(notification)}
              // Begins with what it shows, so a voice command of "Mark read" finds it (WCAG 2.5.3).
              aria-label={`Mark read: ${notification.title}`}
            >
              Mark read
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
