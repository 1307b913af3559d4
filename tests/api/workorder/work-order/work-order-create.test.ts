import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { fields } from '../../people-fixtures';
import { admin, call, create, history, ok, openWorkOrderWorld, t, w } from './work-order-world';

// Creating work orders: codes, the location and the workflow version they start with, and refused input.
openWorkOrderWorld();

describe('creating work orders', () => {
  it('creates an unassigned order with the next code, the location copied in and the workflow’s published version', async () => {
    const order = await create('N1-100', {
      plannedStartTime: '2026-11-24T08:00:00Z',
      plannedEndTime: '2026-11-24T12:00:00Z',
      description: 'Annual check',
    });
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
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ projectId: 'nope' }, 'ProjectId'],
      [{ workLocationId: w.otherProjectLocationId }, 'WorkLocationId'],
      [{ vendorId: w.vendorA }, 'CrewId'],
      [{ crewId: w.crewA1 }, 'VendorId'],
      [{ vendorId: w.vendorA, crewId: w.crewB1 }, 'CrewId'],
      [
        { plannedStartTime: '2026-11-24T08:00:00Z', plannedEndTime: '2026-11-23T08:00:00Z' },
        'PlannedEndTime',
      ],
      [{ workflowId: missing }, 'WorkflowId', SERVER_MESSAGES.workflowNotFound],
      [{ projectId: missing }, 'ProjectId', SERVER_MESSAGES.projectNotFound],
      [{ workLocationId: missing }, 'WorkLocationId', SERVER_MESSAGES.workLocationNotFound],
      [{ vendorId: missing, crewId: w.crewA1 }, 'VendorId', SERVER_MESSAGES.vendorNotFound],
      [{ vendorId: w.vendorA, crewId: missing }, 'CrewId', SERVER_MESSAGES.crewNotFound],
    ];
    for (const [change, field, message] of cases) {
      const response = await call('POST', 'Workorder', {
        projectId: w.tree.projectId,
        workLocationId: w.locations.get('N1-100'),
        workflowId: w.workflowId,
        ...change,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(fields(response)).toContain(field);
      if (message) expect(response.body.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect((await ok('POST', 'Workorder/GetAll', { pageSize: 1 })).pageTotal).toBe(before);
  });

  it('keeps the version a work order started with when the workflow is republished', async () => {
    const order = await create('S1-630');
    const flow = await t.request('GET', `/api/workflow/WorkFlow/GetWorkFlowById?id=${w.workflowId}`, {
      token: admin,
    });
    const activities = flow.body.data.activities
      .slice(0, 1)
      .map((a: { activityTemplateId: string }) => ({ activityTemplateId: a.activityTemplateId }));
    const republished = await t.request(
      'PUT',
      `/api/workflow/WorkFlow/UpdateWorkActivities?id=${w.workflowId}`,
      { token: admin, body: { activities, version: flow.body.data.version } },
    );
    expect(republished.status).toBe(200);
    expect(
      (await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`)).activities,
    ).toHaveLength(2);
    const newer = await create('S1-630');
    expect(newer.publishedVersion).toBe(2);
    expect(
      (await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${newer.id}`)).activities,
    ).toHaveLength(1);
    // Back to two activities for the other tests.
    const again = await t.request('GET', `/api/workflow/WorkFlow/GetWorkFlowById?id=${w.workflowId}`, {
      token: admin,
    });
    await t.request('PUT', `/api/workflow/WorkFlow/UpdateWorkActivities?id=${w.workflowId}`, {
      token: admin,
      body: {
        activities: flow.body.data.activities.map((a: { activityTemplateId: string }) => ({
          activityTemplateId: a.activityTemplateId,
        })),
        version: again.body.data.version,
      },
    });
  });
});
