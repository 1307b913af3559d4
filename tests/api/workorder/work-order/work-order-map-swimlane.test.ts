import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { crewMember, workforce } from '../../../../server/db/schema/index';
import { newId } from '../../../../server/crypto';
import { mapItems, type WorkOrderMapColumns } from '../../../../src/domain/work-order-map';
import type { TestApp, Tenant } from '../../../support/test-app';
import { createTenant, createTestApp } from '../../../support/test-app';
import { grantGroups } from '../../access-fixtures';
import { fields } from '../../people-fixtures';
import type { WorkOrderWorld } from './work-order-fixtures';
import { addVendorUser, buildWorld, caller, completingValues } from './work-order-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let w: WorkOrderWorld;
let unlocatedId: string;
const { call, ok } = caller(
  { request: (...args: Parameters<TestApp['request']>) => t.request(...args) } as TestApp,
  () => admin,
);

interface Order {
  id: string;
  code: string;
  status: number;
  version: number;
}
const orders: Record<string, Order> = {};

async function create(identifier: string, extra: Record<string, unknown> = {}): Promise<Order> {
  const workLocationId = identifier === 'UNLOCATED' ? unlocatedId : w.locations.get(identifier);
  return ok('POST', 'Workorder', {
    projectId: w.tree.projectId,
    workLocationId,
    workflowId: w.workflowId,
    ...extra,
  });
}

async function complete(order: Order) {
  const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
  let current = await ok('GET', `Workorder/GetById?workorderId=${order.id}`);
  for (const submission of completingValues(activities)) {
    current = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: order.id,
      version: current.version,
      ...submission,
    });
  }
  return current;
}

async function addMember(crewId: string, vendorId: string, name: string, role: string) {
  const id = newId();
  await t.db
    .insert(workforce)
    .values({ organisationId: org.organisationId, id, kind: 1, name, email: `${id}@map.example`, vendorId });
  await t.db
    .insert(crewMember)
    .values({ organisationId: org.organisationId, crewId, workforceId: id, vendorId, role });
}

// The day the swim-lane tests look at: 24 November 2026 from midnight in Kolkata (UTC+05:30).
const DAY = '2026-11-23T18:30:00.000Z';
const at = (hhmm: string, day = '2026-11-24') => new Date(`${day}T${hhmm}:00+05:30`).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Map Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn((await createTenant(t, 'Other Map Org')).adminEmail);
  w = await buildWorld(t, org, admin, 'MAP');
  const unlocated = await t.request('POST', '/api/workorder/WorkLocation', {
    token: admin,
    body: {
      projectId: w.tree.projectId,
      workLocationTemplateId: w.templateId,
      accessGroupId: w.tree.ids['North-1'],
      locationIdentifier: 'NOPOS-1',
      name: 'No position yet',
      elementValues: [{ elementId: w.ratingId, value: '50' }],
    },
  });
  expect(unlocated.status).toBe(200);
  unlocatedId = unlocated.body.data.id;

  orders.unassigned = await create('N1-100', { plannedStartTime: at('09:00'), plannedEndTime: at('10:30') });
  orders.a1Morning = await create('N1a-250', {
    vendorId: w.vendorA,
    crewId: w.crewA1,
    plannedStartTime: at('08:00'),
    plannedEndTime: at('11:00'),
  });
  orders.a1Overnight = await create('N2-400', {
    vendorId: w.vendorA,
    crewId: w.crewA1,
    plannedStartTime: at('22:00', '2026-11-23'),
    plannedEndTime: at('02:00'),
  });
  orders.a1Tomorrow = await create('N2-400', {
    vendorId: w.vendorA,
    crewId: w.crewA1,
    plannedStartTime: at('00:00', '2026-11-25'),
  });
  orders.a2NoEnd = await create('S1-630', {
    vendorId: w.vendorA,
    crewId: w.crewA2,
    plannedStartTime: at('23:30'),
  });
  orders.b1 = await create('U-1000', {
    vendorId: w.vendorB,
    crewId: w.crewB1,
    plannedStartTime: at('13:00'),
    plannedEndTime: at('15:00'),
  });
  orders.unlocated = await create('UNLOCATED', {
    vendorId: w.vendorB,
    crewId: w.crewB1,
    plannedStartTime: at('16:00'),
    plannedEndTime: at('17:00'),
  });
  orders.unplanned = await create('S1-630');
  orders.completed = await complete(await create('N2-400', { vendorId: w.vendorB, crewId: w.crewB1 }));
  await addMember(w.crewA1, w.vendorA, 'Ratul Kalita', 'technician');
  await addMember(w.crewA1, w.vendorA, 'Bikash Das', 'leader');
});
afterAll(() => t.close());

const mapOf = async (filter: Record<string, unknown>, token = admin) => {
  const data = await ok('POST', 'Workorder/GetAll', { isMapView: true, pageSize: 100_000, ...filter }, token);
  expect(Object.keys(data).sort()).toEqual(['map', 'pageTotal']);
  return {
    items: mapItems(data.map as WorkOrderMapColumns),
    pageTotal: data.pageTotal as number,
    columns: data.map as WorkOrderMapColumns,
  };
};

describe('the map query (GetAll with isMapView)', () => {
  it('answers every located order the list has, in columns with only what a marker and its popup need', async () => {
    const list = (await ok('POST', 'Workorder/GetAll', { pageSize: 500 })).workorders as Array<
      Record<string, unknown>
    >;
    const { items, pageTotal, columns } = await mapOf({});
    const located = list.filter((o) => o.latitude !== null);
    expect(located.length).toBe(list.length - 1);
    expect(items.map((i) => i.id)).toEqual(located.map((o) => o.id));
    expect(pageTotal).toBe(located.length);
    expect(items.map((i) => i.id)).not.toContain(orders.unlocated!.id);
    const b1 = items.find((i) => i.id === orders.b1!.id)!;
    expect(b1).toEqual({
      id: orders.b1!.id,
      code: orders.b1!.code,
      status: 2,
      approvalStatus: null,
      latitude: expect.closeTo(26.14, 6),
      longitude: 91.7,
      locationIdentifier: 'U-1000',
      vendorName: 'MAP Barak Electricals',
      crewName: 'MAP Crew B1',
      plannedStartTime: Date.parse(at('13:00')),
      completedAt: null,
    });
    expect(items.find((i) => i.id === orders.completed!.id)).toMatchObject({
      status: 4,
      approvalStatus: 1,
      completedAt: expect.any(Number),
    });
    // Each name once, referred to by index.
    expect([...columns.vendorNames].sort()).toEqual(['MAP Assam Line Works', 'MAP Barak Electricals']);
    expect(columns.crewNames).toHaveLength(3);
    // A filter no order matches answers empty columns.
    const none = await mapOf({ searchString: 'no-such-order' });
    expect(none.pageTotal).toBe(0);
    expect(none.columns).toMatchObject({ ids: [], vendors: [], vendorNames: [], crewNames: [] });
  });

  it('respects the list filter: statuses, vendor, crew, access group with sub-groups, search and the template field', async () => {
    const ids = async (filter: Record<string, unknown>) =>
      (await mapOf(filter)).items.map((i) => i.id).sort();
    const listIds = async (filter: Record<string, unknown>) =>
      (
        (await ok('POST', 'Workorder/GetAll', { pageSize: 500, ...filter })).workorders as Array<{
          id: string;
          latitude: number | null;
        }>
      )
        .filter((o) => o.latitude !== null)
        .map((o) => o.id)
        .sort();
    const filters: Array<Record<string, unknown>> = [
      { multipleStatus: [1, 2, 3, 5] },
      { status: 4 },
      { vendorId: w.vendorB },
      { crewId: w.crewA1 },
      { accessGroupId: w.tree.ids.North },
      { searchString: 'n2-' },
      {
        worklocationTemplateId: w.templateId,
        worklocationTemplateElementId: w.ratingId,
        worklocationTemplateElementFilterOperator: 6,
        worklocationTemplateFilterValue: '400',
      },
    ];
    for (const filter of filters) {
      const expected = await listIds(filter);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(await ids(filter), JSON.stringify(filter)).toEqual(expected);
    }
    expect(await ids({ vendorId: w.vendorB })).not.toContain(orders.a1Morning!.id);
    expect((await mapOf({ multipleStatus: [1, 2, 3, 5] })).items.every((i) => i.status !== 4)).toBe(true);
  });

  it('takes the completed map’s date range on the completion time', async () => {
    const now = Date.now();
    const lastMonth = {
      status: 4,
      pageSize: 1000,
      startDate: new Date(now - 31 * 86_400_000).toISOString(),
      endDate: new Date(now + 60_000).toISOString(),
    };
    expect((await mapOf(lastMonth)).items.map((i) => i.id)).toEqual([orders.completed!.id]);
    const before = {
      ...lastMonth,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-01-31T23:59:59.000Z',
    };
    expect((await mapOf(before)).items).toEqual([]);
    expect((await mapOf({ ...lastMonth, approvalStatus: 2 })).items).toEqual([]);
  });

  it('allows 100,000 per page only for the map, and answers compressed', async () => {
    const big = await call('POST', 'Workorder/GetAll', { pageSize: 100_000 });
    expect(big.status).toBe(400);
    expect(fields(big)).toContain('PageSize');
    expect((await call('POST', 'Workorder/GetAll', { pageSize: 100_001, isMapView: true })).status).toBe(400);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/workorder/Workorder/GetAll',
      headers: {
        authorization: `Bearer ${admin}`,
        'accept-encoding': 'gzip',
        'content-type': 'application/json',
      },
      payload: { isMapView: true, pageSize: 100_000 },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(body.data.map.ids.length).toBe(body.data.pageTotal);
  });

  it('shows a vendor user only their vendor’s located orders, and another organisation none', async () => {
    const vendorUser = await addVendorUser(t, org, 'map-vendor-b@map.example', w.vendorB);
    const seen = await mapOf({}, vendorUser);
    expect(seen.items.map((i) => i.id).sort()).toEqual([orders.b1!.id, orders.completed!.id].sort());
    expect(seen.pageTotal).toBe(2);
    expect(seen.columns.vendorNames).toEqual(['MAP Barak Electricals']);
    expect((await mapOf({}, otherAdmin)).items).toEqual([]);
  });

  it('applies access-group grants', async () => {
    await addVendorUser(t, org, 'map-vendor-a-north@map.example', w.vendorA);
    const users = await t.request('POST', '/api/account/User/GetAll', {
      token: admin,
      body: { searchString: 'map-vendor-a-north' },
    });
    await grantGroups(t, admin, 'AdminAccessGroup', users.body.data.users[0].id, w.tree.projectId, [
      w.tree.ids['North-1'],
    ]);
    const token = await t.signIn('map-vendor-a-north@map.example');
    const seen = await mapOf({}, token);
    expect(new Set(seen.items.map((i) => i.locationIdentifier))).toEqual(new Set(['N1a-250']));
  });
});

const board = async (body: Record<string, unknown>, token = admin) => {
  const data = await ok('POST', 'Workorder/GetSwimlaneViewData', body, token);
  return data.crews as Array<{
    crewId: string | null;
    name: string;
    vendorId: string | null;
    vendorName: string | null;
    crewMembers: Array<{ name: string; role: string; icon: string | null }>;
    workOrders: Array<{ id: string; code: string; version: number }>;
  }>;
};

describe('the swim-lane (GetSwimlaneViewData)', () => {
  it('gives the unassigned orders first, then a row per vendor crew with its members and the orders overlapping the day', async () => {
    const rows = await board({ vendorId: null, completedDate: DAY });
    expect(rows.map((r) => r.name)).toEqual(['Unassigned', 'MAP Crew A1', 'MAP Crew A2', 'MAP Crew B1']);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('Unassigned')!.workOrders.map((o) => o.id)).toEqual([orders.unassigned!.id]);
    // The overnight order reaches into the day; tomorrow's starts when the day ends.
    expect(byName.get('MAP Crew A1')!.workOrders.map((o) => o.id)).toEqual([
      orders.a1Overnight!.id,
      orders.a1Morning!.id,
    ]);
    expect(byName.get('MAP Crew A1')!.crewMembers).toEqual([
      { name: 'Bikash Das', role: 'leader', icon: null },
      { name: 'Ratul Kalita', role: 'technician', icon: null },
    ]);
    expect(byName.get('MAP Crew A1')).toMatchObject({
      crewId: w.crewA1,
      vendorId: w.vendorA,
      vendorName: 'MAP Assam Line Works',
    });
    expect(byName.get('MAP Crew A2')!.workOrders.map((o) => o.id)).toEqual([orders.a2NoEnd!.id]);
    expect(byName.get('MAP Crew B1')!.workOrders.map((o) => o.id)).toEqual([
      orders.b1!.id,
      orders.unlocated!.id,
    ]);
    expect(byName.get('MAP Crew B1')!.workOrders[0]).toMatchObject({
      code: orders.b1!.code,
      status: 2,
      locationIdentifier: 'U-1000',
      workLocationName: 'Transformer U-1000',
      plannedStartTime: at('13:00'),
      plannedEndTime: at('15:00'),
      version: orders.b1!.version,
    });
    const next = await board({ vendorId: null, completedDate: '2026-11-24T18:30:00.000Z' });
    expect(next.find((r) => r.crewId === w.crewA1)!.workOrders.map((o) => o.id)).toEqual([
      orders.a1Tomorrow!.id,
    ]);
  });

  it('narrows to one vendor’s crews (the unassigned row stays for planning)', async () => {
    const rows = await board({ vendorId: w.vendorB, completedDate: DAY });
    expect(rows.map((r) => r.name)).toEqual(['Unassigned', 'MAP Crew B1']);
    expect(rows[0]!.workOrders.map((o) => o.id)).toEqual([orders.unassigned!.id]);
  });

  it('shows a vendor user only their own crews and no unassigned row, and refuses another vendor', async () => {
    const vendorUser = await addVendorUser(t, org, 'swim-vendor-a@map.example', w.vendorA);
    const rows = await board({ vendorId: null, completedDate: DAY }, vendorUser);
    expect(rows.map((r) => r.name)).toEqual(['MAP Crew A1', 'MAP Crew A2']);
    expect(
      (
        await call(
          'POST',
          'Workorder/GetSwimlaneViewData',
          { vendorId: w.vendorB, completedDate: DAY },
          vendorUser,
        )
      ).status,
    ).toBe(403);
    expect(await board({ vendorId: null, completedDate: DAY }, otherAdmin)).toEqual([
      { crewId: null, name: 'Unassigned', vendorId: null, vendorName: null, crewMembers: [], workOrders: [] },
    ]);
  });

  it('follows a reassignment and refuses bad input with field errors', async () => {
    await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [orders.a1Morning!.id],
      vendorId: w.vendorA,
      crewId: w.crewA2,
    });
    const rows = await board({ vendorId: w.vendorA, completedDate: DAY });
    expect(rows.find((r) => r.crewId === w.crewA2)!.workOrders.map((o) => o.id)).toContain(
      orders.a1Morning!.id,
    );
    for (const [body, field] of [
      [{ vendorId: null, completedDate: '24 Nov 26' }, 'CompletedDate'],
      [{ vendorId: 'nope', completedDate: DAY }, 'VendorId'],
      [{ vendorId: null }, 'CompletedDate'],
    ] as const) {
      const response = await call('POST', 'Workorder/GetSwimlaneViewData', body);
      expect(response.status).toBe(400);
      expect(fields(response)).toContain(field);
    }
    expect(
      (
        await call('POST', 'Workorder/GetSwimlaneViewData', {
          vendorId: '00000000-0000-4000-8000-000000000000',
          completedDate: DAY,
        })
      ).status,
    ).toBe(400);
  });
});
