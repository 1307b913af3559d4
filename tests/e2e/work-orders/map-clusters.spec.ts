import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken } from '../api';
import { signInAs } from '../fixtures';
import { waitForPersistedCache, waitForServiceWorker } from '../../support/offline-browser';
import { drawnShapes, drawPolygon, MAP, ordersAt } from './map-steps';

// The map as the server groups it: clusters per viewport on a phone by touch, and viewports offline.

const SHOTS = '.tmp/map-shots';

/**
 * Six poles, two rows of three about 3 km apart, with 84 open orders each: 504 in all, more than the 500 a
 * viewport answers one by one, so the opened map shows the server's clusters. Made once for the file.
 */
let made: Promise<{ prefix: string }> | undefined;
function sixPoles(page: Page) {
  made ??= (async () => {
    const token = await apiToken(page.request);
    const points: Array<[number, number]> = [
      [0, 0],
      [0, 0.03],
      [0, 0.06],
      [0.03, 0],
      [0.03, 0.03],
      [0.03, 0.06],
    ];
    const { prefix } = await ordersAt(page.request, token, points, 84);
    return { prefix };
  })();
  return made;
}

const frameOf = (page: Page) => page.getByTestId('work-order-map');
const bubbles = (page: Page) => page.locator('.leaflet-marker-pane .leaflet-marker-icon.marker-cluster');
const orderMarkers = (page: Page) =>
  page.locator('.leaflet-marker-pane .leaflet-marker-icon:not(.marker-cluster)');

async function zoomOf(frame: Locator): Promise<number> {
  return Number(await frame.getAttribute('data-zoom'));
}

/** The centre of an element on the page. */
async function centreOf(element: Locator) {
  const box = (await element.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags the map by `dx`, `dy` pixels with the mouse, resting before letting go (no inertia). */
async function drag(page: Page, dx: number, dy: number) {
  const { x, y } = await centreOf(frameOf(page));
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x + (dx * step) / 8, y + (dy * step) / 8);
  await page.waitForTimeout(150);
  await page.mouse.up();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the server’s clusters by touch: the legend counts them, a tap zooms in, a pile spreads, a marker opens', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { prefix } = await sixPoles(page);
    await signInAs(page);
    await page.goto(`${MAP}?q=${encodeURIComponent(prefix)}`);
    const frame = frameOf(page);
    await expect(frame).toHaveAttribute('data-markers', '504', { timeout: 20_000 });
    await expect(frame).toHaveAttribute('data-answer', 'clusters');
    await expect(bubbles(page)).toHaveCount(6);
    await expect(page.getByText('504 work orders', { exact: true })).toBeVisible();
    for (const bubble of await bubbles(page).all()) {
      await expect(bubble).toHaveAttribute('aria-label', '84 work orders: 84 Unassigned');
      const size = (await bubble.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: `${SHOTS}/map-clusters-phone-360.png` });

    // The legend counts the same answer.
    await page.getByRole('button', { name: 'Controls' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Map controls' });
    const legend = sheet.getByRole('group', { name: 'Statuses shown' });
    await expect(legend.getByRole('button', { name: /^Unassigned/ })).toContainText('504');
    await expect(legend.getByRole('button', { name: /^Assigned/ })).toContainText('0');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // A polygon tapped round one bubble selects its 84 orders: found by the server, not by this page, which
    // holds none of them.
    const first = await centreOf(bubbles(page).first());
    await drawPolygon(
      page,
      [
        { x: first.x - 38, y: first.y - 38 },
        { x: first.x + 38, y: first.y - 38 },
        { x: first.x + 38, y: first.y + 38 },
        { x: first.x - 38, y: first.y + 38 },
      ],
      { touch: true },
    );
    const bar = page.getByRole('region', { name: 'Area selection' });
    await expect(bar).toContainText('84 work orders selected');
    await bar.getByRole('button', { name: 'Clear selection' }).tap();
    await expect(drawnShapes(page)).toHaveCount(0);

    // A tapped bubble zooms to its orders; their pole's orders stand on one spot and spread when tapped.
    const before = await zoomOf(frame);
    await bubbles(page).first().tap();
    await expect.poll(() => zoomOf(frame)).toBeGreaterThan(before);
    await expect(frame).toHaveAttribute('data-answer', 'orders');
    const pile = bubbles(page).filter({ hasText: '84' }).first();
    await expect(pile).toBeVisible();
    await pile.tap();
    await expect(orderMarkers(page)).toHaveCount(84);
    await page.screenshot({ path: `${SHOTS}/map-spread-phone-360.png` });

    // A marker tapped opens its order's popup.
    const marker = orderMarkers(page).first();
    const code = (await marker.getAttribute('title'))!;
    expect(code).toMatch(/^WO-\d+/);
    await marker.tap();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText(code);
    await expect(popup.getByRole('link', { name: 'Open work order' })).toBeVisible();
  });
});

test('the same clusters on a desktop, at 1280 px', async ({ page }) => {
  test.setTimeout(240_000);
  const { prefix } = await sixPoles(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page);
  await page.goto(`${MAP}?q=${encodeURIComponent(prefix)}`);
  const frame = frameOf(page);
  await expect(frame).toHaveAttribute('data-markers', '504', { timeout: 20_000 });
  await expect(frame).toHaveAttribute('data-answer', 'clusters');
  await expect(page.getByText('504 work orders on the map')).toBeVisible();
  const legend = page.getByRole('group', { name: 'Statuses shown' });
  await expect(legend.getByRole('button', { name: /^Unassigned/ })).toContainText('504');
  await page.screenshot({ path: `${SHOTS}/map-clusters-desktop-1280.png` });
  // Keyboard: a bubble is a button in the tab order; Enter on it zooms in.
  const before = await zoomOf(frame);
  await bubbles(page).first().focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => zoomOf(frame)).toBeGreaterThan(before);
});

test('offline, a part of the map seen before shows with its age, and one never seen says it is not on the device', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(page.request);
  const { prefix } = await ordersAt(page.request, token, [
    [0, 0],
    [0.002, 0.003],
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page);
  await waitForServiceWorker(page);
  await page.goto(`${MAP}?q=${encodeURIComponent(prefix)}`);
  const frame = frameOf(page);
  await expect(frame).toHaveAttribute('data-markers', '2', { timeout: 20_000 });
  // The viewport's answer (its orders' locations) is in the offline copy.
  await waitForPersistedCache(page, `${prefix}-1`);

  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await page.reload();
  await expect(frame).toHaveAttribute('data-markers', '2', { timeout: 20_000 });
  const age = page.getByRole('status').filter({ hasText: /^Offline · this part of the map as of / });
  await expect(age).toContainText('less than a minute ago');
  await expect(orderMarkers(page)).toHaveCount(2);

  // Far to the east, where this device never looked.
  for (let i = 0; i < 3; i++) await drag(page, -900, 0);
  const missing = frame.getByTestId('not-on-device');
  await expect(missing).toBeVisible();
  await expect(missing).toContainText('This part of the map is not on this device yet');
  await expect(frame).not.toHaveAttribute('data-markers');
  await expect(orderMarkers(page)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/map-offline-not-on-device-1280.png` });

  // Back where it was seen: shown again, with its age.
  for (let i = 0; i < 3; i++) await drag(page, 900, 0);
  await expect(frame).toHaveAttribute('data-markers', '2');
  await expect(missing).toBeHidden();
  await expect(age).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/map-offline-seen-1280.png` });
});
