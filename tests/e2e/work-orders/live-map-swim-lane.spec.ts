import { expect, test, type Page } from '@playwright/test';
import { apiToken, userWithPermissions } from '../api';
import { settled, signInAs } from '../fixtures';
import { LIVE, crewRow, orderIn, setUp } from './swim-lane-board';
import { MAP } from './map-steps';
import { assignWorkOrders } from './work-order-api';

/*
 * The map and the swim lane follow the live feed: another supervisor moves an order to another crew, and a
 * second console's map and swim lane (open side by side, never reloaded) show it within 2 s, patched from
 * the event rather than fetched again, marked with who did it.
 */

/** Counts the console's requests for a map's or a board's orders from now on. */
function countRequests(page: Page, match: (url: string, body: string | null) => boolean) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (match(request.url(), request.postData())) seen.count += 1;
  });
  return seen;
}

test('another supervisor’s reassignment shows on an open map and swim lane within 2 s, marked, with no reload', async ({
  browser,
  request,
}) => {
  const { crewA, crewB, day, orders } = await setUp(request, LIVE);
  const order = orders[0]!;
  const other = await userWithPermissions(request, ['workOrder.view', 'workOrder.update']);
  const theirs = await apiToken(request, other.email, other.password);

  // The watching supervisor's console: the map searched for the order, and the swim lane of its day.
  const watching = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const map = await watching.newPage();
  await signInAs(map);
  await map.goto(`${MAP}?q=${encodeURIComponent(order.code)}`);
  await expect(map.getByTestId('work-order-map')).toHaveAttribute('data-markers', '1', { timeout: 20_000 });
  const board = await watching.newPage();
  await board.goto(`/work-order/swim-lane?date=${day.param}`);
  await expect(orderIn(board, crewA.crewId, order.id)).toBeVisible();
  await settled(map);
  await settled(board);
  for (const page of [map, board])
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  // The map's viewport (an answer of orders: one order in view) and any other map call.
  await expect(map.getByTestId('work-order-map')).toHaveAttribute('data-answer', 'orders');
  const mapFetches = countRequests(map, (url) => url.includes('Workorder/GetMap'));
  const boardFetches = countRequests(board, (url) => url.includes('GetSwimlaneViewData'));

  // Another supervisor, in their own session, moves it to another vendor's crew.
  await assignWorkOrders(request, theirs, [order.id], crewB);

  // The swim lane: on crew B's row within 2 s, ringed and named with who moved it.
  const moved = orderIn(board, crewB.crewId, order.id);
  await expect(moved).toBeVisible({ timeout: 2000 });
  await expect(crewRow(board, crewA.crewId).locator(`[data-item-id="${order.id}"]`)).toHaveCount(0);
  await expect(moved).toHaveAttribute('data-changed', 'true');
  await expect(moved).toHaveAttribute('aria-label', /changed by e2e user \d+/);
  await expect(board.getByRole('status', { name: 'Changed by others just now' })).toContainText(
    new RegExp(`${order.code}: Changed by E2E User \\d+`),
  );

  // The map: the marker ringed, its title saying who changed it, and the change named over the map.
  const marker = map.locator(`.leaflet-marker-icon[title^="${order.code}, Changed by E2E User"]`);
  await expect(marker).toBeVisible({ timeout: 2000 });
  await expect(map.getByTestId('live-change')).toContainText(
    new RegExp(`${order.code}: Changed by E2E User`),
  );
  await marker.click();
  await expect(map.locator('.leaflet-popup')).toContainText('Lokhra Substation Crew');

  // Patched from the event: neither screen asked for its orders again, and neither was reloaded.
  expect(mapFetches.count).toBe(0);
  expect(boardFetches.count).toBe(0);
  for (const page of [map, board]) {
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  }

  // The marks go after a few seconds; the move stays.
  await expect(moved).not.toHaveAttribute('data-changed', 'true', { timeout: 10_000 });
  await expect(map.locator('.leaflet-marker-icon[title*="Changed by"]')).toHaveCount(0);
  await expect(moved).toBeVisible();
  await watching.close();
});
