import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkWorkOrders } from '../../../server/seed/bulk-work-orders';
import { seedDemo } from '../../../server/seed/demo';
import { seedDemoWorkOrders } from '../../../server/seed/demo-work-orders';
import type { WorkflowActivity } from '../../../src/domain/workflows';
import { DEFAULT_WORK_ORDER_FILTER } from '../../../src/domain/workorders';
import type { TestApp, Tenant } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';

let t: TestApp;
let org: Tenant;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Demo Work Orders');
  await seedDemo(t.db, org.organisationId, { dataDir: t.app.config.dataDir });
  token = await t.signIn(org.adminEmail);
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc SQL
async function rows<T = any>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const inOrg = () => sql`organisation_id = ${org.organisationId}::uuid`;

describe('the demo work orders', () => {
  it('spread 120 orders over every status, both workflows, the vendor crews and many locations', async () => {
    const counts = await rows<{ status: number; approval_status: number | null; n: number }>(
      sql`select status, approval_status, count(*)::int as n from work_order where ${inOrg()} group by 1, 2 order by 1, 2`,
    );
    expect(counts).toEqual([
      { status: 1, approval_status: null, n: 20 },
      { status: 2, approval_status: null, n: 24 },
      { status: 3, approval_status: null, n: 18 },
      { status: 4, approval_status: 1, n: 12 },
      { status: 4, approval_status: 2, n: 28 },
      { status: 4, approval_status: 3, n: 6 },
      { status: 5, approval_status: null, n: 12 },
    ]);
    const [spread] = await rows(
      sql`select count(distinct workflow_id)::int as flows, count(distinct vendor_id)::int as vendors, count(distinct crew_id)::int as crews,
            count(distinct work_location_id)::int as locations, count(distinct project_id)::int as projects from work_order where ${inOrg()}`,
    );
    expect(spread).toMatchObject({ flows: 2, vendors: 3, projects: 3 });
    expect(spread.crews).toBeGreaterThanOrEqual(5);
    expect(spread.locations).toBe(120);

    const list = await t.request('POST', '/api/workorder/Workorder/GetAll', {
      token,
      body: { ...DEFAULT_WORK_ORDER_FILTER, pageSize: 100 },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.pageTotal).toBe(20 + 46);
    const codes = list.body.data.workorders.map((w: { code: string }) => w.code);
    expect(codes).toHaveLength(66);
  });

  it('put assigned work on several crews’ swim lanes today', async () => {
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    const board = await t.request('POST', '/api/workorder/Workorder/GetSwimlaneViewData', {
      token,
      body: { vendorId: null, completedDate: midnight.toISOString() },
    });
    expect(board.status).toBe(200);
    const busy = (
      board.body.data.crews as Array<{ crewId: string | null; workOrders: Array<{ status: number }> }>
    ).filter((row) => row.crewId !== null && row.workOrders.some((order) => order.status === 2));
    expect(busy.length).toBeGreaterThanOrEqual(3);
  });

  it('keep the rules of the table: assignment, approval, copied location fields, codes and the counter', async () => {
    const [broken] = await rows(sql`select
        count(*) filter (where c.vendor_id is distinct from o.vendor_id and o.crew_id is not null)::int as foreign_crews,
        count(*) filter (where (l.location_identifier, l.access_group_id, l.project_id, l.latitude, l.longitude)
          is distinct from (o.location_identifier, o.access_group_id, o.project_id, o.latitude, o.longitude))::int as stale_locations,
        count(*) filter (where o.status = 4 and (o.actual_start_time is null or o.actual_end_time is null or o.completed_at is null))::int as completed_without_times,
        count(*) filter (where o.status <> 4 and o.completed_at is not null)::int as open_with_completion,
        count(*) filter (where o.approval_status in (2, 3) and (o.approved_at is null or o.approved_by is null))::int as undated_decisions,
        count(*) filter (where o.status in (1, 2) and o.actual_start_time is not null and not exists (
          select 1 from work_order_status_history h where h.work_order_id = o.id and h.action = 'reopened'))::int as unstarted_with_start,
        count(*) filter (where o.planned_end_time < o.planned_start_time)::int as planned_backwards,
        count(*) filter (where greatest(o.created_at, o.updated_at, o.actual_end_time, o.approved_at) > now())::int as in_the_future,
        count(*) filter (where not exists (select 1 from workflow_version v where v.workflow_id = o.workflow_id and v.published_version = o.published_version))::int as unknown_versions
      from work_order o
      join work_location l on l.organisation_id = o.organisation_id and l.id = o.work_location_id
      left join crew c on c.organisation_id = o.organisation_id and c.id = o.crew_id
      where o.organisation_id = ${org.organisationId}::uuid`);
    expect(broken).toEqual({
      foreign_crews: 0,
      stale_locations: 0,
      completed_without_times: 0,
      open_with_completion: 0,
      undated_decisions: 0,
      unstarted_with_start: 0,
      planned_backwards: 0,
      in_the_future: 0,
      unknown_versions: 0,
    });
    const [codes] = await rows(
      sql`select min(code) as first, max(code) as last, count(distinct code)::int as n,
            (select last_number from work_order_counter where ${inOrg()}) as counter from work_order where ${inOrg()}`,
    );
    expect(codes).toEqual({ first: 'WO-000001', last: 'WO-000120', n: 120, counter: 120 });
  });

  it('record every change in the history, by name, ending at the order’s state', async () => {
    const orders = await rows<{
      id: string;
      status: number;
      approval_status: number | null;
      vendor_id: string | null;
      version: number;
    }>(sql`select id, status, approval_status, vendor_id, version from work_order where ${inOrg()}`);
    const history = await rows<{
      work_order_id: string;
      action: string;
      status: number;
      approval_status: number | null;
      vendor_id: string | null;
      changed_by_name: string | null;
    }>(
      sql`select work_order_id, action, status, approval_status, vendor_id, changed_by_name from work_order_status_history where ${inOrg()} order by changed_at, id`,
    );
    for (const order of orders) {
      const own = history.filter((h) => h.work_order_id === order.id);
      expect(own[0]!.action).toBe('created');
      expect(own).toHaveLength(order.version);
      expect(own.at(-1)).toMatchObject({
        status: order.status,
        approval_status: order.approval_status,
        vendor_id: order.vendor_id,
      });
      expect(own.every((h) => h.changed_by_name)).toBe(true);
    }
    const actions = new Set(history.map((h) => h.action));
    for (const action of [
      'created',
      'assigned',
      'reassigned',
      'started',
      'activitySubmitted',
      'completed',
      'approved',
      'rejected',
      'reopened',
      'onHold',
    ])
      expect(actions, action).toContain(action);

    const started = orders.find((o) => o.status === 4 && o.approval_status === 2)!;
    const api = await t.request(
      'GET',
      `/api/workorder/Workorder/GetWorkorderStatusHistory?workorderId=${started.id}`,
      { token },
    );
    expect(api.status).toBe(200);
    expect(api.body.data.statusHistory.length).toBe(started.version);
  });

  it('fill every required element of completed work, pictures included, and leave in-progress work incomplete', async () => {
    const flows = await rows<{
      workflow_id: string;
      published_version: number;
      activities: WorkflowActivity[];
    }>(sql`select workflow_id, published_version, activities from workflow_version where ${inOrg()}`);
    const values = await rows<{ work_order_id: string; element_id: string; has_value: boolean }>(
      sql`select work_order_id, element_id, coalesce(text, image_url, date_time::text, latitude::text) is not null as has_value from work_order_element_value where ${inOrg()}`,
    );
    const orders = await rows<{ id: string; status: number; workflow_id: string; published_version: number }>(
      sql`select id, status, workflow_id, published_version from work_order where ${inOrg()} and status in (3, 4)`,
    );
    for (const order of orders) {
      const flow = flows.find(
        (f) => f.workflow_id === order.workflow_id && f.published_version === order.published_version,
      )!;
      const required = flow.activities.flatMap((a) =>
        a.tasks.flatMap((task) => task.elements.filter((e) => e.isRequired).map((e) => e.id)),
      );
      const filled = new Set(
        values.filter((v) => v.work_order_id === order.id && v.has_value).map((v) => v.element_id),
      );
      const missing = required.filter((id) => !filled.has(id));
      if (order.status === 4) expect(missing, order.id).toEqual([]);
      else expect(missing.length, order.id).toBeGreaterThan(0);
    }

    const completed = orders.find((o) => o.status === 4)!;
    const answer = await t.request(
      'GET',
      `/api/workorder/Workorder/GetWorkorderActivities?workorderId=${completed.id}`,
      { token },
    );
    expect(answer.status).toBe(200);
    const elements = answer.body.data.activities.flatMap((a: { tasks: Array<{ elements: unknown[] }> }) =>
      a.tasks.flatMap((task) => task.elements),
    ) as Array<{
      elementType: string;
      isRequired: boolean;
      hasValue: boolean;
      imageUrl: string | null;
    }>;
    expect(elements.filter((e) => e.isRequired && !e.hasValue)).toEqual([]);
    const picture = elements.find((e) => e.imageUrl)!;
    const file = await t.app.inject({
      method: 'GET',
      url: picture.imageUrl!,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('are added once: seeding again adds nothing', async () => {
    expect(
      await t.db.transaction((tx) =>
        seedDemoWorkOrders(tx, org.organisationId, { dataDir: t.app.config.dataDir }),
      ),
    ).toBe(0);
  });
});

describe('the bulk work orders', () => {
  it('add numbered orders in batches after the demo ones, in the expected mix, with one or two history rows each', async () => {
    const result = await seedBulkWorkOrders(t.db, org.organisationId, 2500, {
      batchSize: 1000,
      locations: 600,
    });
    expect(result).toMatchObject({ first: 121, last: 2620 });
    const [codes] = await rows(
      sql`select max(code) as last, count(distinct lower(code))::int as n, count(*)::int as total,
            (select last_number from work_order_counter where ${inOrg()}) as counter,
            (select count(*)::int from work_location where ${inOrg()}) as locations,
            count(distinct work_location_id)::int as used_locations from work_order where ${inOrg()}`,
    );
    expect(codes).toEqual({
      last: 'WO-002620',
      n: 2620,
      total: 2620,
      counter: 2620,
      locations: 600,
      used_locations: expect.any(Number),
    });
    expect(codes.used_locations).toBeGreaterThan(500);
    // Copied locations stand near their originals, not on them: a map of them spreads out when zoomed in.
    const [positions] = await rows(
      sql`select count(distinct (latitude, longitude))::int as n, min(latitude)::float as south, max(latitude)::float as north
            from work_location where ${inOrg()}`,
    );
    expect(positions.n).toBeGreaterThan(590);
    expect(positions.north - positions.south).toBeLessThan(0.3);

    const mix = await rows<{ status: number; share: number }>(
      sql`select status, count(*)::float / 2500 as share from work_order where ${inOrg()} and code > 'WO-000120' group by 1 order by 1`,
    );
    const share = Object.fromEntries(mix.map((m) => [m.status, m.share]));
    expect(share[4]).toBeGreaterThan(0.64);
    expect(share[4]).toBeLessThan(0.76);
    for (const status of [1, 2]) expect(share[status]).toBeGreaterThan(0.06);
    for (const status of [3, 5]) expect(share[status]).toBeGreaterThan(0.025);

    const [history] = await rows(
      sql`select min(n)::int as fewest, max(n)::int as most from (
            select count(h.id) as n from work_order o left join work_order_status_history h on h.organisation_id = o.organisation_id and h.work_order_id = o.id
            where o.organisation_id = ${org.organisationId}::uuid and o.code > 'WO-000120' group by o.id) x`,
    );
    expect(history).toEqual({ fewest: 1, most: 2 });
    const [foreign] = await rows(
      sql`select count(*)::int as n from work_order o join crew c on c.id = o.crew_id where o.organisation_id = ${org.organisationId}::uuid and c.vendor_id <> o.vendor_id`,
    );
    expect(foreign!.n).toBe(0);

    const list = await t.request('POST', '/api/workorder/Workorder/GetAll', {
      token,
      body: { searchString: 'WO-0026' },
    });
    expect(list.body.data.pageTotal).toBe(21);
    const all = await t.request('POST', '/api/workorder/Workorder/GetAll', { token, body: {} });
    expect(all.body.data.pageTotal).toBe(2620);
    expect(all.body.data.workorders[0].code).toMatch(/^WO-00/);
  });

  it('add open orders alone, or completed ones alone, when asked', async () => {
    await seedBulkWorkOrders(t.db, org.organisationId, 400, {
      batchSize: 1000,
      locations: 600,
      only: 'open',
    });
    await seedBulkWorkOrders(t.db, org.organisationId, 200, { locations: 600, only: 'completed' });
    const mix = await rows<{ open: boolean; status: number; n: number; approved: number }>(
      sql`select code <= 'WO-003020' as open, status, count(*)::int as n, count(approval_status)::int as approved
            from work_order where ${inOrg()} and code > 'WO-002620' group by 1, 2 order by 1 desc, 2`,
    );
    expect(mix.filter((m) => m.open).map((m) => m.status)).toEqual([1, 2, 3, 5]);
    expect(mix.filter((m) => m.open).reduce((sum, m) => sum + m.n, 0)).toBe(400);
    expect(mix.filter((m) => m.open).every((m) => m.approved === 0)).toBe(true);
    expect(mix.filter((m) => !m.open)).toEqual([{ open: false, status: 4, n: 200, approved: 200 }]);
  });
});
