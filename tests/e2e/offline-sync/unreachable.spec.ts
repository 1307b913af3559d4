import { expect, test } from '@playwright/test';
import { apiToken } from '../api';
import { sendFromPage } from '../../support/offline-browser';
import { startRelay, type Relay } from '../../support/relay';
import {
  createRole,
  E2E_PORT,
  expectOutboxEmpty,
  outboxRecords,
  pendingBadge,
  rolesNamed,
  serverRole,
  signInAt,
  uniqueName,
} from './sync-support';

/**
 * Issue 23, items 3 and 5: the server goes away while the device keeps its network (a relay in the test's
 * process stops). The header says the server cannot be reached, writes are kept in one ordered store, a write
 * made while anything is kept goes behind it, and the console sends them by itself, in order, once the
 * server answers again.
 */

let relay: Relay;

test.beforeAll(async () => {
  relay = await startRelay(E2E_PORT);
});

test.afterAll(async () => {
  await relay.close();
});

const unreachable = /^Cannot reach the server/;
const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

test('server unreachable: the header says so, kept writes go out by themselves, in order', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const role = await createRole(request, token, uniqueName('Ordered role'));
  await signInAt(page, relay.origin);
  await expect(page.getByRole('status', { name: 'Online' })).toBeVisible();

  await relay.stop();
  const edit = (name: string, version: number) =>
    sendFromPage(page, 'PUT', `/api/account/Role?id=${role.id}`, {
      name,
      category: 1,
      permissions: [],
      version,
    });
  expect((await edit(`${role.name} first`, role.version)).status).toBe(202);
  // The device is online; the server is not: the header says which.
  await expect(page.getByRole('status', { name: unreachable }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Online' })).toHaveCount(0);
  for (const width of [768, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('status', { name: unreachable })).toBeVisible();
    // The navigation slides away as the width shrinks; the picture waits for it to settle.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/unreachable-${width}.png` });
  }
  expect((await edit(`${role.name} second`, role.version + 1)).status).toBe(202);

  // The server is back; a third edit made at once goes behind the two kept ones instead of overtaking them.
  await relay.start();
  const third = await edit(`${role.name} third`, role.version + 2);
  expect([200, 202]).toContain(third.status);
  await expectOutboxEmpty(page);
  expect(await serverRole(request, token, role.id)).toMatchObject({
    name: `${role.name} third`,
    version: role.version + 3,
  });

  // Nothing but the console itself sends what was kept once the server answers again.
  await relay.stop();
  const alone = uniqueName('Sent by itself');
  expect(
    (await sendFromPage(page, 'POST', '/api/account/Role', { name: alone, category: 1, permissions: [] }))
      .status,
  ).toBe(202);
  await expect(page.getByRole('status', { name: unreachable }).first()).toBeVisible();
  await relay.start();
  await expect.poll(() => rolesNamed(request, token, alone), { timeout: 20_000 }).toHaveLength(1);
  await expect(page.getByRole('status', { name: 'Online' })).toBeVisible();
  await expectOutboxEmpty(page);
});

test('a long outbox is one ordered store, listed a page at a time, drained in order', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await signInAt(page, relay.origin);
  await relay.stop();
  const prefix = uniqueName('Queued');
  const statuses = await page.evaluate(async (prefix) => {
    const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { accessToken: string };
    const answers: number[] = [];
    for (let i = 0; i < 55; i++) {
      const response = await fetch('/api/account/Role', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${session.accessToken}`,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          name: `${prefix} ${String(i).padStart(2, '0')}`,
          category: 1,
          permissions: [],
        }),
      });
      answers.push(response.status);
    }
    return answers;
  }, prefix);
  expect(new Set(statuses)).toEqual(new Set([202]));

  // One store holds them, each with its place; workbox's second copy of the requests is gone.
  const records = await outboxRecords(page);
  expect(records).toHaveLength(55);
  expect(records.every((record, i) => i === 0 || record.seq > records[i - 1]!.seq)).toBe(true);
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(databases).not.toContain('workbox-background-sync');

  // The panel lists the first ones and counts the rest instead of reading every record on each change.
  await pendingBadge(page).click();
  const drawer = page.getByRole('dialog', { name: 'Changes not yet saved' });
  await expect(drawer.getByText('and 5 more after these.')).toBeVisible();
  await expect(drawer.locator('[data-state="pending"]')).toHaveCount(50);
  await page.keyboard.press('Escape');

  await relay.start();
  await expectOutboxEmpty(page, 30_000);
  const roles = await rolesNamed(request, token, prefix);
  expect(roles).toHaveLength(55);
  const byArrival = [...roles].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt)).map((r) => r.name);
  expect(byArrival).toEqual([...byArrival].sort());
});
