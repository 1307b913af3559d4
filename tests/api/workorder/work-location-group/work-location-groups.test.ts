import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import type { Tree } from '../../access-fixtures';
import { buildTree, grantGroups } from '../../access-fixtures';
import { fields, grant } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let vendorUser: string;
let tree: Tree;
let otherProject: string;
const ids = new Map<string, string>();
const base = '/api/workorder/WorkLocationGroup';

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Location Group Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn((await createTenant(t, 'Other Location Group Org')).adminEmail);
  await addUser(t, org.organisationId, { email: 'viewer@wlg.example', roleId: org.roleIds.get('Viewer')! });
  viewer = await t.signIn('viewer@wlg.example');
  const vendorId = await addVendor(t, org.organisationId, 'Kamrup Line Contractors');
  const vendorRole = org.roleIds.get('Vendor administrator')!;
  await grant(t, vendorRole, ['workLocationGroup.view']);
  await addUser(t, org.organisationId, { email: 'v@wlg.example', roleId: vendorRole, vendorId });
  vendorUser = await t.signIn('v@wlg.example');
  tree = await buildTree(t, admin, 'Guwahati Distribution');
  otherProject = (
    await t.request('POST', '/api/workorder/Project', {
      token: admin,
      body: { projectName: 'Jorhat Distribution' },
    })
  ).body.data.id;
  const templateId = (
    await t.request('POST', '/api/workorder/WorkLocationTemplate', { token: admin, body: { name: 'Pole' } })
  ).body.data.id;
  for (const [identifier, group] of [
    ['P-1', 'North-1'],
    ['P-2', 'North-1a'],
    ['P-3', 'South'],
  ] as const) {
    const response = await t.request('POST', '/api/workorder/WorkLocation', {
      token: admin,
      body: {
        projectId: tree.projectId,
        workLocationTemplateId: templateId,
        accessGroupId: tree.ids[group],
        locationIdentifier: identifier,
        name: `Pole ${identifier}`,
      },
    });
    ids.set(identifier, response.body.data.id);
  }
  await grantGroups(t, admin, 'VendorAccessGroup', vendorId, tree.projectId, [tree.ids['North-1']]);
});
afterAll(() => t.close());

describe('work-location groups', () => {
  let groupId: string;

  it('creates a group of locations of one project', async () => {
    const response = await t.request('POST', base, {
      token: admin,
      body: { projectId: tree.projectId, name: 'Route A', workLocationIds: [ids.get('P-1'), ids.get('P-3')] },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Route A',
      projectName: 'Guwahati Distribution',
      workLocationCount: 2,
      workLocations: [{ locationIdentifier: 'P-1' }, { locationIdentifier: 'P-3' }],
    });
    groupId = response.body.data.id;
  });

  it('validates name, project membership of the locations and uniqueness', async () => {
    expect(
      fields(
        await t.request('POST', base, {
          token: admin,
          body: { projectId: tree.projectId, name: '', extra: 1 },
        }),
      ),
    ).toEqual(['Extra', 'Name']);
    const foreign = await t.request('POST', base, {
      token: admin,
      body: { projectId: otherProject, name: 'Mixed', workLocationIds: [ids.get('P-1')] },
    });
    expect(fields(foreign)).toEqual(['WorkLocationIds']);
    expect(
      fields(
        await t.request('POST', base, { token: admin, body: { projectId: tree.projectId, name: 'route a' } }),
      ),
    ).toEqual(['Name']);
    expect(
      (
        await t.request('POST', base, {
          token: viewer,
          body: { projectId: tree.projectId, name: 'Viewer route' },
        })
      ).status,
    ).toBe(403);
  });

  it('lists and shows groups; members follow the access-group rule', async () => {
    const list = await t.request('POST', `${base}/GetAll`, {
      token: viewer,
      body: { projectId: tree.projectId },
    });
    expect(list.body.data).toMatchObject({
      pageTotal: 1,
      workLocationGroups: [{ name: 'Route A', workLocationCount: 2 }],
    });
    const restricted = await t.request('GET', `${base}/GetById?id=${groupId}`, { token: vendorUser });
    expect(restricted.body.data).toMatchObject({
      workLocationCount: 1,
      workLocations: [{ locationIdentifier: 'P-1' }],
    });
    expect((await t.request('GET', `${base}/GetById?id=${groupId}`, { token: otherAdmin })).status).toBe(404);
    expect(
      (await t.request('POST', `${base}/GetAll`, { token: otherAdmin, body: {} })).body.data.pageTotal,
    ).toBe(0);
  });

  it('updates name and members with the edited version, then deletes the group but not its locations', async () => {
    const updated = await t.request('PUT', `${base}?id=${groupId}`, {
      token: admin,
      body: { name: 'Route A north', workLocationIds: [ids.get('P-1'), ids.get('P-2')], version: 1 },
    });
    expect(updated.body.data).toMatchObject({
      name: 'Route A north',
      version: 2,
      workLocations: [{ locationIdentifier: 'P-1' }, { locationIdentifier: 'P-2' }],
    });
    expect(
      (await t.request('PUT', `${base}?id=${groupId}`, { token: admin, body: { name: 'Stale', version: 1 } }))
        .status,
    ).toBe(409);
    expect(
      (await t.request('DELETE', `/api/workorder/Project?id=${tree.projectId}`, { token: admin })).status,
    ).toBe(409);
    expect((await t.request('DELETE', `${base}?id=${groupId}`, { token: viewer })).status).toBe(403);
    expect((await t.request('DELETE', `${base}?id=${groupId}`, { token: admin })).status).toBe(200);
    expect(
      (await t.request('GET', `/api/workorder/WorkLocation/GetById?id=${ids.get('P-1')}`, { token: admin }))
        .status,
    ).toBe(200);
  });
});
