import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, createWorkOrders } from '../api';
import { signInAs } from '../fixtures';
import { sendFromPage, waitForServiceWorker } from '../../support/offline-browser';
import {
  createRole,
  expectOutboxEmpty,
  outboxRecords,
  pendingBadge,
  SHOTS,
  uniqueName,
} from './sync-support';

/**
 * Issue 23, items 1 and 4: an edit made offline shows at once on the screen that made it; when the server
 * refuses it on replay, the screen goes back to the server's values and says so, and the panel sets the
 * device's values beside the server's, field by field, to keep mine (re-based and sent) or take theirs.
 * Other refusals are told in a person's words.
 */

interface Order {
  id: string;
  code: string;
  description: string | null;
  version: number;
}

async function goOffline(page: Page, offline: boolean) {
  await page.context().setOffline(offline);
  await page.waitForFunction((wanted) => navigator.onLine === !wanted, offline);
}

test('an offline edit shows at once, rolls back visibly when refused, is resolved field by field', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const [created] = await createWorkOrders(request, token, 1, 7);
  const order = created!;
  const orderPath = `/work-order/${order.id}`;
  await apiCall(request, token, 'PUT', `/api/workorder/Workorder?workorderId=${order.id}`, {
    description: 'Check the meter seal',
    version: order.version,
  });

  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAs(page);
  await waitForServiceWorker(page);
  await page.goto(orderPath);
  await expect(page.getByText('Check the meter seal')).toBeVisible();
  await page.goto(`/work-order/list-view/${order.id}`);
  const field = page.getByRole('textbox', { name: 'Description' });
  await expect(field).toHaveValue('Check the meter seal');

  // Offline, the supervisor changes the description: the order's page shows the new one at once.
  await goOffline(page, true);
  await field.fill('Replace the seal and photograph it');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved on this device').first()).toBeVisible();
  await page.waitForURL(`**/work-order/list-view/view/${order.id}`);
  await expect(page.getByText('Replace the seal and photograph it')).toBeVisible();
  await expect(page.getByText('Check the meter seal')).toHaveCount(0);

  // Meanwhile the office changes it too; the device's change is refused on replay.
  const server = await apiCall<Order>(
    request,
    token,
    'GET',
    `/api/workorder/Workorder/GetById?workorderId=${order.id}`,
  );
  await apiCall(request, token, 'PUT', `/api/workorder/Workorder?workorderId=${order.id}`, {
    description: 'Office: seal already replaced',
    version: server.version,
  });
  await goOffline(page, false);
  await expect(page.getByText('The server refused a saved change')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Office: seal already replaced')).toBeVisible();
  await expect(page.getByText('Replace the seal and photograph it')).toHaveCount(0);

  // The panel sets the device's values beside the server's.
  await pendingBadge(page).click();
  const drawer = page.getByRole('dialog', { name: 'Changes not yet saved' });
  const table = drawer.getByRole('table', { name: 'This device and the server, field by field' });
  // The conflict is titled with the action, and names the order by its code.
  await expect(drawer.getByRole('article', { name: `Conflict: Edit ${order.code}` })).toBeVisible();
  await expect(
    drawer.getByText(`Someone changed ${order.code} after this device saved its change.`),
  ).toBeVisible();
  const row = table.getByRole('row', { name: /Description/ });
  await expect(row).toContainText('Replace the seal and photograph it');
  await expect(row).toContainText('Office: seal already replaced');
  await expect(row).toHaveAttribute('data-differs', 'true');
  // The notices close by themselves; the pictures show the panel alone.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/conflict-768.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(drawer.getByRole('button', { name: 'Keep mine' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/conflict-360.png` });

  // Keep mine: the same change, on the server's version, is sent and applied.
  await drawer.getByRole('button', { name: 'Keep mine' }).click();
  await expect(drawer.getByText('Every change is saved on the server.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Replace the seal and photograph it').first()).toBeVisible();
  const kept = await apiCall<Order>(
    request,
    token,
    'GET',
    `/api/workorder/Workorder/GetById?workorderId=${order.id}`,
  );
  expect(kept).toMatchObject({
    description: 'Replace the seal and photograph it',
    version: server.version + 2,
  });
});

test('a refusal that is no conflict says why in words: values not accepted, record deleted', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const [invalid, deleted] = [
    await createRole(request, token, uniqueName('Invalid later')),
    await createRole(request, token, uniqueName('Deleted later')),
  ];
  await signInAs(page);
  await waitForServiceWorker(page);
  await goOffline(page, true);
  const put = (role: typeof invalid, name: string) =>
    sendFromPage(page, 'PUT', `/api/account/Role?id=${role.id}`, {
      name,
      category: 1,
      permissions: [],
      version: role.version,
    });
  expect((await put(invalid, ' ')).status).toBe(202);
  expect((await put(deleted, `${deleted.name} renamed`)).status).toBe(202);
  await apiCall(request, token, 'DELETE', `/api/account/Role?id=${deleted.id}`);

  await goOffline(page, false);
  await expect
    .poll(async () => (await outboxRecords(page)).map((record) => record.failure?.status), {
      timeout: 20_000,
    })
    .toEqual([400, 404]);
  await pendingBadge(page).click();
  const drawer = page.getByRole('dialog', { name: 'Changes not yet saved' });
  await expect(drawer.getByText('Some values were not accepted.')).toBeVisible();
  await expect(drawer.getByText('Name is required')).toBeVisible();
  await expect(drawer.getByText('This record no longer exists.')).toBeVisible();
  // A deleted record cannot take the change: only Discard is offered for it.
  await expect(drawer.getByRole('button', { name: 'Send again' })).toHaveCount(1);
  for (let i = 0; i < 2; i++) {
    await drawer.getByRole('button', { name: 'Discard' }).first().click();
    await page.getByRole('button', { name: 'Discard change' }).click();
  }
  await expectOutboxEmpty(page);
});
