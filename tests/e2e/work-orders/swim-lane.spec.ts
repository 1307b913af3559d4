import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken, createWorkOrders, type CreatedWorkOrder } from '../api';
import { signInAs } from '../fixtures';
import { waitForServiceWorker } from '../../support/offline-browser';
import { assignWorkOrders, vendorCrew } from './work-order-api';

const SWIM_LANE = '/work-order/swim-lane';
const HOUR = 3_600_000;

interface Order {
  id: string;
  version: number;
  vendorId: string | null;
  crewId: string | null;
  plannedStartTime: string | null;
  plannedEndTime: string | null;
}

/** A day well away from the demo orders, as the date picker's address parameter and as local midnight. */
function boardDay(offsetDays: number) {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  const param = `${midnight.getFullYear()}-${pad(midnight.getMonth() + 1)}-${pad(midnight.getDate())}`;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    midnight.getMonth()
  ];
  // DD MMM YY, as the date picker shows it.
  const display = `${pad(midnight.getDate())} ${month} ${String(midnight.getFullYear()).slice(2)}`;
  return { param, display, at: (hour: number) => midnight.getTime() + hour * HOUR };
}

const getOrder = (request: APIRequestContext, token: string, id: string) =>
  apiCall<Order>(request, token, 'GET', `/api/workorder/Workorder/GetById?workorderId=${id}`);

/** Plans the order from `start` to `end` (PUT Workorder). */
async function plan(
  request: APIRequestContext,
  token: string,
  order: CreatedWorkOrder,
  start: number,
  end: number,
) {
  const current = await getOrder(request, token, order.id);
  await apiCall(request, token, 'PUT', `/api/workorder/Workorder?workorderId=${order.id}`, {
    plannedStartTime: new Date(start).toISOString(),
    plannedEndTime: new Date(end).toISOString(),
    version: current.version,
  });
}

/** Presses the mouse on the middle of `item`, moves in small real steps to (x, y) and releases it. */
async function dragTo(page: Page, item: Locator, x: number, y: number) {
  const box = (await item.boundingBox())!;
  const from = { x: box.x + Math.min(20, box.width / 2), y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(x, y, { steps: 15 });
  await page.mouse.up();
  return from;
}

async function boardWindow(page: Page) {
  const board = page.getByTestId('swimlane-board');
  return {
    start: Number(await board.getAttribute('data-window-start')),
    end: Number(await board.getAttribute('data-window-end')),
  };
}

test('orders dragged on the swim lane: to another crew the server reassigns them, along the row it moves their plan', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const crewA = await vendorCrew(request, token, 'Brahmaputra Field Services', 'Chandmari Line Crew');
  const crewB = await vendorCrew(request, token, 'Kamrup Line Contractors', 'Lokhra Substation Crew');
  const day = boardDay(45);
  const [toMove, toShift] = await createWorkOrders(request, token, 2, 92);
  for (const order of [toMove!, toShift!]) await plan(request, token, order, day.at(10), day.at(11));
  await assignWorkOrders(request, token, [toMove!.id, toShift!.id], crewA);

  await signInAs(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${SWIM_LANE}?date=${day.param}`);
  await expect(page.getByRole('tab', { name: 'Swimlane' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Date', { exact: true })).toHaveText(day.display);
  await expect(page.getByTestId('swimlane-window')).toHaveText('08:00–18:00');

  // Crews are rows with their members; the orders sit at 10:00, labelled with their time and code.
  const rowA = page.locator(`[data-row="${crewA.crewId}"]`);
  const rowB = page.locator(`[data-row="${crewB.crewId}"]`);
  await expect(rowA.getByRole('list', { name: 'Members of Chandmari Line Crew' })).toContainText(
    'Ratul Kalita, Leader',
  );
  const moved = page.locator(`[data-item-id="${toMove!.id}"]`);
  const shifted = page.locator(`[data-item-id="${toShift!.id}"]`);
  await expect(rowA.locator(`[data-item-id="${toMove!.id}"]`)).toContainText(`10:00${toMove!.code}`);
  await expect(rowA.locator(`[data-item-id="${toShift!.id}"]`)).toContainText('10:00');
  const rowHeight = (await rowA.boundingBox())!.height;
  expect(rowHeight).toBeGreaterThanOrEqual(67);
  expect(rowHeight).toBeLessThanOrEqual(68);

  // Drag the first to crew B's row at the same time: it shows there at once and the server reassigns it.
  const laneB = (await rowB.getByRole('group').boundingBox())!;
  const start = (await moved.boundingBox())!;
  await dragTo(page, moved, start.x + Math.min(20, start.width / 2), laneB.y + laneB.height / 2);
  await expect(rowB.locator(`[data-item-id="${toMove!.id}"]`)).toBeVisible();
  await expect
    .poll(async () => {
      const order = await getOrder(request, token, toMove!.id);
      return { vendorId: order.vendorId, crewId: order.crewId };
    })
    .toEqual({ vendorId: crewB.vendorId, crewId: crewB.crewId });
  await expect(rowB.locator(`[data-item-id="${toMove!.id}"]`)).toContainText('10:00');
  expect((await getOrder(request, token, toMove!.id)).plannedStartTime).toBe(
    new Date(day.at(10)).toISOString(),
  );

  // Drag the second two hours later along its row: planned 12:00 to 13:00, same crew.
  const view = await boardWindow(page);
  const lane = (await rowA.getByRole('group').boundingBox())!;
  const pxPerHour = (lane.width * HOUR) / (view.end - view.start);
  const box = (await shifted.boundingBox())!;
  const from = { x: box.x + Math.min(20, box.width / 2), y: box.y + box.height / 2 };
  await dragTo(page, shifted, from.x + 2 * pxPerHour, from.y);
  await expect(rowA.locator(`[data-item-id="${toShift!.id}"]`)).toContainText('12:00');
  await expect
    .poll(async () => (await getOrder(request, token, toShift!.id)).plannedStartTime)
    .toBe(new Date(day.at(12)).toISOString());
  const after = await getOrder(request, token, toShift!.id);
  expect(after.plannedEndTime).toBe(new Date(day.at(13)).toISOString());
  expect(after.crewId).toBe(crewA.crewId);

  // A tap opens the order's details with a link to it.
  await page.locator(`[data-item-id="${toShift!.id}"]`).click();
  const details = page.getByRole('dialog', { name: `Work order ${toShift!.code}` });
  await details.getByRole('link', { name: 'Open work order' }).click();
  await expect(page).toHaveURL(new RegExp(`/work-order/list-view/view/${toShift!.id}`));
});

test('the keyboard moves an order through the Move dialog; the Unassigned row refuses a drop', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const crewA = await vendorCrew(request, token, 'Brahmaputra Field Services', 'Chandmari Line Crew');
  const crewB = await vendorCrew(request, token, 'Brahmaputra Field Services', 'Beltola Maintenance Crew');
  const day = boardDay(46);
  const [order] = await createWorkOrders(request, token, 1, 94);
  await plan(request, token, order!, day.at(9), day.at(10));
  await assignWorkOrders(request, token, [order!.id], crewA);

  await signInAs(page);
  await page.goto(`${SWIM_LANE}?date=${day.param}`);
  const item = page.locator(`[data-row="${crewA.crewId}"] [data-item-id="${order!.id}"]`);
  await expect(item).toContainText('09:00');

  // Dropped on the Unassigned row: nothing is sent and it stays with its crew.
  const unassigned = (await page.locator('[data-row="unassigned"]').getByRole('group').boundingBox())!;
  const box = (await item.boundingBox())!;
  await dragTo(page, item, box.x + 20, unassigned.y + unassigned.height / 2);
  await expect(item).toBeVisible();
  expect((await getOrder(request, token, order!.id)).crewId).toBe(crewA.crewId);

  await item.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: `Work order ${order!.code}` });
  await details.getByRole('button', { name: 'Move…' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${order!.code}` });
  await dialog.getByRole('combobox', { name: 'Crew' }).click();
  await page.getByRole('option', { name: /^Beltola Maintenance Crew/ }).click();
  await dialog.getByRole('combobox', { name: 'Planned start' }).click();
  await page.getByRole('option', { name: '14:30', exact: true }).click();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.locator(`[data-row="${crewB.crewId}"] [data-item-id="${order!.id}"]`)).toContainText(
    '14:30',
  );
  await expect
    .poll(async () => {
      const current = await getOrder(request, token, order!.id);
      return [current.crewId, current.plannedStartTime, current.plannedEndTime];
    })
    .toEqual([crewB.crewId, new Date(day.at(14.5)).toISOString(), new Date(day.at(15.5)).toISOString()]);
});

test('a move made offline shows at once, waits in the outbox and reaches the server when the connection returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const crewA = await vendorCrew(request, token, 'Kamrup Line Contractors', 'Lokhra Substation Crew');
  const crewB = await vendorCrew(request, token, 'Kamrup Line Contractors', 'Maligaon Night Crew');
  const day = boardDay(48);
  const [order] = await createWorkOrders(request, token, 1, 95);
  await plan(request, token, order!, day.at(10), day.at(11));
  await assignWorkOrders(request, token, [order!.id], crewA);

  await signInAs(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await waitForServiceWorker(page);
  await page.goto(`${SWIM_LANE}?date=${day.param}`);
  const inRow = (crewId: string) => page.locator(`[data-row="${crewId}"] [data-item-id="${order!.id}"]`);
  await expect(inRow(crewA.crewId)).toContainText('10:00');
  await page.locator(`[data-row="${crewB.crewId}"]`).scrollIntoViewIfNeeded();

  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  // To crew B and an hour later in one drop: the assignment, then the new plan, both queued in order.
  const view = await boardWindow(page);
  const laneB = (await page.locator(`[data-row="${crewB.crewId}"]`).getByRole('group').boundingBox())!;
  const pxPerHour = (laneB.width * HOUR) / (view.end - view.start);
  const box = (await inRow(crewA.crewId).boundingBox())!;
  await dragTo(
    page,
    inRow(crewA.crewId),
    box.x + Math.min(20, box.width / 2) + pxPerHour,
    laneB.y + laneB.height / 2,
  );
  await expect(inRow(crewB.crewId)).toContainText('11:00');
  await expect(inRow(crewB.crewId)).toHaveAccessibleName(/waiting to be sent/);
  await expect(page.getByText('Saved on this device').first()).toBeVisible();
  expect((await getOrder(request, token, order!.id)).crewId).toBe(crewA.crewId);

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const current = await getOrder(request, token, order!.id);
        return [current.crewId, current.plannedStartTime];
      },
      { timeout: 30_000 },
    )
    .toEqual([crewB.crewId, new Date(day.at(11)).toISOString()]);
  await expect(inRow(crewB.crewId)).not.toHaveAccessibleName(/waiting to be sent/, { timeout: 30_000 });
  await expect(inRow(crewB.crewId)).toContainText('11:00');
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('the board renders, pans with a finger, stays within the day, pinches to zoom', async ({ page }) => {
    await signInAs(page);
    // A day without orders: the fingers land on the empty board.
    await page.goto(`${SWIM_LANE}?date=${boardDay(47).param}`);
    const board = page.getByTestId('swimlane-board');
    await expect(board).toBeVisible();
    await expect(page.locator('[data-row="unassigned"]')).toBeVisible();
    await expect(page.getByTestId('swimlane-window')).toHaveText('08:00–18:00');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    const lane = (await page.locator('[data-row="unassigned"]').getByRole('group').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = async (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: Array<{ x: number; y: number }>,
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    const y = lane.y + lane.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await touch('touchStart', [{ x: fromX, y }]);
      for (let i = 1; i <= 10; i++) await touch('touchMove', [{ x: fromX + ((toX - fromX) * i) / 10, y }]);
      await touch('touchEnd', []);
    };

    // A finger drawn to the left brings later hours in; far to the right stops at 00:00.
    const before = await boardWindow(page);
    await swipe(lane.x + lane.width * 0.8, lane.x + lane.width * 0.3);
    const later = await boardWindow(page);
    expect(later.start).toBeGreaterThan(before.start);
    expect(later.end - later.start).toBe(before.end - before.start);
    for (let i = 0; i < 4; i++) await swipe(lane.x + 10, lane.x + lane.width - 10);
    await expect(page.getByTestId('swimlane-window')).toHaveText('00:00–10:00');

    // Two fingers moving apart zoom in; never closer than 15-minute columns (2 h 30 min across).
    const centre = lane.x + lane.width / 2;
    await touch('touchStart', [
      { x: centre - 20, y },
      { x: centre + 20, y },
    ]);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', [
        { x: centre - 20 - i * 15, y },
        { x: centre + 20 + i * 15, y },
      ]);
    }
    await touch('touchEnd', []);
    const zoomed = await boardWindow(page);
    expect(zoomed.end - zoomed.start).toBe(2.5 * HOUR);
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    const out = await boardWindow(page);
    expect(out.end - out.start).toBeGreaterThan(2.5 * HOUR);
  });
});
