import { expect, test, type Page, type Route } from '@playwright/test';
import { apiCall, apiToken, createWorkOrders } from '../api';
import { openInApp, signInAs } from '../fixtures';
import { assignWorkOrders, completeWorkOrder, vendorCrew } from '../work-orders/work-order-api';
import { waitForServiceWorker } from '../../support/offline-browser';
import { expectOutboxEmpty, pendingBadge, SHOTS } from './sync-support';

/**
 * Issue 19 item 4, issue 18 item 7 and issue 23: writes made offline wait in the outbox as the actions a
 * person made ("Approve WO-…", "Assign 1 work order to …"), each record they change carries a "Waiting to
 * send" mark on its page and in the list until its write lands, and a refetch made while a write still
 * waits does not put the server's older values back on the screen.
 */

const LIST = '/work-order/list-view';
const VENDOR = 'Kamrup Line Contractors';
const CREW = 'Lokhra Substation Crew';
const viewPath = (id: string) => `${LIST}/view/${id}`;

interface Order {
  id: string;
  code: string;
  approvalStatus: number | null;
  vendorName: string | null;
  crewName: string | null;
}

async function goOffline(page: Page, offline: boolean) {
  await page.context().setOffline(offline);
  await page.waitForFunction((wanted) => navigator.onLine === !wanted, offline);
}

async function choose(page: Page, label: RegExp, option: string) {
  const modal = page.getByRole('dialog', { name: 'Assign Work Order' });
  await modal.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

test('offline actions are named as a person would, marked on their records, land without a flash', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiToken(request);
  const [toApprove, toAssign] = await createWorkOrders(request, token, 2, 40);
  await assignWorkOrders(request, token, [toApprove!.id], await vendorCrew(request, token, VENDOR, CREW));
  await completeWorkOrder(request, token, toApprove!.id);
  const server = (id: string) =>
    apiCall<Order>(request, token, 'GET', `/api/workorder/Workorder/GetById?workorderId=${id}`);

  // Online, the screens the supervisor will use offline are loaded once: the order, the list, the pickers.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page);
  await waitForServiceWorker(page);
  await page.goto(`${LIST}/assign-wo?ids=${toAssign!.id}`);
  await choose(page, /^Vendor/, VENDOR);
  await choose(page, /^Crew/, CREW);
  await page.keyboard.press('Escape');
  await openInApp(page, LIST);
  await expect(page.getByRole('link', { name: toAssign!.code })).toBeVisible();
  await openInApp(page, viewPath(toApprove!.id));
  const badges = page.getByTestId('order-badges');
  await expect(badges).toHaveText('CompletedPending');

  // Offline: approve the order on its page, then assign the other from the list.
  await goOffline(page, true);
  await page.getByRole('button', { name: 'Approve' }).click();
  const approval = page.getByRole('dialog', { name: `Approval of ${toApprove!.code}` });
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText(`Approve ${toApprove!.code}: it will be sent when the connection returns.`),
  ).toBeVisible();
  await expect(badges).toContainText('Approved');
  await expect(badges.getByText('Waiting to send')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/marks-order-1280.png` });

  await openInApp(page, `${LIST}/assign-wo?ids=${toAssign!.id}`);
  await choose(page, /^Vendor/, VENDOR);
  await choose(page, /^Crew/, CREW);
  await page
    .getByRole('dialog', { name: 'Assign Work Order' })
    .getByRole('button', { name: 'Assign' })
    .click();
  const assignLabel = `Assign 1 work order to ${VENDOR} (crew ${CREW})`;
  await expect(page.getByText(`${assignLabel}: it will be sent when the connection returns.`)).toBeVisible();

  // The list marks both orders; the approval shows on the order's row too.
  await openInApp(page, LIST);
  const row = (code: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: code }) });
  await expect(row(toAssign!.code).getByText('Waiting to send')).toBeVisible();
  await expect(row(toApprove!.code).getByText('Waiting to send')).toBeVisible();
  await expect(row(toApprove!.code).getByText('Approved')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('listitem').getByText('Waiting to send').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/marks-list-360.png` });

  // The panel names each write by what it does; pictures at a tablet's and a phone's width.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await pendingBadge(page).click();
  const drawer = page.getByRole('dialog', { name: 'Changes not yet saved' });
  const actions = drawer.getByTestId('outbox-action');
  await expect(actions).toHaveText([`Approve ${toApprove!.code}`, assignLabel]);
  await expect(drawer.getByText(/PUT |POST |workorder\//)).toHaveCount(0);
  for (const width of [768, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(actions.first()).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/panel-${width}.png` });
  }
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The approval is held on its way to the server; the assignment goes ahead of it (another record).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/api/workorder/Workorder/UpdateApprovalStatus**', async (route: Route) => {
    await released;
    await route.continue();
  });
  await goOffline(page, false);
  await expect(row(toAssign!.code).getByText('Waiting to send')).toHaveCount(0, { timeout: 20_000 });
  await expect(row(toApprove!.code).getByText('Waiting to send')).toBeVisible();
  expect(await server(toAssign!.id)).toMatchObject({ vendorName: VENDOR, crewName: CREW });

  // A reload while the approval still waits: the order is fetched again and the server still says
  // "Pending"; the screen keeps the device's "Approved", and never shows "Pending" in between.
  await page.addInitScript(() => {
    const seen = { pending: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="order-badges"] [data-approval="1"]')) seen.pending = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const refetched = page.waitForResponse((response) =>
    response.url().includes(`Workorder/GetById?workorderId=${toApprove!.id}`),
  );
  await page.goto(viewPath(toApprove!.id));
  await refetched;
  expect((await server(toApprove!.id)).approvalStatus).toBe(1);
  await expect(badges).toContainText('Approved');
  await expect(badges.getByText('Waiting to send')).toBeVisible();

  // The approval lands: the mark goes, the order shows the server's (now approved) values.
  release();
  await expect(badges.getByText('Waiting to send')).toHaveCount(0, { timeout: 20_000 });
  await expect(badges).toHaveText('CompletedApproved');
  expect(
    await page.evaluate(() => (window as unknown as { __seen: { pending: boolean } }).__seen.pending),
  ).toBe(false);
  await expectOutboxEmpty(page);
  expect((await server(toApprove!.id)).approvalStatus).toBe(2);
});
