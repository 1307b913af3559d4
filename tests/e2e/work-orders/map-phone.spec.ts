import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from '../api';
import { signInAs } from '../fixtures';
import { smallTargets } from '../layout/hit-areas';
import { drawnShapes, drawPolygon, iconCentres, openMap, ordersAt } from './map-steps';
import { assignWorkOrders, vendorCrew } from './work-order-api';

// The map on a phone and a tablet: where the map starts, the controls sheet, cluster colours, touch sizes.

const SHOTS = '.tmp/map-shots';

/**
 * Three poles well apart with four orders each; three orders of the first are assigned, so its cluster is
 * mostly Assigned (blue) with one Unassigned (grey), and the others are Unassigned only. Made once for the
 * file's tests.
 */
let made: Promise<{ prefix: string }> | undefined;
function mixedClusters(request: APIRequestContext) {
  made ??= (async () => {
    const token = await apiToken(request);
    const { prefix, groups } = await ordersAt(
      request,
      token,
      [
        [0, 0],
        [0.03, 0.03],
        [-0.03, 0.04],
      ],
      4,
    );
    const crew = await vendorCrew(request, token, 'Brahmaputra Field Services', 'Chandmari Line Crew');
    await assignWorkOrders(
      request,
      token,
      groups[0]!.slice(0, 3).map((order) => order.id),
      crew,
    );
    return { prefix };
  })();
  return made;
}

/** The colour a Mantine colour variable resolves to, as computed styles write it. */
function resolved(page: Page, variable: string) {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}

/** The mixed cluster: blue (Assigned) with grey (Unassigned) in its ring, named by its mix, 44 px or more. */
async function expectMixedCluster(page: Page) {
  const cluster = page.locator('.leaflet-marker-icon.marker-cluster[data-dominant="2"]');
  await expect(cluster).toHaveCount(1);
  await expect(cluster).toHaveAttribute('aria-label', '4 work orders: 1 Unassigned, 3 Assigned');
  await expect(cluster).toHaveText('4');
  const ring = await cluster.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(ring).toContain('conic-gradient');
  expect(ring).toContain(await resolved(page, '--mantine-color-blue-6'));
  expect(ring).toContain(await resolved(page, '--mantine-color-gray-6'));
  const box = (await cluster.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  for (const other of await page.locator('.leaflet-marker-icon.marker-cluster').all()) {
    const size = (await other.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
  }
  await expect(page.locator('.marker-cluster[data-dominant="1"]')).toHaveCount(2);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the map under one bar; the sheet toggles a status; an area drawn by touch', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { prefix } = await mixedClusters(request);
    await signInAs(page);
    const frame = await openMap(page, prefix, 12);

    const header = (await page.locator('header').first().boundingBox())!;
    const map = (await frame.boundingBox())!;
    expect(map.y - (header.y + header.height)).toBeLessThanOrEqual(120);
    expect(map.y + map.height).toBeGreaterThan(700);
    await expect(page.getByRole('heading', { level: 1, name: 'Map view' })).toBeVisible();
    await expect(page.getByText('12 work orders', { exact: true })).toBeVisible();
    await expectMixedCluster(page);
    await page.screenshot({ path: `${SHOTS}/map-phone-360.png` });

    // The controls sheet: tabs, search, Filter and the legend, each entry a 44 px target.
    await page.getByRole('button', { name: 'Controls' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Map controls' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('tab', { name: 'Map view' })).toBeVisible();
    const legend = sheet.getByRole('group', { name: 'Statuses shown' });
    for (const entry of await legend.getByRole('button').all()) {
      expect((await entry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await legend.getByRole('button', { name: /^Assigned/ }).tap();
    await expect(legend.getByRole('button', { name: /^Assigned/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(frame).toHaveAttribute('data-markers', '9');
    await expect(legend.getByRole('button', { name: /^Unassigned/ })).toContainText('9');
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/map-phone-360-sheet.png` });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByText('9 work orders · 3 of 4 statuses')).toBeVisible();

    // A polygon round every marker, placed by taps, selects the nine; Assign opens its dialog. Its corners
    // lie 45 px out from the icons, away from their middle (clear of the zoom buttons and drawing tools).
    const icons = await iconCentres(page);
    const middle = {
      x: icons.reduce((sum, icon) => sum + icon.x, 0) / icons.length,
      y: icons.reduce((sum, icon) => sum + icon.y, 0) / icons.length,
    };
    const corners = icons.map((icon) => {
      const away = Math.hypot(icon.x - middle.x, icon.y - middle.y) || 1;
      return { x: icon.x + ((icon.x - middle.x) / away) * 45, y: icon.y + ((icon.y - middle.y) / away) * 45 };
    });
    expect(corners).toHaveLength(3);
    await drawPolygon(page, corners, { touch: true });
    await expect(drawnShapes(page)).toHaveCount(1);
    const bar = page.getByRole('region', { name: 'Area selection' });
    await expect(bar).toContainText('9 work orders selected');
    await bar.getByRole('button', { name: 'Assign Work Order' }).tap();
    await expect(page.getByRole('dialog', { name: 'Assign Work Order' })).toContainText('9 work orders');
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('the map keeps its controls in rows, with coloured 44 px clusters and legend entries', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { prefix } = await mixedClusters(request);
    await signInAs(page);
    const frame = await openMap(page, prefix, 12);
    // The rows of controls stay (a tablet has the room); the map still takes most of the screen.
    const map = (await frame.boundingBox())!;
    expect(map.y).toBeLessThanOrEqual(1024 * 0.4);
    expect(map.height).toBeGreaterThanOrEqual(600);
    await expectMixedCluster(page);
    const legend = page.getByRole('group', { name: 'Statuses shown' });
    for (const entry of await legend.getByRole('button').all()) {
      expect((await entry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: `${SHOTS}/map-tablet-768.png` });
  });
});
