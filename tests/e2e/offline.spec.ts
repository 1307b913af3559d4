import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  ADMIN,
  patchMirroredSession,
  persistedCacheText,
  readStore,
  sendFromPage,
  signIn,
  waitForPersistedCache,
  waitForServiceWorker,
} from '../support/offline-browser';

/**
 * Offline journeys in real Chromium against the real server. context.setOffline cuts the page and the
 * service worker alike. Writes are sent with fetch from the page, exactly as the api client sends them
 * (bearer token, JSON, Idempotency-Key), through the real service worker; the server's data is checked
 * through the API, outside the offline browser.
 */

async function serverToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/account/Auth/SignIn', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: { access_token: string }; access_token?: string };
  return body.data?.access_token ?? body.access_token ?? '';
}

interface StoredWrite {
  id: string;
  state: string;
  failure: { status: number } | null;
}

const outboxRecords = (page: Page) => readStore<StoredWrite>(page, 'outbox');

async function offlineTableSizes(page: Page): Promise<Record<string, number>> {
  const [kv, outbox] = await Promise.all([readStore(page, 'kv'), readStore(page, 'outbox')]);
  return { kv: kv.length, outbox: outbox.length };
}

interface ServerRole {
  id: string;
  name: string;
  version: number;
}

async function rolesNamed(request: APIRequestContext, token: string, name: string): Promise<ServerRole[]> {
  const response = await request.post('/api/account/Role/GetAll', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { page: 1, pageSize: 100, searchString: name },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { roles: ServerRole[] } };
  return body.data.roles.filter((role) => role.name === name);
}

const pendingBadge = (page: Page) => page.getByRole('button', { name: /unsaved change/ });

test.describe('offline', () => {
  test('after one online visit the console opens offline with the last data and its age', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    await expect(page.getByTestId('organisation-name')).not.toBeEmpty();
    const organisation = await page.getByTestId('organisation-name').innerText();
    await waitForPersistedCache(page, organisation);

    await context.setOffline(true);
    // The emulated network is applied asynchronously; reload only once the page itself reports it.
    await page.waitForFunction(() => !navigator.onLine);
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('organisation-name')).toHaveText(organisation);
    await expect(page.getByRole('status', { name: /^Offline · data from / })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status', { name: 'Online' })).toBeVisible();
  });

  test('a write made offline is kept, survives a reload and is applied once online', async ({
    page,
    context,
    request,
  }) => {
    const token = await serverToken(request);
    const name = `Offline role ${randomUUID().slice(0, 8)}`;
    await signIn(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    const queued = await sendFromPage(page, 'POST', '/api/account/Role', {
      name,
      category: 1,
      permissions: [],
    });
    expect(queued.status).toBe(202);
    expect(queued.queuedHeader).toBe('1');
    expect(queued.body).toMatchObject({ data: null, queued: true });
    await expect(pendingBadge(page)).toHaveAccessibleName('1 unsaved change');
    expect(await rolesNamed(request, token, name)).toHaveLength(0);

    await page.reload();
    await expect(pendingBadge(page)).toHaveAccessibleName('1 unsaved change');

    await context.setOffline(false);
    await expect(pendingBadge(page)).toHaveCount(0, { timeout: 20_000 });
    expect(await rolesNamed(request, token, name)).toHaveLength(1);

    // Another start (which asks for a replay again) must not apply it twice.
    await page.reload();
    await waitForServiceWorker(page);
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'outbox-replay' }));
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await rolesNamed(request, token, name)).toHaveLength(1);
  });

  test('a write whose record changed on the server meanwhile ends as a visible conflict', async ({
    page,
    context,
    request,
  }) => {
    const token = await serverToken(request);
    const name = `Conflict role ${randomUUID().slice(0, 8)}`;
    const created = await request.post('/api/account/Role', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      data: { name, category: 1, permissions: [] },
    });
    expect(created.ok()).toBe(true);
    const role = ((await created.json()) as { data: ServerRole }).data;

    await signIn(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const edit = { name: `${name} (field)`, category: 1, permissions: [], version: role.version };
    expect((await sendFromPage(page, 'PUT', `/api/account/Role?id=${role.id}`, edit)).status).toBe(202);

    const office = { name: `${name} (office)`, category: 1, permissions: [], version: role.version };
    const changed = await request.put(`/api/account/Role?id=${role.id}`, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      data: office,
    });
    expect(changed.ok()).toBe(true);

    await context.setOffline(false);
    await expect(pendingBadge(page)).toHaveAccessibleName('1 unsaved change');
    await pendingBadge(page).click();
    const drawer = page.getByRole('dialog', { name: 'Changes not yet saved' });
    await expect(drawer.getByText('Refused by the server')).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByText('Conflict', { exact: true })).toBeVisible();
    expect(await rolesNamed(request, token, `${name} (office)`)).toHaveLength(1);
    const [refused] = await outboxRecords(page);
    expect(refused).toMatchObject({ state: 'failed', failure: { status: 409 } });

    // Take theirs drops the device's change; the server keeps the office's.
    await drawer.getByRole('button', { name: 'Take theirs' }).click();
    await expect(drawer.getByText('Every change is saved on the server.')).toBeVisible();
    expect(await rolesNamed(request, token, `${name} (field)`)).toHaveLength(0);
  });

  test('a replay refused for an expired token refreshes the session first and the page adopts it', async ({
    page,
    context,
    request,
  }) => {
    const token = await serverToken(request);
    const name = `Refresh role ${randomUUID().slice(0, 8)}`;
    await signIn(page);
    await waitForServiceWorker(page);
    const before = await page.evaluate(
      () => JSON.parse(localStorage.getItem('session') ?? '{}').refreshToken,
    );

    await context.setOffline(true);
    expect(
      (await sendFromPage(page, 'POST', '/api/account/Role', { name, category: 1, permissions: [] })).status,
    ).toBe(202);
    await expect(pendingBadge(page)).toHaveAccessibleName('1 unsaved change');
    // The worker replays with the mirrored session: make its access token one the server refuses.
    await patchMirroredSession(page, { accessToken: 'expired', authToken: null });

    await context.setOffline(false);
    await expect(pendingBadge(page)).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => rolesNamed(request, token, name)).toHaveLength(1);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').refreshToken))
      .not.toBe(before);
  });

  test('signing out removes the session mirror, the saved data and the unsent writes', async ({
    page,
    context,
    request,
  }) => {
    const token = await serverToken(request);
    const name = `Never sent ${randomUUID().slice(0, 8)}`;
    await signIn(page);
    await waitForServiceWorker(page);
    const organisation = await page.getByTestId('organisation-name').innerText();
    await waitForPersistedCache(page, organisation);
    await context.setOffline(true);
    await sendFromPage(page, 'POST', '/api/account/Role', { name, category: 1, permissions: [] });
    await expect(pendingBadge(page)).toBeVisible();
    expect(await offlineTableSizes(page)).toMatchObject({ kv: 1, outbox: 1 });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await expect.poll(async () => await offlineTableSizes(page)).toMatchObject({ kv: 0, outbox: 0 });
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).includes('api-reads')))
      .toBe(false);
    await expect.poll(() => persistedCacheText(page)).not.toContain(organisation);

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await rolesNamed(request, token, name)).toHaveLength(0);
  });
});
