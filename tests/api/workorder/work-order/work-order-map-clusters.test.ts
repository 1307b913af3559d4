import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellOf, clusterShift, type MapClusters } from '../../../../src/domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../../../src/domain/work-order-map';
import type { TestApp, Tenant } from '../../../support/test-app';
import { createTenant, createTestApp } from '../../../support/test-app';
import { addVendorUser } from './work-order-fixtures';
import { cloneOrder, type MapWorld, mapClusters, mapOrders, REGION, seedMap } from './map-clusters-setup';

let t: TestApp;
let org: Tenant;
let admin: string;
let vendorUser: string;
let otherAdmin: string;
let map: MapWorld;

const clusters = (body: Record<string, unknown>, token = admin) => mapClusters(t, token, body);

const inView = (items: WorkOrderMapItem[], v: { west: number; south: number; east: number; north: number }) =>
  items.filter(
    (o) => o.longitude >= v.west && o.longitude <= v.east && o.latitude >= v.south && o.latitude <= v.north,
  );

/** Checks the answer's totals and clusters against the orders GetAll answers in the same viewport. */
function expectClustersOf(answer: MapClusters, orders: WorkOrderMapItem[], zoom: number) {
  expect(answer.kind).toBe('clusters');
  expect(answer.total).toBe(orders.length);
  expect(answer.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(orders.length);
  for (let s = 1; s <= 5; s++)
    expect(answer.statuses[s - 1], `status ${s}`).toBe(orders.filter((o) => o.status === s).length);
  const shift = clusterShift(zoom);
  const cells = new Map<string, WorkOrderMapItem[]>();
  for (const order of orders) {
    const { x, y } = cellOf(order.latitude, order.longitude);
    const key = `${x >> shift}:${y >> shift}`;
    cells.set(key, [...(cells.get(key) ?? []), order]);
  }
  expect(answer.clusters).toHaveLength(cells.size);
  for (const cluster of answer.clusters) {
    const [west, south, east, north] = cluster.bounds;
    const members = orders.filter(
      (o) => o.longitude >= west && o.longitude <= east && o.latitude >= south && o.latitude <= north,
    );
    // The bounds are those of its orders: exactly its cell's orders lie within them, touching each side.
    const { x, y } = cellOf(cluster.latitude, cluster.longitude);
    const cell = cells.get(`${x >> shift}:${y >> shift}`) ?? [];
    expect(members.map((o) => o.id).sort()).toEqual(cell.map((o) => o.id).sort());
    expect(cluster.count).toBe(cell.length);
    expect(Math.min(...cell.map((o) => o.longitude))).toBe(west);
    expect(Math.max(...cell.map((o) => o.latitude))).toBe(north);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(cluster.latitude).toBeCloseTo(mean(cell.map((o) => o.latitude)), 5);
    expect(cluster.longitude).toBeCloseTo(mean(cell.map((o) => o.longitude)), 5);
    expect(cluster.statuses.reduce((a, b) => a + b, 0)).toBe(cluster.count);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Cluster Org');
  admin = await t.signIn(org.adminEmail);
  map = await seedMap(t, org, admin, 'MC');
  vendorUser = await addVendorUser(t, org, 'vendor-a@clusters.example', map.world.vendorA);
  const other = await createTenant(t, 'Other Cluster Org');
  otherAdmin = await t.signIn(other.adminEmail);
  const otherWorld = await seedMap(t, other, otherAdmin, 'OC');
  expect(otherWorld.vendorALine).toBe(150);
  // More of the other organisation's orders right on top of this one's.
  const [template] = (await mapOrders(t, otherAdmin)).items;
  await cloneOrder(
    t,
    template!.id,
    'OCX',
    100,
    { latitude: 26, longitude: 91 },
    { latitude: 0.004, longitude: 0.004 },
  );
});

afterAll(async () => {
  await t?.close();
});

describe('Workorder/GetMapClusters', () => {
  it('answers clusters whose counts, centroids and bounds are those of the orders GetAll lists in view', async () => {
    const { items, pageTotal } = await mapOrders(t, admin);
    expect(pageTotal).toBe(613);
    expectClustersOf(await clusters({}), inView(items, REGION), 8);
    // Vendor A's orders from the 51st, the unassigned ones and the three the API created: 503 in view.
    const part = { west: 90.0495, south: 24.5, east: 91.8, north: 26.45, zoom: 10 };
    expectClustersOf(await clusters(part), inView(items, part), 10);
  });

  it('applies the list filter exactly as GetAll does', async () => {
    for (const filter of [
      { vendorId: map.world.vendorA },
      { status: 1 },
      { multipleStatus: [2, 3], projectId: map.world.tree.projectId },
      { searchString: 'mcu1' },
    ]) {
      const { items, pageTotal } = await mapOrders(t, admin, filter);
      const answer = await clusters({ ...filter, zoom: 7 });
      expect(answer.total, JSON.stringify(filter)).toBe(pageTotal);
      expect(answer.clusters.reduce((sum, c) => sum + c.count, 0) || answer.map?.ids.length).toBe(pageTotal);
      if (answer.kind === 'clusters') expectClustersOf(answer, items, 7);
    }
  });

  it('answers the orders themselves when few are in view, as GetAll map rows', async () => {
    const { items } = await mapOrders(t, admin);
    const view = { west: 89.99, south: 24.9, east: 90.2, north: 25.1 };
    const answer = await clusters({ ...view, zoom: 11 });
    expect(answer.kind).toBe('orders');
    expect(answer.clusters).toEqual([]);
    expect(answer.total).toBe(150);
    expect([...answer.map!.ids].sort()).toEqual(
      inView(items, view)
        .map((o) => o.id)
        .sort(),
    );
  });

  it("counts only a vendor user's own orders, and never another organisation's", async () => {
    const own = await clusters({}, vendorUser);
    expect(own.total).toBe(151);
    expect(own.statuses).toEqual([0, 151, 0, 0, 0]);
    const { items } = await mapOrders(t, vendorUser);
    expect(items).toHaveLength(151);
    // With the whole organisation in view, as the admin sees it: this organisation's 613, not the other's 713.
    expect((await clusters({ zoom: 5 })).total).toBe(613);
    expect((await clusters({ zoom: 5 }, otherAdmin)).total).toBe(713);
  });

  it('refuses a viewport out of range with the fields named', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const response = await t.request('POST', '/api/workorder/Workorder/GetMapClusters', {
        token: admin,
        body: { ...REGION, zoom: 8, ...body },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await bad({ zoom: 23 }, 'Zoom');
    await bad({ zoom: 7.5 }, 'Zoom');
    await bad({ west: -181 }, 'West');
    await bad({ north: 91 }, 'North');
    await bad({ south: 27, north: 26 }, 'North');
    await bad({ east: undefined }, 'East');
    await bad({ west: -180, east: 180, south: -85, north: 85, zoom: 12 }, 'Zoom');
  });
});

describe('Workorder/GetMapSelection', () => {
  // Vendor A's orders lie in a row: order i at 25 N, 90 + i / 1000 E (and one more at the world's location).
  const strip = (lastLongitude: number) => [
    { latitude: 24.99, longitude: 89.9995 },
    { latitude: 24.99, longitude: lastLongitude },
    { latitude: 25.01, longitude: lastLongitude },
    { latitude: 25.01, longitude: 89.9995 },
  ];
  const select = (body: Record<string, unknown>) =>
    t.request('POST', '/api/workorder/Workorder/GetMapSelection', { token: admin, body });

  it('selects up to 100 orders inside a polygon and refuses the 101st with SPEC’s message', async () => {
    const hundred = await select({ polygon: strip(90.0995) });
    expect(hundred.status, JSON.stringify(hundred.body)).toBe(200);
    expect(hundred.body.data.count).toBe(100);
    const { items } = await mapOrders(t, admin);
    const expected = items.filter((o) => o.latitude === 25 && o.longitude <= 90.0995).map((o) => o.id);
    expect(hundred.body.data.workOrderIds).toEqual(expected.sort());
    const tooMany = await select({ polygon: strip(90.1005) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('Upto 100 work orders selection is allowed');
  });

  it('selects inside a circle in metres, with the filter', async () => {
    // 0.001 degree of longitude at 25 N is about 100.9 m: 550 m from order 50 reaches orders 45 to 55.
    const circle = { latitude: 25, longitude: 90.05, radius: 550 };
    const answer = await select({ circle });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.count).toBe(11);
    const none = await select({ circle, vendorId: map.world.vendorB });
    expect(none.body.data.count).toBe(0);
  });

  it('refuses a shape that is not one polygon or one circle', async () => {
    const neither = await select({});
    expect(neither.status).toBe(400);
    const tooFew = await select({ polygon: strip(90.01).slice(0, 2) });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors.map((e: { field: string }) => e.field)).toContain('Polygon');
  });
});
