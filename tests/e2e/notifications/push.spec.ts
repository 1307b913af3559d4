import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { settled, signInAs } from '../fixtures';
import { waitForServiceWorker } from '../../support/offline-browser';

/*
 * The worker's side of Web Push in Chromium: the DevTools protocol delivers a push to the real service
 * worker, as a push service would, and the notification it shows is read back from its registration.
 */

const ORDER_ID = '0195b8a0-0000-7000-8000-00000000a11e';
const PAYLOAD = {
  id: '0195b8a0-0000-7000-8000-0000000000f1',
  event: 'approvalDecided',
  title: 'Work order WO-000042 rejected',
  body: 'WO-000042 was rejected by Asha Baruah. Photo is blurred',
  url: `/work-order/${ORDER_ID}`,
};

test.use({ permissions: ['notifications'] });

/** Delivers a push to the console's registration, as its push service would. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, data: unknown) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(data),
  });
}

test('a pushed notification is shown by the worker, and a tap opens its record in the console', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(page);
  await waitForServiceWorker(page);
  await settled(page);
  const origin = new URL(baseURL!).origin;

  await deliverPush(context, page, origin, PAYLOAD);

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: PAYLOAD.title,
      body: PAYLOAD.body,
      tag: PAYLOAD.id,
      data: { url: PAYLOAD.url, event: PAYLOAD.event },
    },
  ]);

  // The tap: the worker's own handler, on the notification it showed, with the console open on the dashboard.
  const [worker] = context.serviceWorkers();
  const outcome = await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope & {
      openNotification(notification: Notification): Promise<string>;
    };
    const [notification] = await scope.registration.getNotifications();
    return scope.openNotification(notification!);
  });
  expect(outcome).toBe('focused');
  await page.waitForURL(`**/work-order/${ORDER_ID}`);
  await expect.poll(shown).toEqual([]);
});

test('a push that is not the server’s shape still shows, and opens the notifications', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(page);
  await waitForServiceWorker(page);
  const origin = new URL(baseURL!).origin;
  await deliverPush(context, page, origin, { title: 'Hello', url: 'https://elsewhere.example/phish' });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.data as unknown),
      ),
    )
    .toEqual([{ url: '/notifications', event: '' }]);
});

test.describe('push on the notification settings screen, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('offers push per event and on this device, and says so when the browser blocks it', async ({
    page,
  }) => {
    await signInAs(page);
    await page.goto('/settings/notifications');
    const device = page.getByRole('region', { name: 'Push notifications on this device' });
    const turnOn = device.getByRole('button', { name: 'Turn on push on this device' });
    await expect(turnOn).toBeVisible();
    expect((await turnOn.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('switch', { name: 'A work order needs approval: pushed' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'My password is changed: pushed' })).not.toBeChecked();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await page.reload();
    await expect(device.getByText('Blocked in this browser')).toBeVisible();
    await expect(device.getByRole('button')).toHaveCount(0);
  });
});
