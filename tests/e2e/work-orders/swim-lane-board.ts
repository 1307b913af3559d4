import { test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken, createWorkOrders, type CreatedWorkOrder } from '../api';
import { signInAs } from '../fixtures';
import { waitForServiceWorker } from '../../support/offline-browser';
import { assignWorkOrders, vendorCrew } from './work-order-api';

// The swim-lane journeys' steps: each test's own day, crews and orders made on the server, the board opened
// on that day, and orders dragged on it.

const SWIM_LANE = '/work-order/swim-lane';
export const HOUR = 3_600_000;

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
export function boardDay(offsetDays: number) {
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

export const getOrder = (request: APIRequestContext, token: string, id: string) =>
  apiCall<Order>(request, token, 'GET', `/api/workorder/Workorder/GetById?workorderId=${id}`);

/** For `expect.poll`: the named fields of the order as the server holds it now. */
export function serverFields<K extends keyof Order>(
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

export const DRAGGED: Scenario = {
  crews: [CHANDMARI, LOKHRA],
  day: 45,
  count: 2,
  location: 92,
  hours: [10, 11],
};
export const KEYBOARD: Scenario = {
  crews: [CHANDMARI, BELTOLA],
  day: 46,
  count: 1,
  location: 94,
  hours: [9, 10],
};
export const PHONE: Scenario = {
  crews: [BELTOLA, MALIGAON],
  day: 49,
  count: 2,
  location: 97,
  hours: [9, 10],
};
export const OFFLINE: Scenario = {
  crews: [LOKHRA, MALIGAON],
  day: 48,
  count: 1,
  location: 95,
  hours: [10, 11],
};

/** The live-feed journey: an order on crew A, moved by another supervisor to another vendor's crew B. */
export const LIVE: Scenario = {
  crews: [CHANDMARI, LOKHRA],
  day: 52,
  count: 1,
  location: 63,
  hours: [10, 11],
};

/** Two crews, and new orders planned on the scenario's day and assigned to the first crew. */
export async function setUp(
  request: APIRequestContext,
  { crews, day: offset, count, location, hours }: Scenario,
) {
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
export async function openBoard(
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
export const crewRow = (page: Page, rowKey: string) => page.locator(`[data-row="${rowKey}"]`);
export const orderIn = (page: Page, rowKey: string, orderId: string) =>
  crewRow(page, rowKey).locator(`[data-item-id="${orderId}"]`);

export async function boardWindow(page: Page) {
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
export async function dragOrder(
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
