import { describe, expect, it } from 'vitest';
import { fields } from '../../people-fixtures';
import { completingValues, PNG_DATA_URL } from './work-order-fixtures';
import { admin, call, complete, create, history, ok, openWorkOrderWorld, t, w } from './work-order-world';

// Taking work orders through their lifecycle, one order at a time.
openWorkOrderWorld();

describe('the lifecycle', () => {
  it('assigns, records work, completes, approves, reopens, each step in the status history with who', async () => {
    let order = await create('N1a-250');
    const assigned = await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [order.id],
      vendorId: w.vendorA,
      crewId: w.crewA1,
    });
    expect(assigned).toEqual({ workOrderIds: [order.id], count: 1 });

    const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    const [survey, signOff] = completingValues(activities);
    order = await ok('GET', `Workorder/GetById?workorderId=${order.id}`);
    // Part of the first activity: the order starts, the activity is in progress.
    order = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: order.id,
      version: order.version,
      activityId: survey!.activityId,
      elements: survey!.elements.slice(0, 1),
    });
    expect(order).toMatchObject({
      status: 3,
      statusName: 'In Progress',
      actualStartTime: expect.any(String),
    });
    order = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: order.id,
      version: order.version,
      ...survey,
    });
    let read = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    expect(read.activities.map((a: { statusName: string }) => a.statusName)).toEqual([
      'Completed',
      'Not started',
    ]);
    order = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: order.id,
      version: order.version,
      ...signOff,
    });
    expect(order).toMatchObject({
      status: 4,
      approvalStatus: 1,
      approvalStatusName: 'Pending',
      completedAt: expect.any(String),
      actualEndTime: expect.any(String),
    });
    read = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    const photo = read.activities[1].tasks[0].elements[0];
    expect(photo).toMatchObject({
      hasValue: true,
      imageUrl: expect.stringMatching(/^\/api\/document\/Image\//),
      capturedByName: expect.any(String),
    });
    const served = await t.app.inject({
      method: 'GET',
      url: photo.imageUrl,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(read.activities[0].tasks[0].elements[1]).toMatchObject({
      latitude: 26.15,
      longitude: 91.77,
      accuracy: 8,
    });

    order = await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, {
      approvalStatus: 2,
      remarks: 'Good work',
      signatureDataUrl: PNG_DATA_URL,
      version: order.version,
    });
    expect(order).toMatchObject({
      status: 4,
      approvalStatus: 2,
      approvalRemarks: 'Good work',
      approvalSignatureUrl: expect.any(String),
      approvedByName: expect.any(String),
    });
    order = await ok('POST', 'Workorder/ReopenWorkorder', {
      workorderId: order.id,
      version: order.version,
      remarks: 'Meter sealed wrongly',
    });
    expect(order).toMatchObject({
      status: 2,
      approvalStatus: null,
      completedAt: null,
      vendorId: w.vendorA,
      crewId: w.crewA1,
    });
    const entries = (await ok('GET', `Workorder/GetWorkorderStatusHistory?workorderId=${order.id}`))
      .statusHistory;
    expect(entries.map((h: { action: string; status: number }) => `${h.action}:${h.status}`)).toEqual([
      'created:1',
      'assigned:2',
      'started:3',
      'activitySubmitted:3',
      'completed:4',
      'approved:4',
      'reopened:2',
    ]);
    expect(entries[1]).toMatchObject({
      vendorName: 'WO Assam Line Works',
      crewName: 'WO Crew A1',
      changedByName: expect.any(String),
      changedAt: expect.any(String),
    });
    expect(entries[6].remarks).toBe('Meter sealed wrongly');
  });

  it('accepts only valid transitions and names the refusal', async () => {
    const unassigned = await create('N2-400');
    const refusals: Array<[string, string, Record<string, unknown>]> = [
      [
        'POST',
        `Workorder/UpdateApprovalStatus?workorderId=${unassigned.id}`,
        { approvalStatus: 2, version: 1 },
      ],
      ['POST', 'Workorder/ReopenWorkorder', { workorderId: unassigned.id, version: 1 }],
      [
        'POST',
        'Workorder/ReSubmitActivityFromAdmin',
        {
          workorderId: unassigned.id,
          version: 1,
          activityId: unassigned.id,
          elements: [{ taskId: unassigned.id, elementId: unassigned.id, text: 'x' }],
        },
      ],
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
    order = await ok('PUT', `Workorder?workorderId=${order.id}`, {
      plannedStartTime: '2026-12-01T08:00:00Z',
      version: order.version,
    });
    order = await ok('PUT', `Workorder?workorderId=${order.id}`, {
      onHold: true,
      version: order.version,
      description: 'Waiting for a shutdown',
    });
    // Fields left out keep their values.
    expect(order).toMatchObject({
      status: 5,
      statusName: 'On Hold',
      description: 'Waiting for a shutdown',
      plannedStartTime: '2026-12-01T08:00:00.000Z',
    });
    const backwards = await call('PUT', `Workorder?workorderId=${order.id}`, {
      plannedEndTime: '2026-11-30T08:00:00Z',
      version: order.version,
    });
    expect(fields(backwards)).toEqual(['PlannedEndTime']);
    await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [order.id],
      vendorId: w.vendorA,
      crewId: w.crewA2,
    });
    order = await ok('GET', `Workorder/GetById?workorderId=${order.id}`);
    expect(order).toMatchObject({ status: 2, crewId: w.crewA2 });
    expect(await history(order.id)).toEqual(['created:2', 'onHold:5', 'reassigned:2']);
  });

  it('takes rejected work back to pending when corrected, and completed work back to in progress when a required value is cleared', async () => {
    let order = await complete(await create('S1-630', { vendorId: w.vendorB, crewId: w.crewB1 }));
    order = await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, {
      approvalStatus: 3,
      remarks: 'Photo is blurred',
      version: order.version,
    });
    expect(order).toMatchObject({ status: 4, approvalStatus: 3, approvalStatusName: 'Rejected' });
    const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
    const signOff = completingValues(activities)[1]!;
    order = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: order.id,
      version: order.version,
      activityId: signOff.activityId,
      elements: signOff.elements.slice(0, 1),
    });
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
      elements: [
        {
          taskId: task.id,
          elementId: task.elements[0].id,
          imageDataUrl: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
        },
      ],
    });
    expect(fake.status).toBe(400);
    expect((await ok('GET', `Workorder/GetById?workorderId=${order.id}`)).status).toBe(2);
  });

  it('answers 409 with the current order on a stale version', async () => {
    const order = await create('N1-100', { vendorId: w.vendorA, crewId: w.crewA1 });
    await ok('PUT', `Workorder?workorderId=${order.id}`, { description: 'First', version: order.version });
    const stale = await call('PUT', `Workorder?workorderId=${order.id}`, {
      description: 'Second',
      version: order.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ id: order.id, description: 'First', version: order.version + 1 });
  });

  it('moves an open order to another location of its project, never to another project', async () => {
    const order = await create('N1-100');
    const moved = await ok('POST', 'Workorder/InterchangeWorklocation', {
      workorderId: order.id,
      workLocationId: w.locations.get('S1-630'),
      version: order.version,
    });
    expect(moved).toMatchObject({ locationIdentifier: 'S1-630', accessGroupId: w.tree.ids['South-1'] });
    const refused = await call('POST', 'Workorder/InterchangeWorklocation', {
      workorderId: order.id,
      workLocationId: w.otherProjectLocationId,
      version: moved.version,
    });
    expect(refused.status).toBe(400);
    expect((await history(order.id)).at(-1)).toBe('locationChanged:1');
  });
});
