import { expect } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor } from '../../../support/test-app';
import type { Tree } from '../../access-fixtures';
import { addCrew, buildTree } from '../../access-fixtures';
import { PNG_1PX } from '../../people-fixtures';

/** A project with access groups, located work locations, a workflow of two activities, vendors and crews. */
export interface WorkOrderWorld {
  tree: Tree;
  templateId: string;
  ratingId: string;
  /** Location ids by identifier: one per access group, plus one without a group. */
  locations: Map<string, string>;
  otherProjectLocationId: string;
  workflowId: string;
  vendorA: string;
  vendorB: string;
  crewA1: string;
  crewA2: string;
  crewB1: string;
}

export const PNG_DATA_URL = `data:image/png;base64,${PNG_1PX.toString('base64')}`;

export function caller(t: TestApp, defaultToken: () => string) {
  const call = (
    method: string,
    url: string,
    body?: unknown,
    token = defaultToken(),
    headers?: Record<string, string>,
  ) => t.request(method, `/api/workorder/${url}`, { token, body, headers });
  async function ok(method: string, url: string, body?: unknown, token = defaultToken()) {
    const response = await call(method, url, body, token);
    expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.data;
  }
  return { call, ok };
}

async function okAt(t: TestApp, token: string, method: string, path: string, body: unknown) {
  const response = await t.request(method, path, { token, body });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}

export const LOCATION_GROUPS: Array<[string, keyof Tree['ids'] | null, number]> = [
  ['N1-100', 'North-1', 100],
  ['N1a-250', 'North-1a', 250],
  ['N2-400', 'North-2', 400],
  ['S1-630', 'South-1', 630],
  ['U-1000', null, 1000],
];

export async function buildWorld(
  t: TestApp,
  org: Tenant,
  admin: string,
  prefix: string,
): Promise<WorkOrderWorld> {
  const tree = await buildTree(t, admin, `${prefix} Distribution`);
  const other = await okAt(t, admin, 'POST', '/api/workorder/Project', { projectName: `${prefix} Other` });
  const template = await okAt(t, admin, 'POST', '/api/workorder/WorkLocationTemplate', {
    name: `${prefix} Transformer`,
  });
  const rating = await okAt(t, admin, 'POST', '/api/workorder/WorkLocationTemplate/Element', {
    workLocationTemplateId: template.id,
    elementName: 'Rating kVA',
    code: 'KVA',
    elementType: 'number',
    isRequired: true,
  });
  const locations = new Map<string, string>();
  for (const [identifier, group, kva] of LOCATION_GROUPS) {
    const created = await okAt(t, admin, 'POST', '/api/workorder/WorkLocation', {
      projectId: tree.projectId,
      workLocationTemplateId: template.id,
      accessGroupId: group ? tree.ids[group] : null,
      locationIdentifier: identifier,
      name: `Transformer ${identifier}`,
      latitude: 26.1 + locations.size / 100,
      longitude: 91.7,
      elementValues: [{ elementId: rating.id, value: String(kva) }],
    });
    locations.set(identifier, created.id);
  }
  const elsewhere = await okAt(t, admin, 'POST', '/api/workorder/WorkLocation', {
    projectId: other.id,
    workLocationTemplateId: template.id,
    locationIdentifier: 'X-1',
    name: 'Elsewhere',
    elementValues: [{ elementId: rating.id, value: '10' }],
  });
  const survey = await okAt(t, admin, 'POST', '/api/workflow/ActivityTemplate', {
    name: `${prefix} Site survey`,
    activityTypeId: 1,
    tasks: [
      {
        name: 'Record the site',
        elements: [
          { elementType: 'manual-reading', label: 'Oil level', isRequired: true },
          { elementType: 'capture-gps', label: 'Position', isRequired: true },
          { elementType: 'other', label: 'Notes' },
        ],
      },
    ],
  });
  const signOff = await okAt(t, admin, 'POST', '/api/workflow/ActivityTemplate', {
    name: `${prefix} Sign-off`,
    activityTypeId: 3,
    tasks: [
      {
        name: 'Close the job',
        elements: [
          { elementType: 'image', label: 'Photo of the site', isRequired: true },
          { elementType: 'signature', label: 'Consumer signature', isRequired: true },
          { elementType: 'dateTime', label: 'Finished at' },
        ],
      },
    ],
  });
  const workflow = await okAt(t, admin, 'POST', '/api/workflow/WorkFlow', {
    name: `${prefix} Transformer check`,
    activities: [{ activityTemplateId: survey.id }, { activityTemplateId: signOff.id }],
  });
  const vendorA = await addVendor(t, org.organisationId, `${prefix} Assam Line Works`);
  const vendorB = await addVendor(t, org.organisationId, `${prefix} Barak Electricals`);
  return {
    tree,
    templateId: template.id,
    ratingId: rating.id,
    locations,
    otherProjectLocationId: elsewhere.id,
    workflowId: workflow.id,
    vendorA,
    vendorB,
    crewA1: await addCrew(t, org.organisationId, `${prefix} Crew A1`, vendorA),
    crewA2: await addCrew(t, org.organisationId, `${prefix} Crew A2`, vendorA),
    crewB1: await addCrew(t, org.organisationId, `${prefix} Crew B1`, vendorB),
  };
}

export async function addVendorUser(
  t: TestApp,
  org: Tenant,
  email: string,
  vendorId: string,
): Promise<string> {
  await addUser(t, org.organisationId, { email, roleId: org.roleIds.get('Vendor administrator')!, vendorId });
  return t.signIn(email);
}

/** The values that complete each activity of the fixture workflow. */
export function completingValues(
  activities: Array<{
    id: string;
    tasks: Array<{ id: string; elements: Array<{ id: string; elementType: string }> }>;
  }>,
) {
  return activities.map((activity) => ({
    activityId: activity.id,
    elements: activity.tasks.flatMap((task) =>
      task.elements.map((element) => {
        const base = { taskId: task.id, elementId: element.id };
        switch (element.elementType) {
          case 'capture-gps':
            return { ...base, latitude: 26.15, longitude: 91.77, accuracy: 8 };
          case 'image':
          case 'signature':
            return { ...base, imageDataUrl: PNG_DATA_URL };
          case 'dateTime':
            return { ...base, dateTime: '2026-11-23T10:00:00Z' };
          default:
            return { ...base, text: '42' };
        }
      }),
    ),
  }));
}
