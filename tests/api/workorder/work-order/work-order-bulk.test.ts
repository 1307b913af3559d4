import { describe, expect, it } from 'vitest';
import { fields } from '../../people-fixtures';
import { completingValues } from './work-order-fixtures';
import { admin, call, complete, create, history, ok, openWorkOrderWorld, w } from './work-order-world';

// Bulk assign, reopen and delete mixing orders that can and cannot change, and replayed calls.
openWorkOrderWorld();

describe('bulk calls are all or nothing', () => {
  it('assigns none when one order cannot be assigned, naming it, and all when all can', async () => {
    const a = await create('U-1000');
    const b = await create('U-1000');
    const done = await complete(await create('U-1000', { vendorId: w.vendorA, crewId: w.crewA1 }));
    const refused = await call('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [a.id, done.id, b.id],
      vendorId: w.vendorB,
      crewId: w.crewB1,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'WorkOrderIds[1]', message: expect.stringContaining(`${done.code}: It is completed`) },
    ]);
    expect((await ok('GET', `Workorder/GetById?workorderId=${a.id}`)).status).toBe(1);
    const assigned = await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [a.id, b.id],
      vendorId: w.vendorB,
      crewId: w.crewB1,
    });
    expect(assigned.count).toBe(2);
    // The same assignment again changes nothing: no new version, no new history.
    const before = await ok('GET', `Workorder/GetById?workorderId=${a.id}`);
    await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [a.id, b.id],
      vendorId: w.vendorB,
      crewId: w.crewB1,
    });
    expect((await ok('GET', `Workorder/GetById?workorderId=${a.id}`)).version).toBe(before.version);
    expect(await history(a.id)).toEqual(['created:1', 'assigned:2']);
  });

  it('replays an assign and an approval sent twice with the same Idempotency-Key once', async () => {
    const order = await complete(await create('U-1000', { vendorId: w.vendorA, crewId: w.crewA1 }));
    const key = { 'idempotency-key': `approve-${order.id}` };
    const first = await call(
      'POST',
      `Workorder/UpdateApprovalStatus?workorderId=${order.id}`,
      { approvalStatus: 2, version: order.version },
      admin,
      key,
    );
    const second = await call(
      'POST',
      `Workorder/UpdateApprovalStatus?workorderId=${order.id}`,
      { approvalStatus: 2, version: order.version },
      admin,
      key,
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await history(order.id)).filter((h) => h.startsWith('approved'))).toHaveLength(1);

    const fresh = await create('U-1000');
    const assignKey = { 'idempotency-key': `assign-${fresh.id}` };
    const body = { workOrderIds: [fresh.id], vendorId: w.vendorA, crewId: w.crewA2 };
    await call('POST', 'Workorder/AssignMultipleWorkorders', body, admin, assignKey);
    const replay = await call('POST', 'Workorder/AssignMultipleWorkorders', body, admin, assignKey);
    expect(replay.status).toBe(200);
    expect(await history(fresh.id)).toEqual(['created:1', 'assigned:2']);
  });

  it('reopens several completed orders, or none', async () => {
    const one = await complete(await create('N1-100', { vendorId: w.vendorA, crewId: w.crewA1 }));
    const two = await complete(await create('N1-100', { vendorId: w.vendorA, crewId: w.crewA1 }));
    const open = await create('N1-100');
    const refused = await call('POST', 'Workorder/ReopenMultipleWorkorders', {
      workOrderIds: [one.id, open.id],
    });
    expect(refused.status).toBe(422);
    expect(fields(refused)).toEqual(['WorkOrderIds[1]']);
    expect((await ok('GET', `Workorder/GetById?workorderId=${one.id}`)).status).toBe(4);
    expect(
      (await ok('POST', 'Workorder/ReopenMultipleWorkorders', { workOrderIds: [one.id, two.id] })).count,
    ).toBe(2);
    expect((await ok('GET', `Workorder/GetById?workorderId=${two.id}`)).status).toBe(2);
  });

  it('deletes unstarted orders only, all or none', async () => {
    const a = await create('N2-400');
    const started = await create('N2-400', { vendorId: w.vendorA, crewId: w.crewA1 });
    const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${started.id}`);
    const first = completingValues(activities)[0]!;
    await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: started.id,
      version: started.version,
      activityId: first.activityId,
      elements: first.elements.slice(0, 1),
    });
    const refused = await call('DELETE', 'Workorder/Bulk', {
      workOrderIds: [a.id, started.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(refused.status).toBe(422);
    expect(fields(refused)).toEqual(['WorkOrderIds[1]', 'WorkOrderIds[2]']);
    expect((await call('GET', `Workorder/GetById?workorderId=${a.id}`)).status).toBe(200);
    expect((await call('DELETE', `Workorder?workorderId=${started.id}`)).status).toBe(422);
    expect(await ok('DELETE', 'Workorder/Bulk', { workOrderIds: [a.id] })).toEqual({
      workOrderIds: [a.id],
      count: 1,
    });
    expect((await call('GET', `Workorder/GetById?workorderId=${a.id}`)).status).toBe(404);
  });
});
