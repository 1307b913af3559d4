import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, createWorkOrders, userWithPermissions } from '../api';
import { signInAs } from '../fixtures';
import { assignWorkOrders, vendorCrew } from './work-order-api';

/*
 * Live updates: a change another supervisor makes reaches an open console through the change feed, without
 * a reload, and is marked with who made it; a console that was offline catches up when it is back.
 */
const LIST = '/work-order/list-view';
const VENDOR = 'Brahmaputra Field Services';
const CREW = 'Chandmari Line Crew';

const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

type Request = Parameters<typeof apiToken>[0];

/**
 * A new unassigned order, open on the administrator's list (every status shown), and another supervisor's
 * token with what assigning it takes.
 */
async function orderOnList(page: Page, request: Request, location: number) {
  const token = await apiToken(request);
  const [order] = await createWorkOrders(request, token, 1, location);
  const crew = await vendorCrew(request, token, VENDOR, CREW);
  const other = await userWithPermissions(request, ['workOrder.view', 'workOrder.update']);
  const theirs = await apiToken(request, other.email, other.password);
  await signInAs(page);
  await page.goto(`${LIST}?status=any&q=${order!.code}`);
  const row = rowOf(page, order!.code);
  await expect(row).toContainText('Unassigned');
  return { order: order!, crew, theirs, row };
}

test('another supervisor’s assignment shows on the open list within 2 s, marked with who made it', async ({
  page,
  request,
}) => {
  const { order, crew, theirs, row } = await orderOnList(page, request, 60);

  await assignWorkOrders(request, theirs, [order.id], crew);
  await expect(row).toContainText(VENDOR, { timeout: 2000 });
  await expect(row.getByTestId('changed-mark')).toContainText(/Changed by E2E User/);
  // The mark goes after a few seconds; the change stays.
  await expect(row.getByTestId('changed-mark')).toBeHidden({ timeout: 10_000 });
  await expect(row).toContainText(VENDOR);
});

test('a console offline while an order changed shows the change within 5 s of reconnecting', async ({
  page,
  context,
  request,
}) => {
  const { order, crew, theirs, row } = await orderOnList(page, request, 61);

  await context.setOffline(true);
  await assignWorkOrders(request, theirs, [order.id], crew);
  await page.waitForTimeout(1500);
  await expect(row).toContainText('Unassigned');
  await context.setOffline(false);
  await expect(row).toContainText(VENDOR, { timeout: 5000 });
});

test('an order changed by someone else while it is edited says so before saving, theirs beside mine', async ({
  page,
  request,
}) => {
  const { order, theirs } = await orderOnList(page, request, 62);
  await page.goto(`/work-order/list-view/${order.id}`);
  const field = page.getByRole('textbox', { name: 'Description' });
  await field.fill('Mine: replace the seal');

  const current = await apiCall<{ version: number }>(
    request,
    theirs,
    'GET',
    `/api/workorder/Workorder/GetById?workorderId=${order.id}`,
  );
  await apiCall(request, theirs, 'PUT', `/api/workorder/Workorder?workorderId=${order.id}`, {
    description: 'Theirs: seal already replaced',
    version: current.version,
  });
  const alert = page.getByRole('alert').filter({ hasText: 'changed this while you were editing' });
  await expect(alert).toContainText(/E2E User \d+ changed this while you were editing/, { timeout: 2000 });
  const row = alert.getByRole('row', { name: /Description/ });
  await expect(row).toContainText('Theirs: seal already replaced');
  await expect(row).toContainText('Mine: replace the seal');
  await alert.getByRole('button', { name: 'Use their version' }).click();
  await expect(field).toHaveValue('Theirs: seal already replaced');
  await expect(alert).toBeHidden();
});
