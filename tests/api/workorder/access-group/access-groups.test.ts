import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../support/test-app';
import { fields } from '../../people-fixtures';
import { createRecordWorld } from '../record-setup';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let viewer: string;
let dispatcher: string;
let vendorUser: string;
let projectId: string;
let otherProjectId: string;

async function post(path: string, body: unknown, token = admin) {
  return t.request('POST', `/api/workorder/${path}`, { token, body });
}

async function group(name: string, parentId: string | null = null, project = projectId) {
  const response = await post('AccessGroup', { projectId: project, name, parentId });
  expect(response.status).toBe(200);
  return response.body.data as { id: string; version: number };
}

beforeAll(async () => {
  ({ t, admin, otherAdmin, viewer, dispatcher, vendorUser } = await createRecordWorld(
    'Access Group',
    'groups.example',
    'Kamrup Line Contractors',
  ));
  projectId = (await post('Project', { projectName: 'Guwahati Distribution' })).body.data.id;
  otherProjectId = (await post('Project', { projectName: 'Jorhat Distribution' })).body.data.id;
});
afterAll(() => t.close());

describe('POST /api/workorder/AccessGroup', () => {
  it('nests groups by parentId and reports the parent as accessGroupId/accessGroupName', async () => {
    const east = await group('East Division');
    const response = await post('AccessGroup', { projectId, name: 'Dispur Subdivision', parentId: east.id });
    expect(response.body.data).toMatchObject({
      name: 'Dispur Subdivision',
      accessGroupId: east.id,
      accessGroupName: 'East Division',
      parentId: east.id,
      projectId,
      projectName: 'Guwahati Distribution',
      hasChildren: false,
      version: 1,
    });
    expect(
      (await t.request('GET', `/api/workorder/AccessGroup/GetById?id=${east.id}`, { token: admin })).body.data
        .hasChildren,
    ).toBe(true);
  });

  it('validates the payload, the project and the parent', async () => {
    const bad = await post('AccessGroup', { projectId: 'nope', name: 'n'.repeat(101), colour: 'red' });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(['Colour', 'Name', 'ProjectId']);
    const noProject = await post('AccessGroup', {
      projectId: '00000000-0000-4000-8000-000000000009',
      name: 'Lost',
    });
    expect(fields(noProject)).toEqual(['ProjectId']);
    const foreign = await group('Jorhat Town', null, otherProjectId);
    const crossProject = await post('AccessGroup', { projectId, name: 'Mixed', parentId: foreign.id });
    expect(crossProject.status).toBe(400);
    expect(crossProject.body.errors).toEqual([
      { field: 'ParentId', message: 'The parent access group belongs to another project.' },
    ]);
  });

  it('refuses a duplicate name at the same level only', async () => {
    const west = await group('West Division');
    await group('Central Subdivision', west.id);
    const duplicate = await post('AccessGroup', {
      projectId,
      name: 'central subdivision',
      parentId: west.id,
    });
    expect(duplicate.status).toBe(409);
    expect(fields(duplicate)).toEqual(['Name']);
    await group('Central Subdivision');
  });

  it('is for organisation users holding accessGroup.create', async () => {
    expect((await post('AccessGroup', { projectId, name: 'By viewer' }, viewer)).status).toBe(403);
    expect((await post('AccessGroup', { projectId, name: 'By vendor' }, vendorUser)).status).toBe(403);
    expect((await post('AccessGroup', { projectId, name: 'By other org' }, otherAdmin)).status).toBe(400);
  });
});

describe('listing access groups', () => {
  it('lists one level at a time: parentId null for the top, an id for its children', async () => {
    const top = await post('AccessGroup/GetAll', { projectId, page: 1, pageSize: 500, parentId: null });
    expect(top.body.data.accessGroups.map((g: { name: string }) => g.name)).toEqual([
      'Central Subdivision',
      'East Division',
      'West Division',
    ]);
    const east = top.body.data.accessGroups[1];
    const children = await post('AccessGroup/GetAll', { projectId, parentId: east.id });
    expect(children.body.data).toMatchObject({
      pageTotal: 1,
      accessGroups: [{ name: 'Dispur Subdivision', accessGroupName: 'East Division' }],
    });
    expect(fields(await post('AccessGroup/GetAll', { projectId, pageSize: 501 }))).toEqual(['PageSize']);
    expect(fields(await post('AccessGroup/GetAll', {}))).toEqual(['ProjectId']);
  });

  it('returns the lookup by project with projectId, projectName and accessGroups', async () => {
    const all = await post('AccessGroup/GetUserAccessGroup', {}, dispatcher);
    expect(all.status).toBe(200);
    expect(all.body.data.projects.map((p: { projectName: string }) => p.projectName)).toEqual([
      'Guwahati Distribution',
      'Jorhat Distribution',
    ]);
    const one = await post('AccessGroup/GetUserAccessGroup', { projectId: otherProjectId });
    expect(one.body.data.projects).toEqual([
      {
        projectId: otherProjectId,
        projectName: 'Jorhat Distribution',
        accessGroups: [expect.objectContaining({ name: 'Jorhat Town' })],
      },
    ]);
    expect((await post('AccessGroup/GetUserAccessGroup', {}, otherAdmin)).body.data.projects).toEqual([]);
  });

  it('needs accessGroup.view and hides other organisations', async () => {
    expect((await post('AccessGroup/GetAll', { projectId }, dispatcher)).status).toBe(403);
    expect((await post('AccessGroup/GetAll', { projectId }, vendorUser)).body.data.pageTotal).toBe(3);
    expect((await post('AccessGroup/GetAll', { projectId }, otherAdmin)).body.data.pageTotal).toBe(0);
    const any = (await post('AccessGroup/GetAll', { projectId })).body.data.accessGroups[0];
    expect(
      (await t.request('GET', `/api/workorder/AccessGroup/GetById?id=${any.id}`, { token: otherAdmin }))
        .status,
    ).toBe(404);
  });
});

describe('PUT /api/workorder/AccessGroup', () => {
  it('moves a subtree under another parent, refusing cycles and stale versions', async () => {
    const a = await group('Circle A');
    const b = await group('Feeder B', a.id);
    const c = await group('Transformer C', b.id);
    const cycle = await t.request('PUT', `/api/workorder/AccessGroup?id=${a.id}`, {
      token: admin,
      body: { name: 'Circle A', parentId: c.id, version: 1 },
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors).toEqual([
      {
        field: 'ParentId',
        message: 'An access group cannot be placed under itself or one of its own sub-groups.',
      },
    ]);
    const self = await t.request('PUT', `/api/workorder/AccessGroup?id=${a.id}`, {
      token: admin,
      body: { name: 'Circle A', parentId: a.id, version: 1 },
    });
    expect(fields(self)).toEqual(['ParentId']);
    const moved = await t.request('PUT', `/api/workorder/AccessGroup?id=${b.id}`, {
      token: admin,
      body: { name: 'Feeder B', parentId: null, version: 1 },
    });
    expect(moved.body.data).toMatchObject({ parentId: null, accessGroupName: null, version: 2 });
    // The moved subtree left A: A may now go under C without a cycle.
    const under = await t.request('PUT', `/api/workorder/AccessGroup?id=${a.id}`, {
      token: admin,
      body: { name: 'Circle A', parentId: c.id, version: 1 },
    });
    expect(under.body.data).toMatchObject({ accessGroupName: 'Transformer C', version: 2 });
    const stale = await t.request('PUT', `/api/workorder/AccessGroup?id=${a.id}`, {
      token: admin,
      body: { name: 'Stale', parentId: null, version: 1 },
    });
    expect(stale.status).toBe(409);
    const otherProject = await t.request('PUT', `/api/workorder/AccessGroup?id=${a.id}`, {
      token: admin,
      body: { projectId: otherProjectId, name: 'Circle A', version: 2 },
    });
    expect(fields(otherProject)).toEqual(['ProjectId']);
    expect(
      (
        await t.request('PUT', `/api/workorder/AccessGroup?id=${a.id}`, {
          token: vendorUser,
          body: { name: 'X', version: 2 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('DELETE /api/workorder/AccessGroup', () => {
  it('refuses while sub-groups exist, then deletes leaf first', async () => {
    const parent = await group('Doomed Zone');
    const child = await group('Doomed Feeder', parent.id);
    const refused = await t.request('DELETE', `/api/workorder/AccessGroup?id=${parent.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The access group "Doomed Zone" is still used by 1 sub-group (Doomed Feeder). Reassign or delete them first.',
    );
    expect(
      (await t.request('DELETE', `/api/workorder/AccessGroup?id=${child.id}`, { token: viewer })).status,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/api/workorder/AccessGroup?id=${child.id}`, { token: otherAdmin })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/workorder/AccessGroup?id=${child.id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await t.request('DELETE', `/api/workorder/AccessGroup?id=${parent.id}`, { token: admin })).status,
    ).toBe(200);
  });
});
