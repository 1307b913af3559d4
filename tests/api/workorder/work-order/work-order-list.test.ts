import { beforeAll, describe, expect, it } from 'vitest';
import { addVendorUser, completingValues } from './work-order-fixtures';
import { admin, call, create, ok, openWorkOrderWorld, org, t, w } from './work-order-world';

// The list and its filters, the dashboard counts and the tally behind both, over orders of every kind.
openWorkOrderWorld({ withOrders: true });

describe('the list and its filters', () => {
  let codes: string[] = [];
  const list = async (filter: Record<string, unknown>, token = admin) => {
    const data = await ok('POST', 'Workorder/GetAll', { pageSize: 500, ...filter }, token);
    return data as {
      workorders: Array<{ code: string; status: number; locationIdentifier: string }>;
      pageTotal: number;
    };
  };

  beforeAll(async () => {
    const made = [
      await create('N1-100', { plannedStartTime: '2026-01-10T08:00:00Z' }),
      await create('N1a-250', {
        vendorId: w.vendorA,
        crewId: w.crewA2,
        plannedStartTime: '2026-02-10T08:00:00Z',
      }),
      await create('S1-630', {
        vendorId: w.vendorB,
        crewId: w.crewB1,
        plannedStartTime: '2026-03-10T08:00:00Z',
      }),
    ];
    codes = made.map((o) => o.code);
  });

  it('returns workorders and pageTotal, newest first, paged', async () => {
    const page = await ok('POST', 'Workorder/GetAll', { page: 1, pageSize: 2 });
    expect(page.workorders).toHaveLength(2);
    expect(page.pageTotal).toBeGreaterThan(2);
    const all = await list({});
    expect(all.workorders[0]!.code > all.workorders[1]!.code).toBe(true);
    expect(all.pageTotal).toBe(all.workorders.length);
  });

  it('matches the statuses of status and MultipleStatus together (the default filter: unassigned and completed)', async () => {
    const all = await list({});
    const expected = all.workorders.filter((o) => o.status === 1 || o.status === 4).length;
    const filtered = await list({ status: 4, MultipleStatus: [1] });
    expect(filtered.pageTotal).toBe(expected);
    expect(new Set(filtered.workorders.map((o) => o.status))).toEqual(new Set([1, 4]));
  });

  it('filters by vendor, crew, project, workflow, access group (with sub-groups), dates, search and the template field', async () => {
    expect((await list({ crewId: w.crewA2 })).workorders.map((o) => o.code)).toContain(codes[1]);
    expect(
      (await list({ vendorId: w.vendorB })).workorders.every(
        (o) => o.locationIdentifier !== 'N1a-250' || false,
      ),
    ).toBe(true);
    const north = await list({ accessGroupId: w.tree.ids.North });
    expect(new Set(north.workorders.map((o) => o.locationIdentifier))).toEqual(
      new Set(['N1-100', 'N1a-250', 'N2-400']),
    );
    const dated = await list({ startDate: '2026-02-01T00:00:00Z', endDate: '2026-02-28T23:59:59Z' });
    expect(dated.workorders.map((o) => o.code)).toEqual([codes[1]]);
    expect((await list({ searchString: codes[2]!.toLowerCase() })).workorders.map((o) => o.code)).toEqual([
      codes[2],
    ]);
    expect(
      new Set((await list({ searchString: 'n1a' })).workorders.map((o) => o.locationIdentifier)),
    ).toEqual(new Set(['N1a-250']));
    expect((await list({ searchString: '%' })).pageTotal).toBe(0);
    const big = await list({
      WorklocationTemplateId: w.templateId,
      WorklocationTemplateElementId: w.ratingId,
      WorklocationTemplateElementFilterOperator: 6,
      WorklocationTemplateFilterValue: '400',
    });
    expect(new Set(big.workorders.map((o) => o.locationIdentifier))).toEqual(
      new Set(['N2-400', 'S1-630', 'U-1000']),
    );
    expect(
      (await list({ projectId: w.tree.projectId, workflowId: w.workflowId, isMapView: true })).pageTotal,
    ).toBe((await list({})).pageTotal);
  });

  it('refuses an incomplete template-field filter and unknown statuses', async () => {
    const partial = await call('POST', 'Workorder/GetAll', {
      worklocationTemplateId: w.templateId,
      worklocationTemplateElementId: w.ratingId,
    });
    expect(partial.status).toBe(400);
    expect((await call('POST', 'Workorder/GetAll', { multipleStatus: [7] })).status).toBe(400);
  });
});

describe('dashboard counts and notifications', () => {
  it('counts by status, approval and vendor, matching the list', async () => {
    const stats = await ok('POST', 'WorkOrder/GetDashboardWorkorderStats', {});
    const all = await ok('POST', 'Workorder/GetAll', { pageSize: 500 });
    expect(stats.total).toBe(all.pageTotal);
    for (const status of stats.byStatus) {
      expect(status.count, status.name).toBe(
        all.workorders.filter((o: { status: number }) => o.status === status.id).length,
      );
    }
    const pending = all.workorders.filter(
      (o: { approvalStatus: number | null }) => o.approvalStatus === 1,
    ).length;
    expect(stats.byApproval.find((a: { id: number }) => a.id === 1).count).toBe(pending);
    expect(stats.byVendor.reduce((sum: number, v: { total: number }) => sum + v.total, 0)).toBe(stats.total);
    expect(stats.byVendor.at(-1)).toMatchObject({ vendorId: null, vendorName: 'Not assigned' });
  });

  it('tells the vendor of an assignment, the approvers of completed work and the vendor of the decision', async () => {
    const vendorUser = await addVendorUser(t, org, 'vendor-b@wo.example', w.vendorB);
    const feed = async (token: string) =>
      (
        (await t.request('POST', '/api/account/Notification/GetAll', { token, body: { pageSize: 100 } })).body
          .data.notifications as Array<{ title: string }>
      ).map((n) => n.title);
    const order = await create('U-1000');
    await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [order.id],
      vendorId: w.vendorB,
      crewId: w.crewB1,
    });
    expect(await feed(vendorUser)).toContain(`Work order ${order.code} assigned to WO Crew B1`);
    const { activities } = await ok(
      'GET',
      `Workorder/GetWorkorderActivities?workorderId=${order.id}`,
      undefined,
      vendorUser,
    );
    let current = await ok('GET', `Workorder/GetById?workorderId=${order.id}`, undefined, vendorUser);
    for (const submission of completingValues(activities)) {
      current = await ok(
        'POST',
        'Workorder/ReSubmitActivityFromAdmin',
        { workorderId: order.id, version: current.version, ...submission },
        vendorUser,
      );
    }
    expect(await feed(admin)).toContain(`Work order ${order.code} awaits approval`);
    await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, {
      approvalStatus: 3,
      remarks: 'Redo the photo',
      version: current.version,
    });
    expect(await feed(vendorUser)).toContain(`Work order ${order.code} rejected`);
  });
});

describe('the tally behind totals and dashboard counts', () => {
  it('agrees with the orders themselves after every kind of change above', async () => {
    const { sql } = await import('drizzle-orm');
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const counted = await rows(sql`
      select project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude is not null and longitude is not null as located, count(*)::int as n
        from work_order where organisation_id = ${org.organisationId}::uuid
       group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8`);
    const tallied = await rows(sql`
      select project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, sum(n)::int as n
        from work_order_tally where organisation_id = ${org.organisationId}::uuid
       group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8`);
    expect(counted.length).toBeGreaterThan(5);
    expect(tallied).toEqual(counted);
    // And the totals read from it match the rows the list returns, filter by filter.
    for (const filter of [
      {},
      { status: 4, multipleStatus: [1] },
      { vendorId: w.vendorA },
      { accessGroupId: w.tree.ids.North },
      { isMapView: true, approvalStatus: 1 },
    ]) {
      const list = await ok('POST', 'Workorder/GetAll', { pageSize: 500, ...filter });
      // The map's answer is columns (isMapView): its ids stand for the orders.
      expect(list.pageTotal, JSON.stringify(filter)).toBe((list.workorders ?? list.map.ids).length);
    }
  });
});
