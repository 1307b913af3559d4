import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import type { Tree } from '../../access-fixtures';
import { addCrew, allowedGroups, api, buildTree, grantGroups } from '../../access-fixtures';
import { fields } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let vendorUser: string;
let otherVendorUser: string;
let vendorId: string;
let otherVendorId: string;
let vendorUserId: string;
let restrictedId: string;
let crewId: string;
let tree: Tree;
let jorhat: Tree;

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Grant Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn((await createTenant(t, 'Other Grant Org')).adminEmail);
  await addUser(t, org.organisationId, {
    email: 'viewer@grants.example',
    roleId: org.roleIds.get('Viewer')!,
  });
  viewer = await t.signIn('viewer@grants.example');
  vendorId = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
  otherVendorId = await addVendor(t, org.organisationId, 'Kamrup Line Contractors');
  const vendorRole = org.roleIds.get('Vendor administrator')!;
  vendorUserId = await addUser(t, org.organisationId, {
    email: 'v@grants.example',
    roleId: vendorRole,
    vendorId,
  });
  vendorUser = await t.signIn('v@grants.example');
  await addUser(t, org.organisationId, {
    email: 'v2@grants.example',
    roleId: vendorRole,
    vendorId: otherVendorId,
  });
  otherVendorUser = await t.signIn('v2@grants.example');
  restrictedId = await addUser(t, org.organisationId, {
    email: 'restricted@grants.example',
    roleId: org.roleIds.get('Organisation administrator')!,
  });
  crewId = await addCrew(t, org.organisationId, 'Night Crew', vendorId);
  tree = await buildTree(t, admin, 'Guwahati Distribution');
  jorhat = await buildTree(t, admin, 'Jorhat Distribution');
});
afterAll(() => t.close());

const scope = (extra: { userId?: string; crewId?: string; vendorId?: string | null }) => ({
  organisationId: org.organisationId,
  vendorId: null,
  ...extra,
});

describe('the access-group rule', () => {
  it('leaves a caller granted nothing unrestricted', async () => {
    expect(await allowedGroups(t, scope({ userId: vendorUserId, vendorId }))).toBeNull();
    const picker = await api(t, vendorUser, 'POST', '/api/workorder/AccessGroup/GetUserAccessGroup', {});
    expect(
      picker.body.data.projects.flatMap((p: { accessGroups: unknown[] }) => p.accessGroups),
    ).toHaveLength(12);
  });

  it('limits a vendor granted one child group to it and its descendants, for its users and crews', async () => {
    await grantGroups(t, admin, 'VendorAccessGroup', vendorId, tree.projectId, [tree.ids['North-1']]);
    const expected = [tree.ids['North-1'], tree.ids['North-1a']].sort();
    expect(await allowedGroups(t, scope({ userId: vendorUserId, vendorId }))).toEqual(expected);
    expect(await allowedGroups(t, scope({ crewId, vendorId }))).toEqual(expected);
    const picker = await api(t, vendorUser, 'POST', '/api/workorder/AccessGroup/GetUserAccessGroup', {});
    expect(picker.body.data.projects).toEqual([
      {
        projectId: tree.projectId,
        projectName: 'Guwahati Distribution',
        accessGroups: [
          expect.objectContaining({ name: 'North-1' }),
          expect.objectContaining({ name: 'North-1a' }),
        ],
      },
    ]);
    expect(await allowedGroups(t, scope({ vendorId: otherVendorId }))).toBeNull();
  });

  it("prefers a crew's or user's own grant over its vendor's", async () => {
    await grantGroups(t, admin, 'CrewAccessGroup', crewId, tree.projectId, [tree.ids['North-1a']]);
    expect(await allowedGroups(t, scope({ crewId, vendorId }))).toEqual([tree.ids['North-1a']]);
    await grantGroups(t, admin, 'AdminAccessGroup', restrictedId, jorhat.projectId, [jorhat.ids.South]);
    expect(await allowedGroups(t, scope({ userId: restrictedId }))).toEqual(
      [jorhat.ids.South, jorhat.ids['South-1']].sort(),
    );
  });

  it('follows the tree when a group moves', async () => {
    const moved = await api(t, admin, 'PUT', `/api/workorder/AccessGroup?id=${jorhat.ids['North-2']}`, {
      name: 'North-2',
      parentId: jorhat.ids['South-1'],
      version: 1,
    });
    expect(moved.status).toBe(200);
    expect(await allowedGroups(t, scope({ userId: restrictedId }))).toEqual(
      [jorhat.ids.South, jorhat.ids['South-1'], jorhat.ids['North-2']].sort(),
    );
  });
});

describe('POST /api/account/{Admin|Vendor|Crew}AccessGroup', () => {
  it('validates the data: subject, project, and groups of that project', async () => {
    const empty = await api(t, admin, 'POST', '/api/account/VendorAccessGroup', {
      data: { subjectId: otherVendorId, projectId: tree.projectId, accessGroupIds: [] },
    });
    expect(empty.body.errors).toEqual([
      { field: 'Data.AccessGroupIds', message: 'Access group ids must name at least one access group' },
    ]);
    const foreign = await api(t, admin, 'POST', '/api/account/VendorAccessGroup', {
      data: { subjectId: otherVendorId, projectId: tree.projectId, accessGroupIds: [jorhat.ids.North] },
    });
    expect(foreign.body.errors).toEqual([
      {
        field: 'AccessGroupIds',
        message: 'Choose access groups of the chosen project that you may see yourself.',
      },
    ]);
    const nobody = await api(t, admin, 'POST', '/api/account/CrewAccessGroup', {
      data: { subjectId: vendorId, projectId: tree.projectId, accessGroupIds: [tree.ids.North] },
    });
    expect(nobody.body.errors).toEqual([{ field: 'SubjectId', message: 'The crew was not found.' }]);
    const twice = await api(t, admin, 'POST', '/api/account/VendorAccessGroup', {
      data: { subjectId: vendorId, projectId: tree.projectId, accessGroupIds: [tree.ids.North] },
    });
    expect(twice.status).toBe(409);
    expect(fields(twice)).toEqual(['ProjectId']);
  });

  it('needs the kind’s keys and stays inside the organisation and vendor', async () => {
    const body = {
      data: { subjectId: otherVendorId, projectId: tree.projectId, accessGroupIds: [tree.ids.South] },
    };
    expect((await api(t, viewer, 'POST', '/api/account/VendorAccessGroup', body)).status).toBe(403);
    expect(
      (
        await api(t, otherAdmin, 'POST', '/api/account/VendorAccessGroup', {
          ...body,
          organisationId: org.organisationId,
        })
      ).status,
    ).toBe(403);
    expect(fields(await api(t, otherAdmin, 'POST', '/api/account/VendorAccessGroup', body))).toEqual([
      'SubjectId',
    ]);
    const otherCrew = await addCrew(t, org.organisationId, 'Kamrup Day Crew', otherVendorId);
    const crossVendor = await api(t, vendorUser, 'POST', '/api/account/CrewAccessGroup', {
      data: { subjectId: otherCrew, projectId: tree.projectId, accessGroupIds: [tree.ids['North-1']] },
    });
    expect(fields(crossVendor)).toEqual(['SubjectId']);
  });

  it('lets a restricted vendor user grant its crews only groups inside its own grant', async () => {
    const dayCrew = await addCrew(t, org.organisationId, 'Day Crew', vendorId);
    const wider = await api(t, vendorUser, 'POST', '/api/account/CrewAccessGroup', {
      data: { subjectId: dayCrew, projectId: tree.projectId, accessGroupIds: [tree.ids.North] },
    });
    expect(fields(wider)).toEqual(['AccessGroupIds']);
    const inside = await api(t, vendorUser, 'POST', '/api/account/CrewAccessGroup', {
      data: { subjectId: dayCrew, projectId: tree.projectId, accessGroupIds: [tree.ids['North-1a']] },
    });
    expect(inside.body.data).toMatchObject({
      subjectName: 'Day Crew',
      vendorId,
      projectName: 'Guwahati Distribution',
      accessGroups: [{ id: tree.ids['North-1a'], name: 'North-1a' }],
    });
  });
});

describe('listing, updating and withdrawing grants', () => {
  it('lists grants by subject and project; vendor users see only their vendor’s', async () => {
    const all = await api(t, admin, 'POST', '/api/account/CrewAccessGroup/GetAll', { data: {} });
    expect(all.body.data.grants.map((g: { subjectName: string }) => g.subjectName).sort()).toEqual([
      'Day Crew',
      'Night Crew',
    ]);
    const one = await api(t, admin, 'POST', '/api/account/CrewAccessGroup/GetAll', {
      data: { subjectId: crewId, projectId: tree.projectId },
      organisationId: org.organisationId,
    });
    expect(one.body.data.pageTotal).toBe(1);
    expect(
      (await api(t, otherVendorUser, 'POST', '/api/account/CrewAccessGroup/GetAll', { data: {} })).body.data
        .pageTotal,
    ).toBe(0);
    expect(
      (await api(t, otherAdmin, 'POST', '/api/account/VendorAccessGroup/GetAll', { data: {} })).body.data
        .pageTotal,
    ).toBe(0);
    expect(
      (await api(t, viewer, 'POST', '/api/account/AdminAccessGroup/GetAll', { data: {} })).body.data
        .pageTotal,
    ).toBe(1);
  });

  it('replaces the groups with the edited version, then withdraws the grant', async () => {
    const [grant] = (
      await api(t, admin, 'POST', '/api/account/AdminAccessGroup/GetAll', {
        data: { subjectId: restrictedId },
      })
    ).body.data.grants;
    const updated = await api(t, admin, 'PUT', '/api/account/AdminAccessGroup', {
      data: { id: grant.id, accessGroupIds: [jorhat.ids['North-1a']], version: 1 },
    });
    expect(updated.body.data).toMatchObject({ version: 2, accessGroups: [{ name: 'North-1a' }] });
    expect(await allowedGroups(t, scope({ userId: restrictedId }))).toEqual([jorhat.ids['North-1a']]);
    const stale = await api(t, admin, 'PUT', '/api/account/AdminAccessGroup', {
      data: { id: grant.id, accessGroupIds: [jorhat.ids.North], version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await api(t, admin, 'PUT', '/api/account/VendorAccessGroup', {
          data: { id: grant.id, accessGroupIds: [jorhat.ids.North], version: 2 },
        })
      ).status,
    ).toBe(404);
    const refused = await api(t, admin, 'DELETE', `/api/workorder/AccessGroup?id=${jorhat.ids['North-1a']}`);
    expect(refused.status).toBe(409);
    expect(
      (await api(t, viewer, 'POST', '/api/account/AdminAccessGroup/Delete', { data: { id: grant.id } }))
        .status,
    ).toBe(403);
    expect(
      (await api(t, admin, 'POST', '/api/account/AdminAccessGroup/Delete', { data: { id: grant.id } }))
        .status,
    ).toBe(200);
    expect(await allowedGroups(t, scope({ userId: restrictedId }))).toBeNull();
  });
});
