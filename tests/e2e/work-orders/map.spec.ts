import { expect, test } from '@playwright/test';
import { apiToken, userWithPermissions } from '../api';
import { signInAs } from '../fixtures';
import { vendorCrew } from './work-order-api';
import { around, drawnShapes, drawPolygon, iconCentres, MAP, openMap, order, ordersAt } from './map-steps';

test('the legend keeps one status; a polygon drawn round some orders assigns exactly those through the modal', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  // Three poles to the west, three to the east, about 3 km apart.
  const { prefix, groups } = await ordersAt(request, token, [
    [0, 0],
    [0.001, 0.0005],
    [-0.001, 0.001],
    [0, 0.03],
    [0.001, 0.0305],
    [-0.001, 0.031],
  ]);
  const west = groups.slice(0, 3).flat();
  const east = groups.slice(3).flat();
  const crew = await vendorCrew(request, token, 'Brahmaputra Field Services', 'Chandmari Line Crew');

  await signInAs(page);
  await openMap(page, prefix, 6);

  // Statuses down to the last one: the last stays on and the message says why.
  const legend = page.getByRole('group', { name: 'Statuses shown' });
  for (const status of ['Assigned', 'In Progress', 'On Hold']) {
    await legend.getByRole('button', { name: new RegExp(`^${status}`) }).click();
    await expect(legend.getByRole('button', { name: new RegExp(`^${status}`) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }
  const unassigned = legend.getByRole('button', { name: /^Unassigned/ });
  await unassigned.click();
  await expect(page.getByText('You must have to select any one status.')).toBeVisible();
  await expect(unassigned).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('work-order-map')).toHaveAttribute('data-markers', '6');

  // A polygon round the western icons (leftmost half of the map), well clear of the eastern ones.
  const icons = await iconCentres(page);
  const frameBox = (await page.getByTestId('work-order-map').boundingBox())!;
  const westIcons = icons.filter((icon) => icon.x < frameBox.x + frameBox.width / 2);
  expect(westIcons.length).toBeGreaterThan(0);
  const left = Math.min(...westIcons.map((icon) => icon.x)) - 50;
  const right = Math.max(...westIcons.map((icon) => icon.x)) + 50;
  const top = Math.min(...westIcons.map((icon) => icon.y)) - 50;
  const bottom = Math.max(...westIcons.map((icon) => icon.y)) + 50;
  await drawPolygon(page, [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ]);
  const bar = page.getByRole('region', { name: 'Area selection' });
  await expect(bar).toContainText('3 work orders selected');
  await expect(drawnShapes(page)).toHaveCount(1);

  await bar.getByRole('button', { name: 'Assign Work Order' }).click();
  const modal = page.getByRole('dialog', { name: 'Assign Work Order' });
  await modal.getByRole('combobox', { name: /^Vendor/ }).click();
  await page.getByRole('option', { name: 'Brahmaputra Field Services' }).first().click();
  await modal.getByRole('combobox', { name: /^Crew/ }).click();
  await page.getByRole('option', { name: 'Chandmari Line Crew' }).first().click();
  await modal.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Multiple Work Order Assigned successfully.')).toBeVisible();
  // Confirmed: the area and its selection are gone.
  await expect(drawnShapes(page)).toHaveCount(0);
  await expect(bar).toBeHidden();

  for (const { id } of west) {
    expect(await order(request, token, id)).toMatchObject({ status: 2, ...crew });
  }
  for (const { id } of east) {
    expect(await order(request, token, id)).toMatchObject({ status: 1, vendorId: null, crewId: null });
  }
  // The map shows the assigned orders under Assigned once it has asked again.
  await legend.getByRole('button', { name: /^Assigned/ }).click();
  await expect(legend.getByRole('button', { name: /^Assigned/ })).toContainText('3');
});

test('a circle drawn over 101 orders is removed with the limit’s message (the server counts them)', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiToken(request);
  const { prefix } = await ordersAt(request, token, [[0, 0]], 101);
  await signInAs(page);
  await openMap(page, prefix, 101);

  const frameBox = (await page.getByTestId('work-order-map').boundingBox())!;
  const centre = { x: frameBox.x + frameBox.width / 2, y: frameBox.y + frameBox.height / 2 };
  await page.getByRole('button', { name: 'Draw circle' }).click();
  await page.mouse.click(centre.x, centre.y);
  await page.mouse.click(centre.x + Math.min(frameBox.width, frameBox.height) / 2 - 10, centre.y);

  await expect(page.getByText('Upto 100 work orders selection is allowed')).toBeVisible();
  await expect(drawnShapes(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Area selection' })).toBeHidden();
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('a long press on a marker opens its menu with only the entries the user may use', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request);
    const { prefix, groups } = await ordersAt(request, token, [[0, 0]]);
    const user = await userWithPermissions(request, ['workOrder.view', 'workOrder.reopen', 'mapView.view']);
    await signInAs(page, user.email, user.password);
    await openMap(page, prefix, 1);

    const marker = page.locator('.leaflet-marker-pane .leaflet-marker-icon');
    await expect(marker).toHaveCount(1);
    const box = (await marker.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...at, id: 0 }] });
    await page.waitForTimeout(800);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(groups[0]![0]!.code);
    await expect(menu.getByRole('menuitem')).toHaveCount(1);
    await expect(menu.getByRole('menuitem', { name: 'Re-Open' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Assign Work Order' })).toHaveCount(0);
    // Re-opening takes an area too: the drawing tools stay.
    await expect(page.getByRole('toolbar', { name: 'Select an area' })).toBeVisible();
  });
});

for (const width of [768, 1280]) {
  test(`both maps with a drawn area at ${width} px`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const token = await apiToken(request);
    const points = Array.from({ length: 12 }, (_, i): [number, number] => [
      Math.sin(i * 2.1) * 0.02,
      Math.cos(i * 1.3) * 0.03,
    ]);
    const { prefix } = await ordersAt(request, token, points, 2);
    await page.setViewportSize({ width, height: width === 768 ? 1024 : 800 });
    await signInAs(page);
    await openMap(page, prefix, 24);
    const frame = page.getByTestId('work-order-map');
    const box = (await frame.boundingBox())!;
    await drawPolygon(
      page,
      [
        [0.25, 0.25],
        [0.7, 0.2],
        [0.75, 0.7],
        [0.3, 0.75],
      ].map(([fx, fy]) => ({ x: box.x + box.width * fx!, y: box.y + box.height * fy! })),
    );
    await expect(drawnShapes(page)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Area selection' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`work-order-map-active-${width}.png`) });

    // The completed map: an area round an icon that is a marker or a cluster of at most 100.
    await page.goto(`${MAP}/completed-order`);
    await expect(frame).toHaveAttribute('data-markers', /^[1-9]/, { timeout: 20_000 });
    const icons = await page.locator('.leaflet-marker-pane .leaflet-marker-icon').evaluateAll((elements) =>
      elements.map((icon) => {
        const rect = icon.getBoundingClientRect();
        return {
          x: rect.left + rect.width / 2,
          y: rect.top + rect.height / 2,
          count: Number(icon.textContent || 1),
        };
      }),
    );
    // The one with most room around it, well inside the map: the corners must land on the map, not on a
    // neighbouring marker or off its edge.
    const frameBox = (await frame.boundingBox())!;
    const inside = (icon: { x: number; y: number }) =>
      icon.x - 80 > frameBox.x &&
      icon.x + 80 < frameBox.x + frameBox.width &&
      icon.y - 80 > frameBox.y &&
      icon.y + 80 < frameBox.y + frameBox.height;
    const room = (icon: { x: number; y: number }) =>
      Math.min(...icons.filter((other) => other !== icon).map((o) => Math.hypot(o.x - icon.x, o.y - icon.y)));
    const small = icons
      .filter((icon) => icon.count <= 100 && inside(icon))
      .sort((a, b) => room(b) - room(a))[0]!;
    await drawPolygon(page, around(small));
    await expect(drawnShapes(page)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Area selection' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`work-order-map-completed-${width}.png`) });
  });
}
