import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import { fields } from '../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let vendorUser: string;

const call = (method: string, url: string, body?: unknown, token = admin) =>
  t.request(method, `/api/workflow/${url}`, { token, body });
async function ok(method: string, url: string, body?: unknown, token = admin) {
  const response = await call(method, url, body, token);
  expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}

const METER_INSTALL = {
  name: 'Smart meter installation',
  activityTypeId: 2,
  tasks: [
    {
      name: 'Remove the old meter',
      elements: [
        { elementType: 'manual-reading', label: 'Final reading of the old meter', isRequired: true },
        { elementType: 'image', label: 'Photo of the old meter', isRequired: true },
      ],
    },
    {
      name: 'Fit the new meter',
      elements: [
        { elementType: 'ai-barcode', label: 'New meter barcode', isRequired: true },
        { elementType: 'capture-gps', label: 'Position' },
        { elementType: 'signature', label: 'Consumer signature', isRequired: true },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Workflow Org');
  const other = await createTenant(t, 'Other Workflow Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn(other.adminEmail);
  await addUser(t, org.organisationId, { email: 'viewer@wf.example', roleId: org.roleIds.get('Viewer')! });
  viewer = await t.signIn('viewer@wf.example');
  const vendorId = await addVendor(t, org.organisationId, 'Tezpur Line Works');
  await addUser(t, org.organisationId, {
    email: 'vendor@wf.example',
    roleId: org.roleIds.get('Organisation administrator')!,
    vendorId,
  });
  vendorUser = await t.signIn('vendor@wf.example');
});
afterAll(() => t.close());

describe('activity types and templates', () => {
  it('lists the activity types', async () => {
    const data = await ok('GET', 'ActivityType/GetAllActivityTypes');
    expect(data.activityTypes.map((type: { name: string }) => type.name)).toEqual([
      'Survey',
      'Installation',
      'Inspection',
      'Maintenance',
      'Replacement',
      'Disconnection',
    ]);
  });

  it('creates a template of ordered tasks with typed, labelled elements, each given an id', async () => {
    const created = await ok('POST', 'ActivityTemplate', METER_INSTALL);
    expect(created).toMatchObject({
      name: 'Smart meter installation',
      activityTypeName: 'Installation',
      workflowCount: 0,
      version: 1,
    });
    expect(created.tasks.map((task: { name: string }) => task.name)).toEqual([
      'Remove the old meter',
      'Fit the new meter',
    ]);
    expect(created.tasks[1].elements[1]).toMatchObject({
      elementType: 'capture-gps',
      label: 'Position',
      isRequired: false,
      id: expect.any(String),
    });
    const byType = await ok('GET', 'WorkFlow/GetTemplateActivityByActivityTypeId?activityTypeId=2');
    expect(byType.activityTemplates.map((template: { id: string }) => template.id)).toContain(created.id);
    expect(
      (await ok('GET', 'WorkFlow/GetTemplateActivityByActivityTypeId?activityTypeId=3')).activityTemplates,
    ).toEqual([]);
    const searched = await ok('POST', 'ActivityTemplate/GetAll', { searchString: 'smart meter' });
    expect(searched.pageTotal).toBe(1);
  });

  it('refuses bad templates with field errors', async () => {
    const noTasks = await call('POST', 'ActivityTemplate', { ...METER_INSTALL, name: 'Empty', tasks: [] });
    expect(noTasks.status).toBe(400);
    expect(fields(noTasks)).toEqual(['Tasks']);
    const badType = await call('POST', 'ActivityTemplate', {
      ...METER_INSTALL,
      name: 'Bad element',
      tasks: [{ name: 'One', elements: [{ elementType: 'hologram', label: 'X' }] }],
    });
    expect(badType.status).toBe(400);
    expect(fields(badType)[0]).toMatch(/^Tasks\[0\]\.Elements\[0\]\.ElementType$|ElementType/);
    const duplicate = await call('POST', 'ActivityTemplate', {
      ...METER_INSTALL,
      name: 'SMART METER INSTALLATION',
    });
    expect(duplicate.status).toBe(409);
    expect(fields(duplicate)).toEqual(['Name']);
    expect(
      (await call('POST', 'ActivityTemplate', { ...METER_INSTALL, name: 'Viewer made' }, viewer)).status,
    ).toBe(403);
    expect(
      (await call('POST', 'ActivityTemplate', { ...METER_INSTALL, name: 'Vendor made' }, vendorUser)).status,
    ).toBe(403);
  });

  it('keeps element ids across an edit and checks the version', async () => {
    const created = await ok('POST', 'ActivityTemplate', {
      ...METER_INSTALL,
      name: 'Transformer inspection',
      activityTypeId: 3,
    });
    const tasks = created.tasks.map((task: { elements: Array<{ label: string }> }, index: number) =>
      index === 0
        ? {
            ...task,
            elements: [
              ...task.elements,
              { elementType: 'capture-cellular-signal', label: 'Signal', isRequired: false },
            ],
          }
        : task,
    );
    const updated = await ok('PUT', `ActivityTemplate?id=${created.id}`, {
      name: created.name,
      activityTypeId: 3,
      tasks,
      version: 1,
    });
    expect(updated.tasks[0].elements[0].id).toBe(created.tasks[0].elements[0].id);
    expect(updated.tasks[0].elements).toHaveLength(3);
    const stale = await call('PUT', `ActivityTemplate?id=${created.id}`, {
      name: created.name,
      activityTypeId: 3,
      tasks,
      version: 1,
    });
    expect(stale.status).toBe(409);
  });

  it('is scoped to the organisation', async () => {
    const { activityTemplates } = await ok('POST', 'ActivityTemplate/GetAll', {});
    expect(
      (await call('GET', `ActivityTemplate/GetById?id=${activityTemplates[0].id}`, undefined, otherAdmin))
        .status,
    ).toBe(404);
    expect((await ok('POST', 'ActivityTemplate/GetAll', {}, otherAdmin)).pageTotal).toBe(0);
  });
});

describe('workflows', () => {
  async function template(name: string, activityTypeId = 1) {
    return ok('POST', 'ActivityTemplate', { ...METER_INSTALL, name, activityTypeId });
  }

  it('creates a workflow from activity templates and publishes version 1 as a snapshot', async () => {
    const survey = await template('Consumer survey');
    const install = await template('Meter fitting', 2);
    const created = await ok('POST', 'WorkFlow', {
      name: 'Prepaid meter rollout',
      activities: [
        { activityTemplateId: survey.id },
        { activityTemplateId: install.id, name: 'Install the prepaid meter' },
      ],
    });
    expect(created).toMatchObject({ name: 'Prepaid meter rollout', publishedVersion: 1, activityCount: 2 });
    expect(created.activities.map((a: { name: string; sequence: number }) => [a.sequence, a.name])).toEqual([
      [1, 'Consumer survey'],
      [2, 'Install the prepaid meter'],
    ]);
    const list = await ok('POST', 'WorkFlow/GetAllWorkFlowsForOrganisation', {
      organisationID: org.organisationId,
    });
    expect(list.workFlows.map((w: { id: string }) => w.id)).toContain(created.id);
    expect((await ok('GET', `ActivityTemplate/GetById?id=${survey.id}`)).workflowCount).toBe(1);
  });

  it('publishes a new version on an activity change; the old version keeps its activities', async () => {
    const first = await template('Pole survey');
    const second = await template('Pole replacement', 5);
    const created = await ok('POST', 'WorkFlow', {
      name: 'Pole renewal',
      activities: [{ activityTemplateId: first.id }],
    });

    // The template changes after publication: version 1 keeps the copy it published.
    await ok('PUT', `ActivityTemplate?id=${first.id}`, {
      name: 'Pole survey',
      activityTypeId: 1,
      tasks: [{ name: 'Look', elements: [{ elementType: 'image', label: 'Photo' }] }],
      version: 1,
    });
    const republished = await ok('PUT', `WorkFlow/UpdateWorkActivities?id=${created.id}`, {
      activities: [{ activityTemplateId: first.id }, { activityTemplateId: second.id }],
      version: created.version,
    });
    expect(republished).toMatchObject({ publishedVersion: 2, activityCount: 2 });
    expect(republished.activities[0].tasks[0].name).toBe('Look');

    const v1 = await ok('GET', `WorkFlow/GetWorkActivities?workflowId=${created.id}&publishedVersion=1`);
    expect(v1.activities).toHaveLength(1);
    expect(v1.activities[0].tasks[0].name).toBe('Remove the old meter');
    const current = await ok('GET', `WorkFlow/GetWorkActivities?workflowId=${created.id}`);
    expect(current.publishedVersion).toBe(2);

    const stale = await call('PUT', `WorkFlow/UpdateWorkActivities?id=${created.id}`, {
      activities: [{ activityTemplateId: first.id }],
      version: created.version,
    });
    expect(stale.status).toBe(409);
    expect((await ok('GET', `WorkFlow/GetWorkFlowById?id=${created.id}`)).publishedVersion).toBe(2);
  });

  it('refuses unknown templates by position and writes nothing', async () => {
    const known = await template('Meter audit', 3);
    const response = await call('POST', 'WorkFlow', {
      name: 'Broken flow',
      activities: [
        { activityTemplateId: known.id },
        { activityTemplateId: '00000000-0000-4000-8000-000000000009' },
      ],
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Activities[1].ActivityTemplateId']);
    expect(
      (await ok('POST', 'WorkFlow/GetAllWorkFlowsForOrganisation', { searchString: 'Broken' })).pageTotal,
    ).toBe(0);
  });

  it('a template a workflow was built from cannot be deleted; a workflow can, and frees it', async () => {
    const used = await template('Service cable check', 4);
    const flow = await ok('POST', 'WorkFlow', {
      name: 'Cable checks',
      activities: [{ activityTemplateId: used.id }],
    });
    const refused = await call('DELETE', `ActivityTemplate?id=${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.returnMessage[0]).toContain('1 workflow (Cable checks)');
    await ok('DELETE', `WorkFlow?id=${flow.id}`);
    await ok('DELETE', `ActivityTemplate?id=${used.id}`);
  });

  it('renames a workflow at its version and keeps names unique', async () => {
    const used = await template('Feeder patrol', 3);
    const flow = await ok('POST', 'WorkFlow', {
      name: 'Feeder patrols',
      activities: [{ activityTemplateId: used.id }],
    });
    const renamed = await ok('PUT', `WorkFlow?id=${flow.id}`, {
      name: 'Monthly feeder patrols',
      isActive: true,
      version: flow.version,
    });
    expect(renamed).toMatchObject({
      name: 'Monthly feeder patrols',
      publishedVersion: 1,
      activities: [{ name: 'Feeder patrol' }],
    });
    const duplicate = await call('POST', 'WorkFlow', {
      name: 'monthly feeder patrols',
      activities: [{ activityTemplateId: used.id }],
    });
    expect(duplicate.status).toBe(409);
    expect((await call('GET', `WorkFlow/GetWorkFlowById?id=${flow.id}`, undefined, otherAdmin)).status).toBe(
      404,
    );
  });
});
