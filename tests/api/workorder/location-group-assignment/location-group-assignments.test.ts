import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { addCrew } from '../../access-fixtures';
import { fields } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let vendorUser: string;
let vendorId: string;
let otherVendorId: string;
let crewId: string;
let otherCrewId: string;
let projectId: string;
let otherProjectId: string;
let routeA: string;
let routeB: string;
let foreignRoute: string;

async function ok(method: string, url: string, body: unknown, token = admin) {
  const response = await t.request(method, `/api/workorder/${url}`, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Assignment Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn((await createTenant(t, 'Other Assignment Org')).adminEmail);
  await addUser(t, org.organisationId, {
    email: 'viewer@assign.example',
    roleId: org.roleIds.get('Viewer')!,
  });
  viewer = await t.signIn('viewer@assign.example');
  vendorId = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
  otherVendorId = await addVendor(t, org.organisationId, 'Kamrup Line Contractors');
  await addUser(t, org.organisationId, {
    email: 'v@assign.example',
    roleId: org.roleIds.get('Vendor administrator')!,
    vendorId,
  });
  vendorUser = await t.signIn('v@assign.example');
  crewId = await addCrew(t, org.organisationId, 'Night Crew', vendorId);
  otherCrewId = await addCrew(t, org.organisationId, 'Kamrup Day Crew', otherVendorId);
  projectId = (await ok('POST', 'Project', { projectName: 'Guwahati Distribution' })).id;
  otherProjectId = (await ok('POST', 'Project', { projectName: 'Jorhat Distribution' })).id;
  routeA = (await ok('POST', 'WorkLocationGroup', { projectId, name: 'Route A' })).id;
  routeB = (await ok('POST', 'WorkLocationGroup', { projectId, name: 'Route B' })).id;
  foreignRoute = (await ok('POST', 'WorkLocationGroup', { projectId: otherProjectId, name: 'Jorhat route' }))
    .id;
});
afterAll(() => t.close());

describe('PUT /api/workorder/VendorWorkLocationGroup', () => {
  it('creates without a version, then updates with it', async () => {
    const created = await ok('PUT', 'VendorWorkLocationGroup', {
      vendorId,
      projectId,
      workLocationGroupIds: [routeA],
    });
    expect(created).toMatchObject({
      subjectId: vendorId,
      subjectName: 'Brahmaputra Field Services',
      vendorId,
      projectName: 'Guwahati Distribution',
      workLocationGroups: [{ id: routeA, name: 'Route A' }],
      version: 1,
    });
    const again = await t.request('PUT', '/api/workorder/VendorWorkLocationGroup', {
      token: admin,
      body: { vendorId, projectId, workLocationGroupIds: [routeB] },
    });
    expect(again.status).toBe(409);
    const updated = await ok('PUT', 'VendorWorkLocationGroup', {
      vendorId,
      projectId,
      workLocationGroupIds: [routeA, routeB],
      version: 1,
    });
    expect(updated).toMatchObject({
      version: 2,
      workLocationGroups: [{ name: 'Route A' }, { name: 'Route B' }],
    });
    const stale = await t.request('PUT', '/api/workorder/VendorWorkLocationGroup', {
      token: admin,
      body: { vendorId, projectId, workLocationGroupIds: [routeA], version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('validates the groups, the vendor and the caller', async () => {
    const foreign = await t.request('PUT', '/api/workorder/VendorWorkLocationGroup', {
      token: admin,
      body: { vendorId: otherVendorId, projectId, workLocationGroupIds: [foreignRoute] },
    });
    expect(fields(foreign)).toEqual(['WorkLocationGroupIds']);
    expect(
      fields(
        await t.request('PUT', '/api/workorder/VendorWorkLocationGroup', {
          token: admin,
          body: { vendorId: otherVendorId, projectId, workLocationGroupIds: [] },
        }),
      ),
    ).toEqual(['WorkLocationGroupIds']);
    expect(
      fields(
        await t.request('PUT', '/api/workorder/VendorWorkLocationGroup', {
          token: otherAdmin,
          body: { vendorId, projectId, workLocationGroupIds: [routeA] },
        }),
      ),
    ).toEqual(['VendorId']);
    expect(
      (
        await t.request('PUT', '/api/workorder/VendorWorkLocationGroup', {
          token: viewer,
          body: { vendorId: otherVendorId, projectId, workLocationGroupIds: [routeA] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('PUT', '/api/workorder/VendorWorkLocationGroup', {
          token: vendorUser,
          body: { vendorId: otherVendorId, projectId, workLocationGroupIds: [routeA] },
        })
      ).status,
    ).toBe(403);
  });
});

describe('crew assignments', () => {
  it('lets a vendor user assign its own crews only', async () => {
    const own = await t.request('PUT', '/api/workorder/CrewWorkLocationGroup', {
      token: vendorUser,
      body: { crewId, projectId, workLocationGroupIds: [routeB] },
    });
    expect(own.body.data).toMatchObject({ subjectName: 'Night Crew', vendorId });
    const other = await t.request('PUT', '/api/workorder/CrewWorkLocationGroup', {
      token: vendorUser,
      body: { crewId: otherCrewId, projectId, workLocationGroupIds: [routeB] },
    });
    expect(fields(other)).toEqual(['CrewId']);
    await ok('PUT', 'CrewWorkLocationGroup', {
      crewId: otherCrewId,
      projectId,
      workLocationGroupIds: [routeA],
    });
  });

  it('answers GetByProjectId with one slash or two, for one crew when named', async () => {
    const single = await ok('GET', `CrewWorkLocationGroup/GetByProjectId?projectId=${projectId}`, undefined);
    expect(single.pageTotal).toBe(2);
    const doubled = await ok(
      'GET',
      `CrewWorkLocationGroup//GetByProjectId?projectId=${projectId}&crewId=${crewId}`,
      undefined,
    );
    expect(doubled.workLocationGroupAssignments.map((a: { subjectName: string }) => a.subjectName)).toEqual([
      'Night Crew',
    ]);
    const mine = await ok(
      'GET',
      `CrewWorkLocationGroup/GetByProjectId?projectId=${projectId}`,
      undefined,
      vendorUser,
    );
    expect(mine.workLocationGroupAssignments.map((a: { subjectName: string }) => a.subjectName)).toEqual([
      'Night Crew',
    ]);
    const vendors = await ok(
      'GET',
      `VendorWorkLocationGroup/GetByProjectId?projectId=${projectId}&vendorId=${vendorId}`,
      undefined,
    );
    expect(vendors.pageTotal).toBe(1);
    expect(
      (
        await t.request(
          'GET',
          `/api/workorder/VendorWorkLocationGroup/GetByProjectId?projectId=${projectId}&vendorId=${otherVendorId}`,
          { token: vendorUser },
        )
      ).status,
    ).toBe(403);
  });

  it('lists assignments and deletes one with a body', async () => {
    const list = await ok('POST', 'CrewWorkLocationGroup/GetAll', { projectId });
    expect(list.pageTotal).toBe(2);
    expect((await ok('POST', 'CrewWorkLocationGroup/GetAll', { crewId: otherCrewId })).pageTotal).toBe(1);
    expect(
      (
        await t.request('POST', '/api/workorder/CrewWorkLocationGroup/GetAll', {
          token: otherAdmin,
          body: {},
        })
      ).body.data.pageTotal,
    ).toBe(0);
    expect(
      (await t.request('DELETE', '/api/workorder/WorkLocationGroup?id=' + routeA, { token: admin })).status,
    ).toBe(409);
    expect(
      (
        await t.request('DELETE', '/api/workorder/CrewWorkLocationGroup', {
          token: viewer,
          body: { crewId: otherCrewId, projectId },
        })
      ).status,
    ).toBe(403);
    expect((await ok('DELETE', 'CrewWorkLocationGroup', { crewId: otherCrewId, projectId })).id).toEqual(
      expect.any(String),
    );
    expect(
      (
        await t.request('DELETE', '/api/workorder/CrewWorkLocationGroup', {
          token: admin,
          body: { crewId: otherCrewId, projectId },
        })
      ).status,
    ).toBe(404);
  });
});
