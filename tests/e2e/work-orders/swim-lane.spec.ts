import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken, createWorkOrders, type CreatedWorkOrder } from '../api';
import { signInAs } from '../fixtures';
import { waitForServiceWorker } from '../../support/offline-browser';
import { assignWorkOrders, vendorCrew } from './work-order-api';

const SWIM_LANE = '/work-order/swim-lane';
const HOUR = 3_600_000;

/** Crews of the demo data, as vendor and crew name. */
type CrewName = readonly [vendor: string, crew: string];
const CHANDMARI: CrewName = ['Brahmaputra Field Services', 'Chandmari Line Crew'];
const BELTOLA: CrewName = ['Brahmaputra Field Services', 'Beltola Maintenance Crew'];
const LOKHRA: CrewName = ['Kamrup Line Contractors', 'Lokhra Substation Crew'];
const MALIGAON: CrewName = ['Kamrup Line Contractors', 'Maligaon Night Crew'];

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
  const at = (hour: number) => midnight.getTime() + hour * HOUR;
  /** The time as the server writes it. */
  const iso = (hour: number) => new Date(at(hour)).toISOString();
  return { param, display, at, iso };
}

const getOrder = (request: APIRequestContext, token: string, id: string) =>
  apiCall<Order>(request, token, 'GET', `/api/workorder/Workorder/GetById?workorderId=${id}`);

/** For `expect.poll`: the named fields of the order as the server holds it now. */
function serverFields<K extends keyof Order>(
  request: APIRequestContext,
  token: string,
  id: string,
  keys: K[],
) {
  return async () => {
    const order = await getOrder(request, token, id);
    return Object.fromEntries(keys.map((key) => [key, order[key]])) as Pick<Order, K>;
  };
}

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

/** What a test makes on the server before it opens the board: each test has its own day and orders. */
interface Scenario {
  /** The orders go to the first crew. */
  crews: readonly [CrewName, CrewName];
  /** The board's day, this many days from today. */
  day: number;
  /** How many orders, at locations from `location` on. */
  count: number;
  location: number;
  /** Every order is planned from the first to the second hour. */
  hours: readonly [number, number];
}

const DRAGGED: Scenario = { crews: [CHANDMARI, LOKHRA], day: 45, count: 2, location: 92, hours: [10, 11] };
const KEYBOARD: Scenario = { crews: [CHANDMARI, BELTOLA], day: 46, count: 1, location: 94, hours: [9, 10] };
const OFFLINE: Scenario = { crews: [LOKHRA, MALIGAON], day: 48, count: 1, location: 95, hours: [10, 11] };

/** Two crews, and new orders planned on the scenario's day and assigned to the first crew. */
async function setUp(request: APIRequestContext, { crews, day: offset, count, location, hours }: Scenario) {
  // Orders made through the API take time.
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const crewA = await vendorCrew(request, token, ...crews[0]);
  const crewB = await vendorCrew(request, token, ...crews[1]);
  const day = boardDay(offset);
  const created = await createWorkOrders(request, token, count, location);
  for (const order of created) await plan(request, token, order, day.at(hours[0]), day.at(hours[1]));
  const ids = created.map((order) => order.id);
  await assignWorkOrders(request, token, ids, crewA);
  return { token, crewA, crewB, day, orders: created };
}

interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Wait for the service worker before opening the board. */
  serviceWorker?: boolean;
}

/** Signs in and opens the swim lane on the day (`dayParam` as in the address). */
async function openBoard(
  page: Page,
  dayParam: string,
  { viewport, serviceWorker = false }: OpenOptions = {},
) {
  await signInAs(page);
  if (viewport) await page.setViewportSize(viewport);
  if (serviceWorker) await waitForServiceWorker(page);
  await page.goto(`${SWIM_LANE}?date=${dayParam}`);
}

/** A crew's row (`unassigned` for the Unassigned row), and an order on it. */
const crewRow = (page: Page, rowKey: string) => page.locator(`[data-row="${rowKey}"]`);
const orderIn = (page: Page, rowKey: string, orderId: string) =>
  crewRow(page, rowKey).locator(`[data-item-id="${orderId}"]`);

async function boardWindow(page: Page) {
  const board = page.getByTestId('swimlane-board');
  return {
    start: Number(await board.getAttribute('data-window-start')),
    end: Number(await board.getAttribute('data-window-end')),
  };
}

/** How many px an hour takes on the board as it is shown now. */
async function pxPerHour(page: Page) {
  const view = await boardWindow(page);
  const lanes = page.getByRole('group', { name: /^Work orders of / });
  const lane = (await lanes.first().boundingBox())!;
  return (lane.width * HOUR) / (view.end - view.start);
}

/**
 * Presses the mouse on `item` (20 px in, or its middle), moves in small real steps `hours` later and, given
 * `toRow`, onto the middle of that row's lane (else along its own row), and releases it.
 */
async function dragOrder(
  page: Page,
  item: Locator,
  { hours = 0, toRow }: { hours?: number; toRow?: Locator },
) {
  const box = (await item.boundingBox())!;
  const from = { x: box.x + Math.min(20, box.width / 2), y: box.y + box.height / 2 };
  const lane = toRow ? (await toRow.getByRole('group').boundingBox())! : null;
  const x = from.x + (hours === 0 ? 0 : hours * (await pxPerHour(page)));
  const y = lane ? lane.y + lane.height / 2 : from.y;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(x, y, { steps: 15 });
  await page.mouse.up();
}

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
  await expect(orderIn(page, crewA.crewId, toMove!.id)).toContainText(`10:00${toMove!.code}`);
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
