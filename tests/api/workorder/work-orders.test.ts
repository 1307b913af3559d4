import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import { fields } from '../people-fixtures';
import type { WorkOrderWorld } from './work-order-fixtures';
import { addVendorUser, buildWorld, caller, completingValues, PNG_DATA_URL } from './work-order-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let w: WorkOrderWorld;
const { call, ok } = caller(
  // Resolved lazily: the app and tokens exist only after beforeAll.
  { request: (...args: Parameters<TestApp['request']>) => t.request(...args) } as TestApp,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Work Order Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn((await createTenant(t, 'Other Work Order Org')).adminEmail);
  w = await buildWorld(t, org, admin, 'WO');
});
afterAll(() => t.close());

async function create(identifier: string, extra: Record<string, unknown> = {}) {
  return ok('POST', 'Workorder', { projectId: w.tree.projectId, workLocationId: w.locations.get(identifier), workflowId: w.workflowId, ...extra });
}

async function complete(order: { id: string }) {
  const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
  let current = await ok('GET', `Workorder/GetById?workorderId=${order.id}`);
  for (const submission of completingValues(activities)) {
    current = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', { workorderId: order.id, version: current.version, ...submission });
  }
  return current;
}

const history = async (id: string) =>
  ((await ok('GET', `Workorder/GetWorkorderStatusHistory?workorderId=${id}`)).statusHistory as Array<{ action: string; status: number; changedByName: string }>).map(
    (h) => `${h.action}:${h.status}`,
  );

describe('creating work orders', () => {
  it('creates an unassigned order with the next code, the location copied in and the workflow’s published version', async () => {
    const order = await create('N1-100', { plannedStartTime: '2026-11-24T08:00:00Z', plannedEndTime: '2026-11-24T12:00:00Z', description: 'Annual check' });
    expect(order).toMatchObject({
      code: expect.stringMatching(/^WO-\d{6}$/),
      status: 1,
      statusName: 'Unassigned',
      approvalStatus: null,
      locationIdentifier: 'N1-100',
      accessGroupId: w.tree.ids['North-1'],
      latitude: expect.any(Number),
      publishedVersion: 1,
      vendorId: null,
      plannedStartTime: '2026-11-24T08:00:00.000Z',
      version: 1,
    });
    const next = await create('N1-100');
    expect(Number(next.code.slice(3))).toBe(Number(order.code.slice(3)) + 1);
    expect(await history(order.id)).toEqual(['created:1']);
  });

  it('assigns at once when a vendor and its crew are given', async () => {
    const order = await create('N2-400', { vendorId: w.vendorA, crewId: w.crewA1 });
    expect(order).toMatchObject({ status: 2, vendorId: w.vendorA, crewId: w.crewA1, crewName: 'WO Crew A1' });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await ok('POST', 'Workorder/GetAll', { pageSize: 1 })).pageTotal;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ projectId: 'nope' }, 'ProjectId'],
      [{ workLocationId: w.otherProjectLocationId }, 'WorkLocationId'],
      [{ vendorId: w.vendorA }, 'CrewId'],
      [{ crewId: w.crewA1 }, 'VendorId'],
      [{ vendorId: w.vendorA, crewId: w.crewB1 }, 'CrewId'],
      [{ plannedStartTime: '2026-11-24T08:00:00Z', plannedEndTime: '2026-11-23T08:00:00Z' }, 'PlannedEndTime'],
      [{ workflowId: '00000000-0000-4000-8000-000000000000' }, 'WorkflowId'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', 'Workorder', { projectId: w.tree.projectId, workLocationId: w.locations.get('N1-100'), workflowId: w.workflowId, ...change });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(fields(response)).toContain(field);
    }
    expect((await ok('POST', 'Workorder/GetAll', { pageSize: 1 })).pageTotal).toBe(before);
  });

  it('keeps the version a work order started with when the workflow is republished', async () => {
    const order = await create('S1-630');
    const flow = await t.request('GET', `/api/workflow/WorkFlow/GetWorkFlowById?id=${w.workflowId}`, { token: admin });
    const activities = flow.body.data.activities.slice(0, 1).map((a: { activityTemplateId: string }) => ({ activityTemplateId: a.activityTemplateId }));
    const republished = await t.request('PUT', `/api/workflow/WorkFlow/UpdateWorkActivities?id=${w.workflowId}`, { token: admin, body: { activities, version: flow.body.data.version } });
    expect(republished.status).toBe(200);
    expect((await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`)).activities).toHaveLength(2);
    const newer = await create('S1-630');
    expect(newer.publishedVersion).toBe(2);
    expect((await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${newer.id}`)).activities).toHaveLength(1);
    // Back to two activities for the other tests.
    const again = await t.request('GET', `/api/workflow/WorkFlow/GetWorkFlowById?id=${w.workflowId}`, { token: admin });
    await t.request('PUT', `/api/workflow/WorkFlow/UpdateWorkActivities?id=${w.workflowId}`, {
      token: admin,
      body: { activities: flow.body.data.activities.map((a: { activityTemplateId: string }) => ({ activityTemplateId: a.activityTemplateId })), version: again.body.data.version },
    });
  });
});

describe('the lifecycle', () => {
  it('assigns, records work, completes, approves, reopens, each step in the status history with who', async () => {
    let order = await create('N1a-250');
    const assigned = await ok('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [order.id], vendorId: w.vendorA, crewId: w.crewA1 });
    expect(assigned).toEqual({ workOrderIds: [order.id], count: 1 });

    const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    const [survey, signOff] = completingValues(activities);
    order = await ok('GET', `Workorder/GetById?workorderId=${order.id}`);
    // Part of the first activity: the order starts, the activity is in progress.
    order = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', { workorderId: order.id, version: order.version, activityId: survey!.activityId, elements: survey!.elements.slice(0, 1) });
    expect(order).toMatchObject({ status: 3, statusName: 'In Progress', actualStartTime: expect.any(String) });
    order = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', { workorderId: order.id, version: order.version, ...survey });
    let read = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    expect(read.activities.map((a: { statusName: string }) => a.statusName)).toEqual(['Completed', 'Not started']);
    order = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', { workorderId: order.id, version: order.version, ...signOff });
    expect(order).toMatchObject({ status: 4, approvalStatus: 1, approvalStatusName: 'Pending', completedAt: expect.any(String), actualEndTime: expect.any(String) });
    read = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    const photo = read.activities[1].tasks[0].elements[0];
    expect(photo).toMatchObject({ hasValue: true, imageUrl: expect.stringMatching(/^\/api\/document\/Image\//), capturedByName: expect.any(String) });
    const served = await t.app.inject({ method: 'GET', url: photo.imageUrl, headers: { authorization: `Bearer ${admin}` } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(read.activities[0].tasks[0].elements[1]).toMatchObject({ latitude: 26.15, longitude: 91.77, accuracy: 8 });

    order = await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, { approvalStatus: 2, remarks: 'Good work', signatureDataUrl: PNG_DATA_URL, version: order.version });
    expect(order).toMatchObject({ status: 4, approvalStatus: 2, approvalRemarks: 'Good work', approvalSignatureUrl: expect.any(String), approvedByName: expect.any(String) });
    order = await ok('POST', 'Workorder/ReopenWorkorder', { workorderId: order.id, version: order.version, remarks: 'Meter sealed wrongly' });
    expect(order).toMatchObject({ status: 2, approvalStatus: null, completedAt: null, vendorId: w.vendorA, crewId: w.crewA1 });
    const entries = (await ok('GET', `Workorder/GetWorkorderStatusHistory?workorderId=${order.id}`)).statusHistory;
    expect(entries.map((h: { action: string; status: number }) => `${h.action}:${h.status}`)).toEqual([
      'created:1',
      'assigned:2',
      'started:3',
      'activitySubmitted:3',
      'completed:4',
      'approved:4',
      'reopened:2',
    ]);
    expect(entries[1]).toMatchObject({ vendorName: 'WO Assam Line Works', crewName: 'WO Crew A1', changedByName: expect.any(String), changedAt: expect.any(String) });
    expect(entries[6].remarks).toBe('Meter sealed wrongly');
  });

  it('accepts only valid transitions and names the refusal', async () => {
    const unassigned = await create('N2-400');
    const refusals: Array<[string, string, Record<string, unknown>]> = [
      ['POST', `Workorder/UpdateApprovalStatus?workorderId=${unassigned.id}`, { approvalStatus: 2, version: 1 }],
      ['POST', 'Workorder/ReopenWorkorder', { workorderId: unassigned.id, version: 1 }],
      ['POST', 'Workorder/ReSubmitActivityFromAdmin', { workorderId: unassigned.id, version: 1, activityId: unassigned.id, elements: [{ taskId: unassigned.id, elementId: unassigned.id, text: 'x' }] }],
    ];
    for (const [method, url, body] of refusals) {
      const response = await call(method, url, body);
      expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBe(422);
    }
    const hold = await call('PUT', `Workorder?workorderId=${unassigned.id}`, { onHold: true, version: 1 });
    expect(hold.status).toBe(422);
    expect(hold.body.message).toMatch(/only assigned or started work can be put on hold/);
    expect(await history(unassigned.id)).toEqual(['created:1']);
  });

  it('puts assigned work on hold and resumes it; held work can be reassigned', async () => {
    let order = await create('N2-400', { vendorId: w.vendorA, crewId: w.crewA1 });
    order = await ok('PUT', `Workorder?workorderId=${order.id}`, { plannedStartTime: '2026-12-01T08:00:00Z', version: order.version });
    order = await ok('PUT', `Workorder?workorderId=${order.id}`, { onHold: true, version: order.version, description: 'Waiting for a shutdown' });
    // Fields left out keep their values.
    expect(order).toMatchObject({ status: 5, statusName: 'On Hold', description: 'Waiting for a shutdown', plannedStartTime: '2026-12-01T08:00:00.000Z' });
    const backwards = await call('PUT', `Workorder?workorderId=${order.id}`, { plannedEndTime: '2026-11-30T08:00:00Z', version: order.version });
    expect(fields(backwards)).toEqual(['PlannedEndTime']);
    await ok('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [order.id], vendorId: w.vendorA, crewId: w.crewA2 });
    order = await ok('GET', `Workorder/GetById?workorderId=${order.id}`);
    expect(order).toMatchObject({ status: 2, crewId: w.crewA2 });
    expect(await history(order.id)).toEqual(['created:2', 'onHold:5', 'reassigned:2']);
  });

  it('takes rejected work back to pending when corrected, and completed work back to in progress when a required value is cleared', async () => {
    let order = await complete(await create('S1-630', { vendorId: w.vendorB, crewId: w.crewB1 }));
    order = await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, { approvalStatus: 3, remarks: 'Photo is blurred', version: order.version });
    expect(order).toMatchObject({ status: 4, approvalStatus: 3, approvalStatusName: 'Rejected' });
    const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    const signOff = completingValues(activities)[1]!;
    order = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', { workorderId: order.id, version: order.version, activityId: signOff.activityId, elements: signOff.elements.slice(0, 1) });
    expect(order).toMatchObject({ status: 4, approvalStatus: 1 });
    const photo = signOff.elements[0]!;
    order = await ok(
      'DELETE',
      `Workorder/DeleteWorkorderActivityTaskElement?workorderId=${order.id}&activityId=${signOff.activityId}&taskId=${photo.taskId}&elementId=${photo.elementId}&version=${order.version}`,
    );
    expect(order).toMatchObject({ status: 3, approvalStatus: null, completedAt: null });
    expect((await history(order.id)).slice(-3)).toEqual(['rejected:4', 'completed:4', 'elementCleared:3']);
    const again = await call(
      'DELETE',
      `Workorder/DeleteWorkorderActivityTaskElement?workorderId=${order.id}&activityId=${signOff.activityId}&taskId=${photo.taskId}&elementId=${photo.elementId}&version=${order.version}`,
    );
    expect(again.status).toBe(404);
  });

  it('refuses values that do not fit their element, naming the element, and changes nothing', async () => {
    const order = await create('N1-100', { vendorId: w.vendorA, crewId: w.crewA1 });
    const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    const task = activities[1].tasks[0];
    const response = await call('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: order.id,
      version: order.version,
      activityId: activities[1].id,
      elements: [
        { taskId: task.id, elementId: task.elements[0].id, text: 'not a picture' },
        { taskId: task.id, elementId: activities[0].tasks[0].elements[0].id, text: '5' },
      ],
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Elements[0].ImageDataUrl', 'Elements[1].ElementId']);
    const fake = await call('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: order.id,
      version: order.version,
      activityId: activities[1].id,
      elements: [{ taskId: task.id, elementId: task.elements[0].id, imageDataUrl: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}` }],
    });
    expect(fake.status).toBe(400);
    expect((await ok('GET', `Workorder/GetById?workorderId=${order.id}`)).status).toBe(2);
  });

  it('answers 409 with the current order on a stale version', async () => {
    const order = await create('N1-100', { vendorId: w.vendorA, crewId: w.crewA1 });
    await ok('PUT', `Workorder?workorderId=${order.id}`, { description: 'First', version: order.version });
    const stale = await call('PUT', `Workorder?workorderId=${order.id}`, { description: 'Second', version: order.version });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ id: order.id, description: 'First', version: order.version + 1 });
  });

  it('moves an open order to another location of its project, never to another project', async () => {
    const order = await create('N1-100');
    const moved = await ok('POST', 'Workorder/InterchangeWorklocation', { workorderId: order.id, workLocationId: w.locations.get('S1-630'), version: order.version });
    expect(moved).toMatchObject({ locationIdentifier: 'S1-630', accessGroupId: w.tree.ids['South-1'] });
    const refused = await call('POST', 'Workorder/InterchangeWorklocation', { workorderId: order.id, workLocationId: w.otherProjectLocationId, version: moved.version });
    expect(refused.status).toBe(400);
    expect((await history(order.id)).at(-1)).toBe('locationChanged:1');
  });
});

describe('bulk calls are all or nothing', () => {
  it('assigns none when one order cannot be assigned, naming it, and all when all can', async () => {
    const a = await create('U-1000');
    const b = await create('U-1000');
    const done = await complete(await create('U-1000', { vendorId: w.vendorA, crewId: w.crewA1 }));
    const refused = await call('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [a.id, done.id, b.id], vendorId: w.vendorB, crewId: w.crewB1 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'WorkOrderIds[1]', message: expect.stringContaining(`${done.code}: It is completed`) }]);
    expect((await ok('GET', `Workorder/GetById?workorderId=${a.id}`)).status).toBe(1);
    const assigned = await ok('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [a.id, b.id], vendorId: w.vendorB, crewId: w.crewB1 });
    expect(assigned.count).toBe(2);
    // The same assignment again changes nothing: no new version, no new history.
    const before = await ok('GET', `Workorder/GetById?workorderId=${a.id}`);
    await ok('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [a.id, b.id], vendorId: w.vendorB, crewId: w.crewB1 });
    expect((await ok('GET', `Workorder/GetById?workorderId=${a.id}`)).version).toBe(before.version);
    expect(await history(a.id)).toEqual(['created:1', 'assigned:2']);
  });

  it('replays an assign and an approval sent twice with the same Idempotency-Key once', async () => {
    const order = await complete(await create('U-1000', { vendorId: w.vendorA, crewId: w.crewA1 }));
    const key = { 'idempotency-key': `approve-${order.id}` };
    const first = await call('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, { approvalStatus: 2, version: order.version }, admin, key);
    const second = await call('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, { approvalStatus: 2, version: order.version }, admin, key);
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
    const refused = await call('POST', 'Workorder/ReopenMultipleWorkorders', { workOrderIds: [one.id, open.id] });
    expect(refused.status).toBe(422);
    expect(fields(refused)).toEqual(['WorkOrderIds[1]']);
    expect((await ok('GET', `Workorder/GetById?workorderId=${one.id}`)).status).toBe(4);
    expect((await ok('POST', 'Workorder/ReopenMultipleWorkorders', { workOrderIds: [one.id, two.id] })).count).toBe(2);
    expect((await ok('GET', `Workorder/GetById?workorderId=${two.id}`)).status).toBe(2);
  });

  it('deletes unstarted orders only, all or none', async () => {
    const a = await create('N2-400');
    const started = await create('N2-400', { vendorId: w.vendorA, crewId: w.crewA1 });
    const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${started.id}`);
    const first = completingValues(activities)[0]!;
    await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', { workorderId: started.id, version: started.version, activityId: first.activityId, elements: first.elements.slice(0, 1) });
    const refused = await call('DELETE', 'Workorder/Bulk', { workOrderIds: [a.id, started.id, '00000000-0000-4000-8000-000000000000'] });
    expect(refused.status).toBe(422);
    expect(fields(refused)).toEqual(['WorkOrderIds[1]', 'WorkOrderIds[2]']);
    expect((await call('GET', `Workorder/GetById?workorderId=${a.id}`)).status).toBe(200);
    expect((await call('DELETE', `Workorder?workorderId=${started.id}`)).status).toBe(422);
    expect(await ok('DELETE', 'Workorder/Bulk', { workOrderIds: [a.id] })).toEqual({ workOrderIds: [a.id], count: 1 });
    expect((await call('GET', `Workorder/GetById?workorderId=${a.id}`)).status).toBe(404);
  });
});

describe('the list and its filters', () => {
  let codes: string[] = [];
  const list = async (filter: Record<string, unknown>, token = admin) => {
    const data = await ok('POST', 'Workorder/GetAll', { pageSize: 500, ...filter }, token);
    return data as { workorders: Array<{ code: string; status: number; locationIdentifier: string }>; pageTotal: number };
  };

  beforeAll(async () => {
    const made = [
      await create('N1-100', { plannedStartTime: '2026-01-10T08:00:00Z' }),
      await create('N1a-250', { vendorId: w.vendorA, crewId: w.crewA2, plannedStartTime: '2026-02-10T08:00:00Z' }),
      await create('S1-630', { vendorId: w.vendorB, crewId: w.crewB1, plannedStartTime: '2026-03-10T08:00:00Z' }),
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
    expect((await list({ vendorId: w.vendorB })).workorders.every((o) => o.locationIdentifier !== 'N1a-250' || false)).toBe(true);
    const north = await list({ accessGroupId: w.tree.ids.North });
    expect(new Set(north.workorders.map((o) => o.locationIdentifier))).toEqual(new Set(['N1-100', 'N1a-250', 'N2-400']));
    const dated = await list({ startDate: '2026-02-01T00:00:00Z', endDate: '2026-02-28T23:59:59Z' });
    expect(dated.workorders.map((o) => o.code)).toEqual([codes[1]]);
    expect((await list({ searchString: codes[2]!.toLowerCase() })).workorders.map((o) => o.code)).toEqual([codes[2]]);
    expect(new Set((await list({ searchString: 'n1a' })).workorders.map((o) => o.locationIdentifier))).toEqual(new Set(['N1a-250']));
    expect((await list({ searchString: '%' })).pageTotal).toBe(0);
    const big = await list({
      WorklocationTemplateId: w.templateId,
      WorklocationTemplateElementId: w.ratingId,
      WorklocationTemplateElementFilterOperator: 6,
      WorklocationTemplateFilterValue: '400',
    });
    expect(new Set(big.workorders.map((o) => o.locationIdentifier))).toEqual(new Set(['N2-400', 'S1-630', 'U-1000']));
    expect((await list({ projectId: w.tree.projectId, workflowId: w.workflowId, isMapView: true })).pageTotal).toBe((await list({})).pageTotal);
  });

  it('refuses an incomplete template-field filter and unknown statuses', async () => {
    const partial = await call('POST', 'Workorder/GetAll', { worklocationTemplateId: w.templateId, worklocationTemplateElementId: w.ratingId });
    expect(partial.status).toBe(400);
    expect((await call('POST', 'Workorder/GetAll', { multipleStatus: [7] })).status).toBe(400);
  });
});

describe('scoping', () => {
  it('hides every order from another organisation', async () => {
    const order = await create('N1-100');
    expect((await call('GET', `Workorder/GetById?workorderId=${order.id}`, undefined, otherAdmin)).status).toBe(404);
    expect((await ok('POST', 'Workorder/GetAll', {}, otherAdmin)).pageTotal).toBe(0);
    const assign = await call('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [order.id], vendorId: w.vendorA, crewId: w.crewA1 }, otherAdmin);
    expect(assign.status).toBe(400);
    const reopen = await call('POST', 'Workorder/ReopenMultipleWorkorders', { workOrderIds: [order.id] }, otherAdmin);
    expect(reopen.status).toBe(422);
    expect((await call('DELETE', 'Workorder/Bulk', { workOrderIds: [order.id] }, otherAdmin)).status).toBe(422);
    expect((await call('GET', `Workorder/GetWorkorderStatusHistory?workorderId=${order.id}`, undefined, otherAdmin)).status).toBe(404);
  });

  it('shows a vendor user only their vendor’s orders and lets them assign only to their own crews', async () => {
    const vendorUser = await addVendorUser(t, org, 'vendor-a@wo.example', w.vendorA);
    const mine = await create('N2-400', { vendorId: w.vendorA, crewId: w.crewA1 });
    const theirs = await create('N2-400', { vendorId: w.vendorB, crewId: w.crewB1 });
    const unassigned = await create('N2-400');
    const seen = await ok('POST', 'Workorder/GetAll', { pageSize: 500 }, vendorUser);
    expect(seen.workorders.every((o: { vendorId: string }) => o.vendorId === w.vendorA)).toBe(true);
    expect(seen.workorders.map((o: { id: string }) => o.id)).toContain(mine.id);
    for (const id of [theirs.id, unassigned.id]) expect((await call('GET', `Workorder/GetById?workorderId=${id}`, undefined, vendorUser)).status).toBe(404);
    await ok('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [mine.id], vendorId: w.vendorA, crewId: w.crewA2 }, vendorUser);
    const toOther = await call('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [mine.id], vendorId: w.vendorB, crewId: w.crewB1 }, vendorUser);
    expect(toOther.status).toBe(403);
    const done = await complete(mine);
    const approve = await call('POST', `Workorder/UpdateApprovalStatus?workorderId=${mine.id}`, { approvalStatus: 2, version: done.version }, vendorUser);
    expect(approve.status).toBe(403);
    const stats = await ok('POST', 'WorkOrder/GetDashboardWorkorderStats', {}, vendorUser);
    expect(stats.total).toBe(seen.pageTotal);
    expect(stats.byVendor).toEqual([]);
  });

  it('applies access-group grants to every call', async () => {
    const vendorUser = await addVendorUser(t, org, 'vendor-a-north@wo.example', w.vendorA);
    const { grantGroups } = await import('../access-fixtures');
    const users = await t.request('POST', '/api/account/User/GetAll', { token: admin, body: { searchString: 'vendor-a-north' } });
    await grantGroups(t, admin, 'AdminAccessGroup', users.body.data.users[0].id, w.tree.projectId, [w.tree.ids['North-1']]);
    const north = await create('N1a-250', { vendorId: w.vendorA, crewId: w.crewA1 });
    const south = await create('S1-630', { vendorId: w.vendorA, crewId: w.crewA1 });
    const token = await t.signIn('vendor-a-north@wo.example');
    const seen = await ok('POST', 'Workorder/GetAll', { pageSize: 500 }, token);
    expect(new Set(seen.workorders.map((o: { locationIdentifier: string }) => o.locationIdentifier))).toEqual(new Set(['N1-100', 'N1a-250']));
    expect((await call('GET', `Workorder/GetById?workorderId=${north.id}`, undefined, token)).status).toBe(200);
    expect((await call('GET', `Workorder/GetById?workorderId=${south.id}`, undefined, token)).status).toBe(404);
    const reassign = await call('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [south.id], vendorId: w.vendorA, crewId: w.crewA2 }, token);
    expect(reassign.status).toBe(422);
    expect(vendorUser).toBeTruthy();
  });
});

describe('dashboard counts and notifications', () => {
  it('counts by status, approval and vendor, matching the list', async () => {
    const stats = await ok('POST', 'WorkOrder/GetDashboardWorkorderStats', {});
    const all = await ok('POST', 'Workorder/GetAll', { pageSize: 500 });
    expect(stats.total).toBe(all.pageTotal);
    for (const status of stats.byStatus) {
      expect(status.count, status.name).toBe(all.workorders.filter((o: { status: number }) => o.status === status.id).length);
    }
    const pending = all.workorders.filter((o: { approvalStatus: number | null }) => o.approvalStatus === 1).length;
    expect(stats.byApproval.find((a: { id: number }) => a.id === 1).count).toBe(pending);
    expect(stats.byVendor.reduce((sum: number, v: { total: number }) => sum + v.total, 0)).toBe(stats.total);
    expect(stats.byVendor.at(-1)).toMatchObject({ vendorId: null, vendorName: 'Not assigned' });
  });

  it('tells the vendor of an assignment, the approvers of completed work and the vendor of the decision', async () => {
    const vendorUser = await addVendorUser(t, org, 'vendor-b@wo.example', w.vendorB);
    const feed = async (token: string) =>
      ((await t.request('POST', '/api/account/Notification/GetAll', { token, body: { pageSize: 100 } })).body.data.notifications as Array<{ title: string }>).map((n) => n.title);
    const order = await create('U-1000');
    await ok('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: [order.id], vendorId: w.vendorB, crewId: w.crewB1 });
    expect(await feed(vendorUser)).toContain(`Work order ${order.code} assigned to WO Crew B1`);
    const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`, undefined, vendorUser);
    let current = await ok('GET', `Workorder/GetById?workorderId=${order.id}`, undefined, vendorUser);
    for (const submission of completingValues(activities)) {
      current = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', { workorderId: order.id, version: current.version, ...submission }, vendorUser);
    }
    expect(await feed(admin)).toContain(`Work order ${order.code} awaits approval`);
    await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, { approvalStatus: 3, remarks: 'Redo the photo', version: current.version });
    expect(await feed(vendorUser)).toContain(`Work order ${order.code} rejected`);
  });
});

describe('records work orders depend on', () => {
  it('follows a location’s new access group into its orders, for every vendor', async () => {
    const order = await create('U-1000', { vendorId: w.vendorB, crewId: w.crewB1 });
    const locationId = w.locations.get('U-1000')!;
    const location = (await t.request('GET', `/api/workorder/WorkLocation/GetById?id=${locationId}`, { token: admin })).body.data;
    const moved = await t.request('PUT', `/api/workorder/WorkLocation/WorklocationAccessGroup?id=${locationId}`, {
      token: admin,
      body: { accessGroupId: w.tree.ids['South-1'], version: location.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await ok('GET', `Workorder/GetById?workorderId=${order.id}`)).accessGroupId).toBe(w.tree.ids['South-1']);
    const south = await ok('POST', 'Workorder/GetAll', { accessGroupId: w.tree.ids.South, pageSize: 500 });
    expect(south.workorders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('keeps a workflow, vendor, crew or work location used by work orders from being deleted, naming them', async () => {
    const order = await create('N1-100', { vendorId: w.vendorA, crewId: w.crewA1 });
    const refusals = [
      await t.request('DELETE', `/api/workflow/WorkFlow?id=${w.workflowId}`, { token: admin }),
      await t.request('DELETE', `/api/account/Vendor?id=${w.vendorA}`, { token: admin }),
      await t.request('DELETE', `/api/account/Crew?id=${w.crewA1}`, { token: admin }),
      await t.request('DELETE', `/api/workorder/WorkLocation?id=${w.locations.get('N1-100')}`, { token: admin }),
    ];
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.message).toMatch(/work orders? \(/);
    }
    expect(refusals[0]!.body.message).toContain(order.code.slice(0, 3));
  });
});

describe('the tally behind totals and dashboard counts', () => {
  it('agrees with the orders themselves after every kind of change above', async () => {
    const { sql } = await import('drizzle-orm');
    const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const counted = await rows(sql`
      select project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude is not null and longitude is not null as located, count(*)::int as n
        from work_order where organisation_id = ${org.organisationId}::uuid
       group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8`);
    const tallied = await rows(sql`
      select project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, n::int as n
        from work_order_tally where organisation_id = ${org.organisationId}::uuid and n <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8`);
    expect(counted.length).toBeGreaterThan(5);
    expect(tallied).toEqual(counted);
    // And the totals read from it match the rows the list returns, filter by filter.
    for (const filter of [{}, { status: 4, multipleStatus: [1] }, { vendorId: w.vendorA }, { accessGroupId: w.tree.ids.North }, { isMapView: true, approvalStatus: 1 }]) {
      const list = await ok('POST', 'Workorder/GetAll', { pageSize: 500, ...filter });
      // The map's answer is columns (isMapView): its ids stand for the orders.
      expect(list.pageTotal, JSON.stringify(filter)).toBe((list.workorders ?? list.map.ids).length);
    }
  });
});
