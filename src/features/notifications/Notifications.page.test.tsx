import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch, type SentRequest } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { storeSession } from '../../../tests/support/session-fixtures';
import type { Notification } from '../../domain/notifications';
import { NotificationBell } from './components/NotificationBell';
import { NotificationsPage } from './Notifications.page';

const passwordChanged: Notification = {
  id: '01890a5d-ac96-7000-8000-000000000050',
  event: 'passwordChanged',
  title: 'Your password was changed',
  body: 'Your password was changed. If this was not you, contact your administrator at once.',
  link: '/settings/profile',
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const addedToCrew: Notification = {
  ...passwordChanged,
  id: '01890a5d-ac96-7000-8000-000000000051',
  event: 'addedToCrew',
  title: 'Ratul Kalita joined Chandmari Line Crew',
  body: 'Ratul Kalita was added to Chandmari Line Crew as leader.',
  link: null,
  readAt: '2026-01-01T00:00:00.000Z',
};

/** A feed that remembers what was marked read, as the server does. */
function serve() {
  storeSession();
  const read = new Set<string>([addedToCrew.id]);
  const feed = () =>
    [passwordChanged, addedToCrew].map((item) => ({
      ...item,
      readAt: read.has(item.id) ? item.createdAt : null,
    }));
  const unreadCount = () => feed().filter((item) => item.readAt === null).length;
  return stubFetch((request: SentRequest) => {
    if (request.url.endsWith('Notification/GetAll')) {
      return dataResponse({ notifications: feed(), pageTotal: 2, unreadCount: unreadCount() });
    }
    if (request.url.endsWith('Notification/UnreadCount')) return dataResponse({ unreadCount: unreadCount() });
    if (request.url.includes('Notification/MarkRead')) {
      read.add(passwordChanged.id);
      return dataResponse(feed()[0]);
    }
    const updated = unreadCount();
    read.add(passwordChanged.id);
    return dataResponse({ updated, unreadCount: 0 });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/notifications', { timeout: 15_000 }, () => {
  it('lists notifications newest first, the unread ones marked', async () => {
    serve();
    renderWithProviders(<NotificationsPage />);
    const unread = await screen.findByRole('article', { name: 'Unread: Your password was changed' });
    expect(within(unread).getByText('5 minutes ago')).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Ratul Kalita joined Chandmari Line Crew' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('marks one read at once and tells the server', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderWithProviders(<NotificationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Mark read: Your password was changed' }));
    expect(await screen.findByRole('article', { name: 'Your password was changed' })).toBeInTheDocument();
    const mark = sent.find((request) => request.method === 'PUT');
    expect(mark?.url).toBe(`/api/account/Notification/MarkRead?id=${passwordChanged.id}`);
  });

  it('marks all read', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderWithProviders(<NotificationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT' && request.url.endsWith('MarkAllRead'))).toBe(
      true,
    );
  });
});

describe('NotificationBell', () => {
  it('says how many are unread and leads to the feed', async () => {
    serve();
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
  });
});
