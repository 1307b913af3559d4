import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { storeSession } from '../../../../tests/support/session-fixtures';
import { PushDeviceControl } from './PushDeviceControl';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://push.example/device-1',
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
};

/** A browser with push: the worker's PushManager and the permission prompt answering `answer`. */
function browserWithPush(answer: NotificationPermission) {
  let subscription: PushSubscription | null = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: SUBSCRIPTION.endpoint,
      options: { applicationServerKey: null },
      toJSON: () => SUBSCRIPTION,
      unsubscribe: async () => true,
    } as unknown as PushSubscription;
    return subscription;
  });
  const permission = { value: 'default' as NotificationPermission };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission.value;
    },
    requestPermission: async () => (permission.value = answer),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        active: {},
        pushManager: { getSubscription: async () => subscription, subscribe },
      }),
    },
  });
  return subscribe;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('PushDeviceControl', { timeout: 15_000 }, () => {
  it('says plainly when the browser cannot receive push', () => {
    renderWithProviders(<PushDeviceControl />);
    expect(screen.getByText('Not available in this browser')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks permission, subscribes with the server’s key and hands the subscription to the server', async () => {
    storeSession();
    const subscribe = browserWithPush('granted');
    const sent = stubFetch((request) =>
      dataResponse(request.method === 'GET' ? { publicKey: PUBLIC_KEY } : { subscribed: true }),
    );
    renderWithProviders(<PushDeviceControl />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn off push on this device' })).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const key = (subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0];
    expect(key.applicationServerKey).toHaveLength(65);
    expect(sent.map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`)).toEqual([
      'GET /api/account/PushSubscription/PublicKey',
      'POST /api/account/PushSubscription',
    ]);
    expect(sent[1]!.body).toEqual(SUBSCRIPTION);
  });

  it('shows that notifications are blocked when the user refuses the prompt', async () => {
    storeSession();
    const subscribe = browserWithPush('denied');
    stubFetch(() => dataResponse({ publicKey: PUBLIC_KEY }));
    renderWithProviders(<PushDeviceControl />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByText('Blocked in this browser')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
