import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { addCrew } from '../../access-fixtures';
import { fields, grant } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let viewer: string;
let vendorUser: string;
let otherVendorUser: string;
let vendorId: string;
let otherVendorId: string;
let crewId: string;
let projectId: string;
let locations: string[];

async function ok(method: string, url: string, body: unknown, token = admin) {
  const response = await t.request(method, `/api/workorder/${url}`, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Served Org');
  admin = await t.signIn(org.adminEmail);
  await addUser(t, org.organisationId, {
    email: 'viewer@served.example',
    roleId: org.roleIds.get('Viewer')!,
  });
  viewer = await t.signIn('viewer@served.example');
  vendorId = await addVendor(t, org.organisationId, 'Majuli Electric Works');
  otherVendorId = await addVendor(t, org.organisationId, 'Dibrugarh Line Services');
  const vendorAdmin = org.roleIds.get('Vendor administrator')!;
  await grant(t, vendorAdmin, ['vendorWorkLocation.view']);
  await addUser(t, org.organisationId, { email: 'v@served.example', roleId: vendorAdmin, vendorId });
  await addUser(t, org.organisationId, {
    email: 'o@served.example',
    roleId: vendorAdmin,
    vendorId: otherVendorId,
  });
  vendorUser = await t.signIn('v@served.example');
  otherVendorUser = await t.signIn('o@served.example');
  crewId = await addCrew(t, org.organisationId, 'Chariali Crew', vendorId);
  projectId = (await ok('POST', 'Project', { projectName: 'North Lakhimpur Rural' })).id;
  const template = (await ok('POST', 'WorkLocationTemplate', { name: 'Pole' })).id;
  locations = [];
  for (const identifier of ['NLP-1', 'NLP-2', 'NLP-3']) {
    const body = {
      projectId,
      workLocationTemplateId: template,
      locationIdentifier: identifier,
      name: `Pole ${identifier}`,
    };
    locations.push((await ok('POST', 'WorkLocation', body)).id);
  }
  const route = (
    await ok('POST', 'WorkLocationGroup', {
      projectId,
      name: 'Route 1',
      workLocationIds: locations.slice(0, 2),
    })
  ).id;
  await ok('PUT', 'VendorWorkLocationGroup', { vendorId, projectId, workLocationGroupIds: [route] });
  await ok('PUT', 'CrewWorkLocationGroup', { crewId, projectId, workLocationGroupIds: [route] });
});
afterAll(() => t.close());

describe('POST /api/workorder/VendorWorkLocation/GetAll', () => {
  it('lists the members of the groups assigned to the vendor, with the groups that hold them', async () => {
    const data = await ok('POST', 'VendorWorkLocation/GetAll', { vendorId });
    expect(data.pageTotal).toBe(2);
    expect(
      data.vendorWorkLocations.map((row: { locationIdentifier: string }) => row.locationIdentifier),
    ).toEqual(['NLP-1', 'NLP-2']);
    expect(data.vendorWorkLocations[0]).toMatchObject({
      projectName: 'North Lakhimpur Rural',
      workLocationGroups: [{ name: 'Route 1' }],
    });
  });

  it('gives a vendor user its own vendor and refuses another vendor', async () => {
    expect((await ok('POST', 'VendorWorkLocation/GetAll', {}, vendorUser)).pageTotal).toBe(2);
    const other = await t.request('POST', '/api/workorder/VendorWorkLocation/GetAll', {
      token: otherVendorUser,
      body: { vendorId },
    });
    expect(other.status).toBe(403);
  });

  it('needs the vendor work-location view key', async () => {
    const allowed = await t.request('POST', '/api/workorder/VendorWorkLocation/GetAll', {
      token: viewer,
      body: { vendorId },
    });
    expect(allowed.status).toBe(200);
    await addUser(t, org.organisationId, {
      email: 'c@served.example',
      roleId: org.roleIds.get('Crew supervisor')!,
      vendorId,
    });
    const supervisor = await t.signIn('c@served.example');
    const refused = await t.request('POST', '/api/workorder/VendorWorkLocation/GetAll', {
      token: supervisor,
      body: {},
    });
    expect(refused.status).toBe(403);
  });
});

describe('DELETE /api/workorder/VendorWorkLocation', () => {
  it('stops the vendor serving one location until its groups are assigned again', async () => {
    await ok('DELETE', 'VendorWorkLocation', { vendorId, workLocationId: locations[0] });
    expect((await ok('POST', 'VendorWorkLocation/GetAll', { vendorId })).pageTotal).toBe(1);
    const again = await t.request('DELETE', '/api/workorder/VendorWorkLocation', {
      token: admin,
      body: { vendorId, workLocationId: locations[0] },
    });
    expect(again.status).toBe(404);
    const current = await ok(
      'GET',
      `VendorWorkLocationGroup/GetByProjectId?projectId=${projectId}&vendorId=${vendorId}`,
      undefined,
    );
    const assignment = current.workLocationGroupAssignments[0];
    await ok('PUT', 'VendorWorkLocationGroup', {
      vendorId,
      projectId,
      workLocationGroupIds: assignment.workLocationGroups.map((g: { id: string }) => g.id),
      version: assignment.version,
    });
    expect((await ok('POST', 'VendorWorkLocation/GetAll', { vendorId })).pageTotal).toBe(2);
  });

  it('refuses a location the vendor does not serve, and a viewer', async () => {
    const unserved = await t.request('DELETE', '/api/workorder/VendorWorkLocation', {
      token: admin,
      body: { vendorId, workLocationId: locations[2] },
    });
    expect(unserved.status).toBe(404);
    const denied = await t.request('DELETE', '/api/workorder/VendorWorkLocation', {
      token: viewer,
      body: { vendorId, workLocationId: locations[1] },
    });
    expect(denied.status).toBe(403);
    expect((await ok('POST', 'VendorWorkLocation/GetAll', { vendorId })).pageTotal).toBe(2);
  });
});

describe('PUT /api/workorder/{Vendor|Crew}WorkLocationGroup/ChangePassword', () => {
  it('sets the field password of an assignment without ever returning it', async () => {
    const body = { vendorId, projectId, newPassword: 'Field-pass-2026', confirmPassword: 'Field-pass-2026' };
    expect(await ok('PUT', 'VendorWorkLocationGroup/ChangePassword', body)).toEqual({
      message: 'The field password was changed.',
    });
    const listed = await ok('POST', 'VendorWorkLocationGroup/GetAll', { vendorId });
    expect(listed.workLocationGroupAssignments[0]).toMatchObject({ hasFieldPassword: true });
    expect(listed.workLocationGroupAssignments[0].fieldPasswordChangedAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toContain('argon2');
    const crew = await ok('POST', 'CrewWorkLocationGroup/GetAll', { crewId });
    expect(crew.workLocationGroupAssignments[0]).toMatchObject({
      hasFieldPassword: false,
      fieldPasswordChangedAt: null,
    });
  });

  it('refuses a weak or unconfirmed password with field errors, and a project with nothing assigned', async () => {
    const weak = await t.request('PUT', '/api/workorder/CrewWorkLocationGroup/ChangePassword', {
      token: admin,
      body: { crewId, projectId, newPassword: 'short', confirmPassword: 'other' },
    });
    expect(weak.status).toBe(400);
    expect(fields(weak)).toEqual(expect.arrayContaining(['NewPassword', 'ConfirmPassword']));
    const otherProject = (await ok('POST', 'Project', { projectName: 'Empty project' })).id;
    const missing = await t.request('PUT', '/api/workorder/CrewWorkLocationGroup/ChangePassword', {
      token: admin,
      body: {
        crewId,
        projectId: otherProject,
        newPassword: 'Field-pass-2026',
        confirmPassword: 'Field-pass-2026',
      },
    });
    expect(missing.status).toBe(404);
    const denied = await t.request('PUT', '/api/workorder/VendorWorkLocationGroup/ChangePassword', {
      token: viewer,
      body: { vendorId, projectId, newPassword: 'Field-pass-2026', confirmPassword: 'Field-pass-2026' },
    });
    expect(denied.status).toBe(403);
  });
});
