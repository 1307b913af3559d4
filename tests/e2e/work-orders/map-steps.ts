import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, demoProjectAndWorkflow } from '../api';

// The map journeys' steps: located orders made on the server, the map opened on them, areas drawn on it.

export const MAP = '/work-order/map-view';

interface Located {
  id: string;
  code: string;
}

let areas = 0;

/**
 * Unassigned work orders at new work locations, far from the demo field and from each other test's, so a
 * map searched for `prefix` shows exactly these. `points` are offsets in degrees from the area's corner;
 * `perPoint` orders stand at each.
 */
export async function ordersAt(
  request: APIRequestContext,
  token: string,
  points: Array<[number, number]>,
  perPoint = 1,
) {
  const run = `${Date.now().toString(36)}${++areas}`;
  const prefix = `MAPE2E-${run}`;
  const base = { lat: 26.4 + (areas % 5) * 0.2, lng: 92.3 + (Date.now() % 7) * 0.1 };
  const { projectId, workflowId } = await demoProjectAndWorkflow(request, token);
  const template = await apiCall<{ id: string }>(
    request,
    token,
    'POST',
    '/api/workorder/WorkLocationTemplate',
    {
      name: `Map pole ${run}`,
      code: `MP${run}`.slice(0, 20),
    },
  );
  const groups: Located[][] = [];
  for (const [index, [dLat, dLng]] of points.entries()) {
    const location = await apiCall<{ id: string }>(request, token, 'POST', '/api/workorder/WorkLocation', {
      projectId,
      workLocationTemplateId: template.id,
      locationIdentifier: `${prefix}-${index + 1}`,
      name: `Map test pole ${index + 1}`,
      latitude: Number((base.lat + dLat).toFixed(6)),
      longitude: Number((base.lng + dLng).toFixed(6)),
    });
    const orders: Located[] = [];
    // Ten at a time: the server takes them as a crew's tablets would.
    for (let made = 0; made < perPoint; made += 10) {
      const batch = Math.min(10, perPoint - made);
      orders.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () =>
            apiCall<Located>(request, token, 'POST', '/api/workorder/Workorder', {
              projectId,
              workLocationId: location.id,
              workflowId,
            }),
          ),
        )),
      );
    }
    groups.push(orders);
  }
  return { prefix, groups };
}

/** Opens the active map searched for `prefix` and waits for every marker of `count` orders. */
export async function openMap(page: Page, prefix: string, count: number) {
  await page.goto(`${MAP}?q=${encodeURIComponent(prefix)}`);
  const frame = page.getByTestId('work-order-map');
  await expect(frame).toHaveAttribute('data-markers', String(count), { timeout: 20_000 });
  return frame;
}

/** The centres of the map's marker and cluster icons, left to right. */
export async function iconCentres(page: Page) {
  const boxes = await page.locator('.leaflet-marker-pane .leaflet-marker-icon').evaluateAll((icons) =>
    icons.map((icon) => {
      const box = icon.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }),
  );
  return boxes.sort((a, b) => a.x - b.x);
}

/** Places a polygon's corners by clicking (or, `touch`, tapping) the map, closing it on the first corner. */
export async function drawPolygon(
  page: Page,
  corners: Array<{ x: number; y: number }>,
  { touch = false }: { touch?: boolean } = {},
) {
  const tool = page.getByRole('button', { name: 'Draw polygon' });
  await (touch ? tool.tap() : tool.click());
  for (const corner of [...corners, corners[0]!]) {
    await (touch ? page.touchscreen.tap(corner.x, corner.y) : page.mouse.click(corner.x, corner.y));
  }
}

export const drawnShapes = (page: Page) => page.locator('.leaflet-overlay-pane path.leaflet-interactive');

export async function order(request: APIRequestContext, token: string, id: string) {
  return apiCall<{ status: number; vendorId: string | null; crewId: string | null }>(
    request,
    token,
    'GET',
    `/api/workorder/Workorder/GetById?workorderId=${id}`,
  );
}

/** A polygon over the middle of the icon at `icon`, 60 px each way. */
export const around = (icon: { x: number; y: number }) => [
  { x: icon.x - 60, y: icon.y - 50 },
  { x: icon.x + 55, y: icon.y - 60 },
  { x: icon.x + 60, y: icon.y + 55 },
  { x: icon.x - 50, y: icon.y + 60 },
];
