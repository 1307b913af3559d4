import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TYPES, JOB_STATUSES, OPERATION_TYPES } from '../../../src/domain/file-jobs';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import type { Tree } from '../access-fixtures';
import { buildTree, grantGroups } from '../access-fixtures';
import { grant } from '../people-fixtures';
import { download, readSheet, waitForJob } from './file-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let vendorUser: string;
let otherAdmin: string;
let tree: Tree;
const EXPORT = '/api/workorder/WorkLocation/Export';
const LOCATIONS: Array<[string, string, keyof Tree['ids']]> = [
  ['N1-001', '=HYPERLINK("http://evil.example","click")', 'North-1'],
  ['N1-002', 'Meter two', 'North-1a'],
  ['S1-001', '+Meter south', 'South-1'],
  ['S1-002', '@Meter south two', 'South'],
];

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Location Export Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn((await createTenant(t, 'Other Export Org')).adminEmail);
  const vendorId = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
  const vendorRole = org.roleIds.get('Vendor administrator')!;
  await grant(t, vendorRole, ['workLocation.export', 'importExport.view']);
  await addUser(t, org.organisationId, { email: 'v@export.example', roleId: vendorRole, vendorId });
  vendorUser = await t.signIn('v@export.example');
  tree = await buildTree(t, admin, 'Guwahati Distribution');
  const template = await t.request('POST', '/api/workorder/WorkLocationTemplate', {
    token: admin,
    body: { name: 'Consumer meter' },
  });
  for (const [identifier, name, group] of LOCATIONS) {
    const response = await t.request('POST', '/api/workorder/WorkLocation', {
      token: admin,
      body: {
        projectId: tree.projectId,
        workLocationTemplateId: template.body.data.id,
        accessGroupId: tree.ids[group],
        locationIdentifier: identifier,
        name,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  await grantGroups(t, admin, 'VendorAccessGroup', vendorId, tree.projectId, [tree.ids['North-1']]);
});
afterAll(() => t.close());

async function exported(token: string, jobId: string) {
  const job = await waitForJob(t, token, jobId);
  expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
  const file = await download(t, token, `/api/file/FileProcessQueue/Download?id=${jobId}`);
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toContain('spreadsheetml');
  return { job, rows: await readSheet(file.content) };
}

describe('POST /api/workorder/WorkLocation/Export', () => {
  let adminJob: string;

  it('exports every location the filters match, with formula-like text escaped', async () => {
    const response = await t.request('POST', EXPORT, { token: admin, body: { projectId: tree.projectId } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({
      dataType: DATA_TYPES.workLocation.id,
      operationType: OPERATION_TYPES.export,
      status: JOB_STATUSES.queued,
    });
    adminJob = response.body.data.id;
    const { job, rows } = await exported(admin, adminJob);
    expect(job).toMatchObject({ rowsTotal: 4, rowsDone: 4 });
    expect(rows[0]!.slice(0, 3)).toEqual(['Identifier', 'Name', 'Project']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['N1-001', 'N1-002', 'S1-001', 'S1-002']);
    expect(rows[1]![1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[3]![1]).toBe("'+Meter south");
    expect(rows[4]![1]).toBe("'@Meter south two");
  });

  it('gives a vendor user only the locations their grants reach', async () => {
    const response = await t.request('POST', EXPORT, { token: vendorUser, body: {} });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { rows } = await exported(vendorUser, response.body.data.id);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['N1-001', 'N1-002']);
  });

  it('hides the organisation’s jobs from the vendor user and every job from another organisation', async () => {
    expect(
      (await t.request('GET', `/api/file/FileProcessQueue/GetById?id=${adminJob}`, { token: otherAdmin }))
        .status,
    ).toBe(404);
    expect((await download(t, otherAdmin, `/api/file/FileProcessQueue/Download?id=${adminJob}`)).status).toBe(
      404,
    );
    expect(
      (await t.request('GET', `/api/file/FileProcessQueue/GetById?id=${adminJob}`, { token: vendorUser }))
        .status,
    ).toBe(404);
    const history = await t.request('POST', '/api/file/FileProcessQueue/GetFileProcessQueueHistory', {
      token: otherAdmin,
      body: { dataType: DATA_TYPES.workLocation.id, operationType: OPERATION_TYPES.export },
    });
    expect(history.body.data).toEqual({ fileProcessQueues: [], pageTotal: 0 });
  });

  it('refuses a filter the list call would refuse', async () => {
    const response = await t.request('POST', EXPORT, { token: admin, body: { projectId: 'not-a-uuid' } });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/file/FileProcessQueue', () => {
  it('queues the same export by data type, with the filters', async () => {
    const response = await t.request('POST', '/api/file/FileProcessQueue', {
      token: admin,
      body: { dataType: DATA_TYPES.workLocation.id, filters: { accessGroupId: tree.ids.South } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { rows } = await exported(admin, response.body.data.id);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['S1-001', 'S1-002']);
  });

  it('answers 400 for a data type without an export and 403 without its export permission', async () => {
    const crews = await t.request('POST', '/api/file/FileProcessQueue', {
      token: admin,
      body: { dataType: DATA_TYPES.crew.id },
    });
    expect(crews.status).toBe(400);
    await addUser(t, org.organisationId, {
      email: 'viewer@export.example',
      roleId: org.roleIds.get('Viewer')!,
    });
    const viewer = await t.signIn('viewer@export.example');
    const refused = await t.request('POST', '/api/file/FileProcessQueue', {
      token: viewer,
      body: { dataType: DATA_TYPES.workLocation.id },
    });
    expect(refused.status).toBe(403);
  });
});

describe('POST /api/file/FileProcessQueue/GetFileProcessQueueHistory', () => {
  it('lists the jobs newest first, each with its status history', async () => {
    const response = await t.request('POST', '/api/file/FileProcessQueue/GetFileProcessQueueHistory', {
      token: admin,
      body: { dataType: DATA_TYPES.workLocation.id, operationType: OPERATION_TYPES.export, pageSize: 10 },
    });
    expect(response.status).toBe(200);
    const jobs = response.body.data.fileProcessQueues as Array<{
      createdAt: string;
      statusHistory: Array<{ status: number }>;
      createdByName: string;
    }>;
    expect(response.body.data.pageTotal).toBe(3);
    const times = jobs.map((j) => j.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const job of jobs) {
      expect(job.statusHistory.map((s) => s.status)).toEqual([
        JOB_STATUSES.queued,
        JOB_STATUSES.processing,
        JOB_STATUSES.completed,
      ]);
    }
  });
});
