import { describe, expect, it } from 'vitest';
import { addVendorUser } from './work-order-fixtures';
import {
  admin,
  call,
  complete,
  create,
  ok,
  openWorkOrderWorld,
  org,
  otherAdmin,
  t,
  w,
} from './work-order-world';

// Who sees and changes which orders (organisation, vendor, access groups), and the records orders depend on.
openWorkOrderWorld({ withOrders: true });

describe('scoping', () => {
  it('hides every order from another organisation', async () => {
    const order = await create('N1-100');
    expect(
      (await call('GET', `Workorder/GetById?workorderId=${order.id}`, undefined, otherAdmin)).status,
    ).toBe(404);
    expect((await ok('POST', 'Workorder/GetAll', {}, otherAdmin)).pageTotal).toBe(0);
    const assign = await call(
      'POST',
      'Workorder/AssignMultipleWorkorders',
      { workOrderIds: [order.id], vendorId: w.vendorA, crewId: w.crewA1 },
      otherAdmin,
    );
    expect(assign.status).toBe(400);
    const reopen = await call(
      'POST',
      'Workorder/ReopenMultipleWorkorders',
      { workOrderIds: [order.id] },
      otherAdmin,
    );
    expect(reopen.status).toBe(422);
    expect((await call('DELETE', 'Workorder/Bulk', { workOrderIds: [order.id] }, otherAdmin)).status).toBe(
      422,
    );
    expect(
      (
        await call(
          'GET',
          `Workorder/GetWorkorderStatusHistory?workorderId=${order.id}`,
          undefined,
          otherAdmin,
        )
      ).status,
    ).toBe(404);
  });

  it('shows a vendor user only their vendor’s orders and lets them assign only to their own crews', async () => {
    const vendorUser = await addVendorUser(t, org, 'vendor-a@wo.example', w.vendorA);
    const mine = await create('N2-400', { vendorId: w.vendorA, crewId: w.crewA1 });
    const theirs = await create('N2-400', { vendorId: w.vendorB, crewId: w.crewB1 });
    const unassigned = await create('N2-400');
    const seen = await ok('POST', 'Workorder/GetAll', { pageSize: 500 }, vendorUser);
    expect(seen.workorders.every((o: { vendorId: string }) => o.vendorId === w.vendorA)).toBe(true);
    expect(seen.workorders.map((o: { id: string }) => o.id)).toContain(mine.id);
    for (const id of [theirs.id, unassigned.id])
      expect((await call('GET', `Workorder/GetById?workorderId=${id}`, undefined, vendorUser)).status).toBe(
        404,
      );
    await ok(
      'POST',
      'Workorder/AssignMultipleWorkorders',
      { workOrderIds: [mine.id], vendorId: w.vendorA, crewId: w.crewA2 },
      vendorUser,
    );
    const toOther = await call(
      'POST',
      'Workorder/AssignMultipleWorkorders',
      { workOrderIds: [mine.id], vendorId: w.vendorB, crewId: w.crewB1 },
      vendorUser,
    );
    expect(toOther.status).toBe(403);
    const done = await complete(mine);
    const approve = await call(
      'POST',
      `Workorder/UpdateApprovalStatus?workorderId=${mine.id}`,
      { approvalStatus: 2, version: done.version },
      vendorUser,
    );
    expect(approve.status).toBe(403);
    const stats = await ok('POST', 'WorkOrder/GetDashboardWorkorderStats', {}, vendorUser);
    expect(stats.total).toBe(seen.pageTotal);
    expect(stats.byVendor).toEqual([]);
  });

  it('applies access-group grants to every call', async () => {
    const vendorUser = await addVendorUser(t, org, 'vendor-a-north@wo.example', w.vendorA);
    const { grantGroups } = await import('../../access-fixtures');
    const users = await t.request('POST', '/api/account/User/GetAll', {
      token: admin,
      body: { searchString: 'vendor-a-north' },
    });
    await grantGroups(t, admin, 'AdminAccessGroup', users.body.data.users[0].id, w.tree.projectId, [
      w.tree.ids['North-1'],
    ]);
    const north = await create('N1a-250', { vendorId: w.vendorA, crewId: w.crewA1 });
    const south = await create('S1-630', { vendorId: w.vendorA, crewId: w.crewA1 });
    const token = await t.signIn('vendor-a-north@wo.example');
    const seen = await ok('POST', 'Workorder/GetAll', { pageSize: 500 }, token);
    expect(new Set(seen.workorders.map((o: { locationIdentifier: string }) => o.locationIdentifier))).toEqual(
      new Set(['N1-100', 'N1a-250']),
    );
    expect((await call('GET', `Workorder/GetById?workorderId=${north.id}`, undefined, token)).status).toBe(
      200,
    );
    expect((await call('GET', `Workorder/GetById?workorderId=${south.id}`, undefined, token)).status).toBe(
      404,
    );
    const reassign = await call(
      'POST',
      'Workorder/AssignMultipleWorkorders',
      { workOrderIds: [south.id], vendorId: w.vendorA, crewId: w.crewA2 },
      token,
    );
    expect(reassign.status).toBe(422);
    expect(vendorUser).toBeTruthy();
  });
});

describe('records work orders depend on', () => {
  it('follows a location’s new access group into its orders, for every vendor', async () => {
    const order = await create('U-1000', { vendorId: w.vendorB, crewId: w.crewB1 });
    const locationId = w.locations.get('U-1000')!;
    const location = (
      await t.request('GET', `/api/workorder/WorkLocation/GetById?id=${locationId}`, { token: admin })
    ).body.data;
    const moved = await t.request(
      'PUT',
      `/api/workorder/WorkLocation/WorklocationAccessGroup?id=${locationId}`,
      {
        token: admin,
        body: { accessGroupId: w.tree.ids['South-1'], version: location.version },
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await ok('GET', `Workorder/GetById?workorderId=${order.id}`)).accessGroupId).toBe(
      w.tree.ids['South-1'],
    );
    const south = await ok('POST', 'Workorder/GetAll', { accessGroupId: w.tree.ids.South, pageSize: 500 });
    expect(south.workorders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('keeps a workflow, vendor, crew or work location used by work orders from being deleted, naming them', async () => {
    const order = await create('N1-100', { vendorId: w.vendorA, crewId: w.crewA1 });
    const refusals = [
      await t.request('DELETE', `/api/workflow/WorkFlow?id=${w.workflowId}`, { token: admin }),
      await t.request('DELETE', `/api/account/Vendor?id=${w.vendorA}`, { token: admin }),
      await t.request('DELETE', `/api/account/Crew?id=${w.crewA1}`, { token: admin }),
      await t.request('DELETE', `/api/workorder/WorkLocation?id=${w.locations.get('N1-100')}`, {
        token: admin,
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.message).toMatch(/work orders? \(/);
    }
    expect(refusals[0]!.body.message).toContain(order.code.slice(0, 3));
  });
});
