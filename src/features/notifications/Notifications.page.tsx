import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast } from '../../components/error-toast';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { usePagination } from '../../components/data-table/pagination';
import { TablePagination } from '../../components/data-table/TablePagination';
import { CenteredLoader, NotOnDeviceNotice, PageMessage } from '../../components/PageState';
import type { Notification } from '../../domain/notifications';
import { useNow } from '../../offline/use-data-age';
import { useMarkAllRead, useMarkRead, useNotifications } from './api/notifications';
import { NotificationItem } from './components/NotificationItem';
import { isNotOnDevice } from '../../offline/not-on-device';

const VIEWS = [
  { value: 'all', label: 'All, newest first' },
  { value: 'unread', label: 'Unread only' },
];

/** /notifications: my notifications, paged, with mark read one by one or all at once. */
export function NotificationsPage() {
  const [view, setView] = useState('all');
  const { pagination, setPagination } = usePagination();
  const list = useNotifications({ ...pagination, unreadOnly: view === 'unread' });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const now = useNow();
  const unread = list.data?.unreadCount ?? 0;

  function read(notification: Notification) {
    markRead.mutate(
      { id: notification.id, wasUnread: notification.readAt === null },
      { onError: (error) => showErrorToast(error) },
    );
  }

  return (
    <>
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Notifications"
        subLine={list.data ? `${unread} unread` : undefined}
        actions={
          <Button
            variant="light"
            leftSection={<IconChecks size={18} aria-hidden />}
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate(undefined, { onError: (error) => showErrorToast(error) })}
          >
            Mark all read
          </Button>
        }
      />
      <Stack gap="sm" maw={860}>
        <SegmentedControl
          aria-label="Which notifications"
          data={VIEWS}
          value={view}
          onChange={(next) => {
            setView(next);
            setPagination((current) => ({ ...current, page: 1 }));
          }}
          size="md"
          style={{ alignSelf: 'flex-start' }}
        />
        {isNotOnDevice(list) ? (
          <NotOnDeviceNotice
            what={view === 'unread' ? 'The unread notifications' : 'This page of notifications'}
          />
        ) : (
          <>
            {!list.data && list.isPending ? <CenteredLoader label="Loading your notifications" /> : null}
            {list.isError && !list.data ? (
              <Text c="red">Your notifications could not be loaded. Check the connection and try again.</Text>
            ) : null}
            {list.data?.notifications.length === 0 ? (
              <PageMessage
                icon={IconBellOff}
                title={view === 'unread' ? 'Nothing unread' : 'No notifications yet'}
              >
                {view === 'unread'
                  ? 'You have read every notification.'
                  : 'Events you follow in your notification settings will appear here.'}
              </PageMessage>
            ) : null}
            <Stack gap="xs" aria-busy={list.isFetching}>
              {list.data?.notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  now={now}
                  onMarkRead={read}
                />
              ))}
            </Stack>
            {list.data && list.data.pageTotal > 0 ? (
              <TablePagination pagination={pagination} total={list.data.pageTotal} onChange={setPagination} />
            ) : null}
          </>
        )}
      </Stack>
    </>
  );
}
