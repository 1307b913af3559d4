import { expect, test } from '@playwright/test';
import {
  boardDay,
  boardWindow,
  crewRow,
  dragOrder,
  DRAGGED,
  getOrder,
  HOUR,
  KEYBOARD,
  OFFLINE,
  openBoard,
  orderIn,
  serverFields,
  setUp,
} from './swim-lane-board';

test('orders dragged on the swim lane: to another crew the server reassigns them, along the row it moves their plan', async ({
  page,
  request,
}) => {
  const { token, crewA, crewB, day, orders } = await setUp(request, DRAGGED);
  const [toMove, toShift] = orders;

  await openBoard(page, day.param, { viewport: { width: 1280, height: 900 } });
  await expect(page.getByRole('tab', { name: 'Swimlane' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Date', { exact: true })).toHaveText(day.display);
  await expect(page.getByTestId('swimlane-window')).toHaveText('08:00–18:00');

  // Crews are rows with their members; the orders sit at 10:00, labelled with their time and code.
  const rowA = crewRow(page, crewA.crewId);
  const rowB = crewRow(page, crewB.crewId);
  await expect(rowA.getByRole('list', { name: 'Members of Chandmari Line Crew' })).toContainText(
    'Ratul Kalita, Leader',
  );
  await expect(orderIn(page, crewA.crewId, toMove!.id)).toContainText(`${toMove!.code} 10:00`);
  await expect(orderIn(page, crewA.crewId, toShift!.id)).toContainText('10:00');
  const rowHeight = (await rowA.boundingBox())!.height;
  expect(rowHeight).toBeGreaterThanOrEqual(67);
  expect(rowHeight).toBeLessThanOrEqual(68);

  // Drag the first to crew B's row at the same time: it shows there at once and the server reassigns it.
  await dragOrder(page, page.locator(`[data-item-id="${toMove!.id}"]`), { toRow: rowB });
  await expect(orderIn(page, crewB.crewId, toMove!.id)).toBeVisible();
  await expect
    .poll(serverFields(request, token, toMove!.id, ['vendorId', 'crewId']))
    .toEqual({ vendorId: crewB.vendorId, crewId: crewB.crewId });
  await expect(orderIn(page, crewB.crewId, toMove!.id)).toContainText('10:00');
  expect((await getOrder(request, token, toMove!.id)).plannedStartTime).toBe(day.iso(10));

  // Drag the second two hours later along its row: planned 12:00 to 13:00, same crew.
  await dragOrder(page, page.locator(`[data-item-id="${toShift!.id}"]`), { hours: 2 });
  await expect(orderIn(page, crewA.crewId, toShift!.id)).toContainText('12:00');
  await expect
    .poll(async () => (await getOrder(request, token, toShift!.id)).plannedStartTime)
    .toBe(day.iso(12));
  const after = await getOrder(request, token, toShift!.id);
  expect(after.plannedEndTime).toBe(day.iso(13));
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
  const { token, crewA, crewB, day, orders } = await setUp(request, KEYBOARD);
  const [order] = orders;

  await openBoard(page, day.param);
  const item = orderIn(page, crewA.crewId, order!.id);
  await expect(item).toContainText('09:00');

  // Dropped on the Unassigned row: nothing is sent and it stays with its crew.
  await dragOrder(page, item, { toRow: crewRow(page, 'unassigned') });
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
  await expect(orderIn(page, crewB.crewId, order!.id)).toContainText('14:30');
  await expect
    .poll(serverFields(request, token, order!.id, ['crewId', 'plannedStartTime', 'plannedEndTime']))
    .toEqual({ crewId: crewB.crewId, plannedStartTime: day.iso(14.5), plannedEndTime: day.iso(15.5) });
});

test('a move made offline shows at once, waits in the outbox and reaches the server when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const { token, crewA, crewB, day, orders } = await setUp(request, OFFLINE);
  const [order] = orders;

  await openBoard(page, day.param, { viewport: { width: 1280, height: 1000 }, serviceWorker: true });
  const inRow = (crewId: string) => orderIn(page, crewId, order!.id);
  await expect(inRow(crewA.crewId)).toContainText('10:00');
  await crewRow(page, crewB.crewId).scrollIntoViewIfNeeded();

  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  // To crew B and an hour later in one drop: the assignment, then the new plan, both queued in order.
  await dragOrder(page, inRow(crewA.crewId), { hours: 1, toRow: crewRow(page, crewB.crewId) });
  await expect(inRow(crewB.crewId)).toContainText('11:00');
  await expect(inRow(crewB.crewId)).toHaveAccessibleName(/waiting to be sent/);
  await expect(page.getByText('Saved on this device').first()).toBeVisible();
  expect((await getOrder(request, token, order!.id)).crewId).toBe(crewA.crewId);

  await context.setOffline(false);
  await expect
    .poll(serverFields(request, token, order!.id, ['crewId', 'plannedStartTime']), { timeout: 30_000 })
    .toEqual({ crewId: crewB.crewId, plannedStartTime: day.iso(11) });
  await expect(inRow(crewB.crewId)).not.toHaveAccessibleName(/waiting to be sent/, { timeout: 30_000 });
  await expect(inRow(crewB.crewId)).toContainText('11:00');
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('the board renders, pans with a finger, stays within the day, pinches to zoom', async ({ page }) => {
    // A day without orders: the fingers land on the empty board.
    await openBoard(page, boardDay(47).param);
    const board = page.getByTestId('swimlane-board');
    await expect(board).toBeVisible();
    await expect(crewRow(page, 'unassigned')).toBeVisible();
    await expect(page.getByTestId('swimlane-window')).toHaveText('08:00–18:00');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    const lane = (await crewRow(page, 'unassigned').getByRole('group').boundingBox())!;
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
