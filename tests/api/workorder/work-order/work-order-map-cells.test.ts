import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellOf, clusterShift } from '../../../../src/domain/work-order-clusters';
import type { TestApp, Tenant } from '../../../support/test-app';
import { createTenant, createTestApp } from '../../../support/test-app';
import { addVendorUser } from './work-order-fixtures';
import { type MapWorld, mapClusters, mapOrders, REGION, seedMap } from './map-clusters-setup';

let t: TestApp;
let org: Tenant;
let admin: string;
let vendorUser: string;
let map: MapWorld;

/** A viewport whose west edge cuts vendor A's row of orders: its edge cells are split down to the orders. */
const PART = { west: 90.0495, south: 24.5, east: 91.8, north: 26.45 };

const clusters = (body: Record<string, unknown>, token = admin) => mapClusters(t, token, body);

/** The answer's counts per cluster cell, status and total equal those of GetAll's orders in the viewport. */
async function expectExact(view: typeof REGION, zoom: number, token = admin) {
  const { items } = await mapOrders(t, token);
  const inView = items.filter(
    (o) =>
      o.longitude >= view.west &&
      o.longitude <= view.east &&
      o.latitude >= view.south &&
      o.latitude <= view.north,
  );
  const answer = await clusters({ ...view, zoom }, token);
  expect(answer.total).toBe(inView.length);
  for (let s = 1; s <= 5; s++)
    expect(answer.statuses[s - 1], `status ${s}`).toBe(inView.filter((o) => o.status === s).length);
  if (answer.kind === 'orders') {
    expect([...answer.map!.ids].sort()).toEqual(inView.map((o) => o.id).sort());
    return;
  }
  const shift = clusterShift(zoom);
  const cells = new Map<string, number>();
  for (const order of inView) {
    const { x, y } = cellOf(order.latitude, order.longitude);
    const key = `${x >> shift}:${y >> shift}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  const counted = new Map<string, number>();
  for (const cluster of answer.clusters) {
    const { x, y } = cellOf(cluster.latitude, cluster.longitude);
    counted.set(`${x >> shift}:${y >> shift}`, cluster.count);
  }
  expect(counted).toEqual(cells);
}

/** Rows of the map's tables that differ from a count made afresh from work_order (every zoom, every order). */
async function drift(): Promise<number> {
  const result = await t.db.execute(sql`
    with kept as (
      select organisation_id, level, cx, cy, status, approval_status, vendor_id, access_group_id, sum(n)::bigint as n
      from work_order_map_cell group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0),
    fresh as (
      select o.organisation_id, l.level::smallint, work_order_map_x(o.longitude::float8) >> (22 - l.level) as cx,
        work_order_map_y(o.latitude::float8) >> (22 - l.level) as cy, o.status, o.approval_status, o.vendor_id,
        o.access_group_id, count(*)::bigint as n
      from work_order o cross join generate_series(0, 16) as l(level)
      where o.latitude is not null and o.longitude is not null group by 1, 2, 3, 4, 5, 6, 7, 8),
    points as (
      select organisation_id, work_order_id, x, y, status, approval_status, vendor_id, access_group_id
      from work_order_map_point),
    located as (
      select organisation_id, id, work_order_map_x(longitude::float8), work_order_map_y(latitude::float8),
        status, approval_status, vendor_id, access_group_id
      from work_order where latitude is not null and longitude is not null)
    select (select count(*) from (select * from kept except select * from fresh) a)
      + (select count(*) from (select * from fresh except select * from kept) b)
      + (select count(*) from (select * from points except select * from located) c)
      + (select count(*) from (select * from located except select * from points) d) as n`);
  return Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Map Cells Org');
  admin = await t.signIn(org.adminEmail);
  map = await seedMap(t, org, admin, 'MW');
  vendorUser = await addVendorUser(t, org, 'vendor-a@map-cells.example', map.world.vendorA);
});

afterAll(async () => {
  await t?.close();
});

describe('the map cells follow the orders', () => {
  it('count every located order at every zoom once seeded', async () => {
    expect(await drift()).toBe(0);
    await expectExact(REGION, 8);
    await expectExact(PART, 10);
  });

  it('move an order’s counts between cells when it is moved, re-statused, reassigned, unlocated or deleted', async () => {
    const write = (statement: ReturnType<typeof sql>) => t.db.execute(statement);
    const before = (await clusters({})).total;
    // Moved: twenty orders half a degree north-east, out of PART's view.
    await write(sql`update work_order set latitude = latitude + 0.5, longitude = longitude + 0.5
      where organisation_id = ${org.organisationId}::uuid and code like 'MWU0-%'`);
    // Re-statused: eleven of vendor A's orders in progress (MWA-6 and MWA-60 to 69).
    await write(sql`update work_order set status = 3
      where organisation_id = ${org.organisationId}::uuid and code like 'MWA-6%'`);
    // Reassigned: eleven of vendor A's orders to vendor B, out of vendor A's users' view.
    await write(sql`update work_order set vendor_id = ${map.world.vendorB}::uuid, crew_id = ${map.world.crewB1}::uuid
      where organisation_id = ${org.organisationId}::uuid and code like 'MWA-7%'`);
    // Unlocated: five orders; deleted: twenty.
    await write(sql`update work_order set latitude = null, longitude = null
      where organisation_id = ${org.organisationId}::uuid and code in ('MWU2-0', 'MWU2-1', 'MWU2-2', 'MWU2-3', 'MWU2-4')`);
    await write(
      sql`delete from work_order where organisation_id = ${org.organisationId}::uuid and code like 'MWU1-%'`,
    );
    // A write that leaves every order where it was on the map touches no cell.
    await write(
      sql`update work_order set description = 'seen' where organisation_id = ${org.organisationId}::uuid`,
    );

    expect(await drift()).toBe(0);
    expect((await clusters({})).total).toBe(before - 25);
    for (const zoom of [5, 8]) await expectExact(REGION, zoom);
    await expectExact(PART, 10);
    await expectExact({ west: 90.9, south: 25.9, east: 92.0, north: 26.6 }, 11);
    await expectExact({ west: 90.0495, south: 24.99, east: 90.12, north: 25.01 }, 14);
    const own = await clusters({}, vendorUser);
    expect(own.total).toBe(140);
    expect(own.statuses).toEqual([0, 129, 11, 0, 0]);
    await expectExact(REGION, 9, vendorUser);
    expect((await clusters({ status: 3 })).total).toBe(11);
  });
});
