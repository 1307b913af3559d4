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

beforeAll(async () => {
  ({ t, admin, otherAdmin, viewer, dispatcher, vendorUser } = await createRecordWorld(
    'Project',
    'projects.example',
    'Brahmaputra Field Services',
  ));
});
afterAll(() => t.close());

const newProject = (projectName: string, extra: Record<string, unknown> = {}) => ({
  projectName,
  code: projectName.slice(0, 3).toUpperCase(),
  description: 'Distribution network upgrade, Kamrup Metro',
  ...extra,
});

async function create(projectName: string, extra: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/api/workorder/Project', {
    token: admin,
    body: newProject(projectName, extra),
  });
  expect(response.status).toBe(200);
  return response.body.data as { id: string; version: number };
}

describe('POST /api/workorder/Project', () => {
  it('creates a project', async () => {
    const response = await t.request('POST', '/api/workorder/Project', {
      token: admin,
      body: newProject('Guwahati Smart Metering'),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      projectName: 'Guwahati Smart Metering',
      code: 'GUW',
      isActive: true,
      accessGroupCount: 0,
      version: 1,
    });
  });

  it('answers invalid input with field errors', async () => {
    const response = await t.request('POST', '/api/workorder/Project', {
      token: admin,
      body: { projectName: ' ', code: 'X'.repeat(21), description: 'd'.repeat(101), budget: 5 },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Budget', 'Code', 'Description', 'ProjectName']);
  });

  it('refuses a duplicate name or code with a field error', async () => {
    const name = await t.request('POST', '/api/workorder/Project', {
      token: admin,
      body: newProject('guwahati smart metering', { code: 'GSM' }),
    });
    expect(name.status).toBe(409);
    expect(name.body.errors).toEqual([
      { field: 'ProjectName', message: 'A project with this name already exists.' },
    ]);
    const code = await t.request('POST', '/api/workorder/Project', {
      token: admin,
      body: newProject('Guwahati Feeders', { code: 'guw' }),
    });
    expect(code.body.errors).toEqual([
      { field: 'Code', message: 'A project with this code already exists.' },
    ]);
  });

  it('is for organisation users holding project.create', async () => {
    expect(
      (
        await t.request('POST', '/api/workorder/Project', {
          token: viewer,
          body: newProject('Viewer Project'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('POST', '/api/workorder/Project', {
          token: vendorUser,
          body: newProject('Vendor Project'),
        })
      ).status,
    ).toBe(403);
  });
});

describe('listing projects', () => {
  it('pages and searches POST Project/GetAll, returning projects with id and projectName', async () => {
    await create('Kamrup Feeder Renewal', { code: 'KFR' });
    await create('Dispur Street Lighting', { code: 'DSL' });
    const page = await t.request('POST', '/api/workorder/Project/GetAll', {
      token: admin,
      body: { page: 1, pageSize: 2 },
    });
    expect(page.body.data.projects).toHaveLength(2);
    expect(page.body.data.pageTotal).toBe(3);
    expect(page.body.data.projects[0]).toMatchObject({
      id: expect.any(String),
      projectName: 'Dispur Street Lighting',
    });
    const found = await t.request('POST', '/api/workorder/Project/GetAll', {
      token: admin,
      body: { searchString: 'kfr' },
    });
    expect(found.body.data.projects.map((p: { projectName: string }) => p.projectName)).toEqual([
      'Kamrup Feeder Renewal',
    ]);
  });

  it('lets viewers and vendor users read, refuses callers without project.view, hides other organisations', async () => {
    expect(
      (await t.request('POST', '/api/workorder/Project/GetAll', { token: viewer, body: {} })).body.data
        .pageTotal,
    ).toBe(3);
    expect(
      (await t.request('POST', '/api/workorder/Project/GetAll', { token: vendorUser, body: {} })).body.data
        .pageTotal,
    ).toBe(3);
    expect(
      (await t.request('POST', '/api/workorder/Project/GetAll', { token: dispatcher, body: {} })).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/workorder/Project/GetAll', { token: otherAdmin, body: {} })).body.data
        .pageTotal,
    ).toBe(0);
    const mine = (await t.request('POST', '/api/workorder/Project/GetAll', { token: admin, body: {} })).body
      .data.projects[0];
    expect(
      (await t.request('GET', `/api/workorder/Project/GetById?id=${mine.id}`, { token: admin })).body.data,
    ).toEqual(mine);
    expect(
      (await t.request('GET', `/api/workorder/Project/GetById?id=${mine.id}`, { token: otherAdmin })).status,
    ).toBe(404);
    const otherOrg = await t.request('POST', '/api/workorder/Project/GetAll', {
      token: admin,
      body: { organisationId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(otherOrg.status).toBe(403);
  });
});

describe('PUT /api/workorder/Project', () => {
  it('updates with the edited version; a stale one gets 409 with the current project', async () => {
    const created = await create('Chandrapur Rural Lines', { code: 'CRL' });
    const ok = await t.request('PUT', `/api/workorder/Project?id=${created.id}`, {
      token: admin,
      body: { ...newProject('Chandrapur Rural Lines II', { code: 'CRL' }), version: 1 },
    });
    expect(ok.body.data).toMatchObject({ projectName: 'Chandrapur Rural Lines II', version: 2 });
    const stale = await t.request('PUT', `/api/workorder/Project?id=${created.id}`, {
      token: admin,
      body: { ...newProject('Stale'), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ projectName: 'Chandrapur Rural Lines II', version: 2 });
    expect(
      (
        await t.request('PUT', `/api/workorder/Project?id=${created.id}`, {
          token: otherAdmin,
          body: { ...newProject('X'), version: 2 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('PUT', `/api/workorder/Project?id=${created.id}`, {
          token: vendorUser,
          body: { ...newProject('X'), version: 2 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('DELETE /api/workorder/Project', () => {
  it('refuses while access groups belong to the project, naming them', async () => {
    const created = await create('Beltola Substation', { code: 'BSS' });
    await t.request('POST', '/api/workorder/AccessGroup', {
      token: admin,
      body: { projectId: created.id, name: 'Zone North' },
    });
    const response = await t.request('DELETE', `/api/workorder/Project?id=${created.id}`, { token: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'The project "Beltola Substation" is still used by 1 access group (Zone North). Reassign or delete them first.',
    );
  });

  it('deletes an unused project; others cannot', async () => {
    const created = await create('Temporary Survey', { code: 'TMP' });
    expect(
      (await t.request('DELETE', `/api/workorder/Project?id=${created.id}`, { token: viewer })).status,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/api/workorder/Project?id=${created.id}`, { token: otherAdmin })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/workorder/Project?id=${created.id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await t.request('GET', `/api/workorder/Project/GetById?id=${created.id}`, { token: admin })).status,
    ).toBe(404);
  });
});
