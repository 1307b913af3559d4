import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, createWorkOrders } from '../api';
import { signInAs } from '../fixtures';
import { assignWorkOrders, completeWorkOrder, dashboardStats, vendorCrew } from './work-order-api';

const QUICK_VIEW = '/work-order/quick-view';
const VENDOR = 'Brahmaputra Field Services';
const CREW = 'Chandmari Line Crew';

// A supervisor's tablet: portrait, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

/**
 * A finger drawn from the card's right edge towards its left, as Chromium gets it from a touch screen: paced
 * like a hand (a frame between moves) and resting before it lifts. An instant, unpaced swipe ends in a
 * fling, and Chromium spends the next tap on stopping the fling instead of clicking.
 */
async function swipeLeft(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width - 24;
  const to = box.x + 40;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 10, y }],
    });
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search code or location' }).fill(term);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term)}`));
}

function chip(page: Page, name: string) {
  return page.locator('label', { hasText: new RegExp(`^${name}$`) });
}

async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

const card = (page: Page, code: string) => page.getByRole('article', { name: code });
const buttons = (page: Page, code: string) => page.getByRole('group', { name: `Actions for ${code}` });

test('a supervisor on a tablet assigns with a swipe, approves and reopens completed work; the dashboard counts it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const [unassigned, done] = await createWorkOrders(request, token, 2, 40);
  const crew = await vendorCrew(request, token, VENDOR, CREW);
  await assignWorkOrders(request, token, [done!.id], crew);
  await completeWorkOrder(request, token, done!.id);
  await signInAs(page);

  // Unassigned and completed work by default; the unassigned order has only Assign.
  await page.goto(QUICK_VIEW);
  await expect(page.getByRole('checkbox', { name: 'Unassigned' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
  await search(page, unassigned!.code);
  const first = card(page, unassigned!.code);
  await expect(first.getByText('Unassigned', { exact: true })).toBeVisible();
  await expect(first).toContainText(unassigned!.locationIdentifier);
  await expect(buttons(page, unassigned!.code).getByRole('button')).toHaveText(['Assign']);

  // A left swipe uncovers the card's actions; tapping Assign opens the modal for this one order.
  const tray = page.getByRole('group', { name: `Swipe actions for ${unassigned!.code}` });
  await expect(tray).toBeHidden();
  await swipeLeft(page, first);
  await expect(tray).toBeVisible();
  await tray.getByRole('button', { name: `Assign ${unassigned!.code}` }).tap();
  const assign = page.getByRole('dialog', { name: 'Assign Work Order' });
  await expect(assign).toContainText('Assign 1 work order');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByTestId('assign-error')).toHaveText('Vendor and Crew is required.*');
  await choose(page, assign, /^Vendor/, VENDOR);
  await choose(page, assign, /^Crew/, CREW);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Multiple Work Order Assigned successfully.')).toBeVisible();
  await expect(assign).toBeHidden();
  // Assigned work is not in the default chips: it leaves the view, and one tap on Assigned brings it back.
  await expect(page.getByTestId('quick-view-empty')).toBeVisible();
  await chip(page, 'Assigned').tap();
  await expect(page).toHaveURL(/status=1%2C2%2C4/);
  await expect(first.getByText('Assigned', { exact: true })).toBeVisible();
  await expect(first).toContainText(`${VENDOR} · ${CREW}`);

  // Completed work pending approval: approve it from its card.
  await search(page, done!.code);
  const second = card(page, done!.code);
  await expect(second.getByText('Pending', { exact: true })).toBeVisible();
  await expect(buttons(page, done!.code).getByRole('button')).toHaveText(['Approve', 'Reject', 'Re-Open']);
  await buttons(page, done!.code)
    .getByRole('button', { name: `Approve ${done!.code}` })
    .tap();
  await expect(page.getByText(`${done!.code} approved.`)).toBeVisible();
  await expect(second.getByText('Approved', { exact: true })).toBeVisible();
  await expect(buttons(page, done!.code).getByRole('button')).toHaveText(['Re-Open']);

  // Reopen it: back to its crew as assigned.
  await buttons(page, done!.code)
    .getByRole('button', { name: `Re-Open ${done!.code}` })
    .tap();
  const reopen = page.getByRole('dialog', { name: 'Re-Open Work Order' });
  await reopen.getByRole('textbox', { name: 'Remarks' }).fill('Meter seal photo missing');
  await reopen.getByRole('button', { name: 'Re-Open' }).click();
  await expect(page.getByText('Multiple Re-Open of Work Order successfully.')).toBeVisible();
  await expect(second.getByText('Assigned', { exact: true })).toBeVisible();
  await expect(buttons(page, done!.code).getByRole('button')).toHaveText(['Assign']);

  // Tapping a card opens the order.
  await second.getByText(done!.locationIdentifier).tap();
  await expect(page).toHaveURL(new RegExp(`/work-order/${done!.id}$`));

  // The dashboard shows the same counts as the server, and its pending figure opens the matching cards.
  const stats = await dashboardStats(request, token);
  const count = (list: Array<{ id: number; count: number }>, id: number) =>
    String(list.find((c) => c.id === id)?.count ?? 0);
  await page.goto('/dashboard');
  const figures = page.getByRole('region', { name: 'Work orders at a glance' });
  await expect(figures.getByTestId('pending-approval')).toHaveText(count(stats.byApproval, 1));
  await expect(figures.getByTestId('approval-Approved')).toHaveText(count(stats.byApproval, 2));
  await expect(figures.getByTestId('count-Total')).toHaveText(String(stats.total));
  await expect(figures.getByTestId('count-Assigned')).toHaveText(count(stats.byStatus, 2));
  await expect(figures.getByTestId('count-Unassigned')).toHaveText(count(stats.byStatus, 1));
  await expect(
    figures.getByRole('table', { name: 'By vendor' }).getByRole('row', { name: new RegExp(VENDOR) }),
  ).toBeVisible();
  await figures.getByRole('link', { name: 'Review work orders awaiting approval' }).click();
  await expect(page).toHaveURL(/quick-view\?approval=1/);
  await expect(page.getByRole('checkbox', { name: 'Awaiting approval' })).toBeChecked();
});

test('screenshots: the quick view at 360, 768 and 1280 px (with a swiped card) and the dashboard at 1280', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const orders = await createWorkOrders(request, token, 3, 50);
  const crew = await vendorCrew(request, token, VENDOR, CREW);
  await assignWorkOrders(request, token, [orders[1]!.id, orders[2]!.id], crew);
  await completeWorkOrder(request, token, orders[2]!.id);
  await signInAs(page);

  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 768 ? 1024 : 800 });
    await page.goto(`${QUICK_VIEW}?status=1,2,4`);
    await expect(page.getByTestId('quick-view-count')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`quick-view-${width}.png`), fullPage: true });
  }

  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`${QUICK_VIEW}?status=4&q=${orders[2]!.code}`);
  await swipeLeft(page, card(page, orders[2]!.code));
  await expect(page.getByRole('group', { name: `Swipe actions for ${orders[2]!.code}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('quick-view-swiped-768.png') });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('pending-approval')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280.png'), fullPage: true });
});
