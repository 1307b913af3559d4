import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TYPES, JOB_STATUSES } from '../../../src/domain/file-jobs';
import { project, workforce } from '../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import { grant } from '../people-fixtures';
import { download, readSheet, sampleSheet, upload, waitForJob, xlsx } from './file-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let vendorUser: string;
let viewer: string;
let vendorId: string;
const WORKFORCE = '/api/account/Workforce/Import';
const PROJECTS = '/api/workorder/Project/Import';

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Workforce Project Import Org');
  admin = await t.signIn(org.adminEmail);
  vendorId = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
  await t.db.execute(`update vendor set code = 'BFS' where id = '${vendorId}'`);
  const vendorRole = org.roleIds.get('Vendor administrator')!;
  await grant(t, vendorRole, [
    'workforce.import',
    'workforce.create',
    'workforce.update',
    'project.import',
    'importExport.view',
  ]);
  await addUser(t, org.organisationId, { email: 'v@wf-import.example', roleId: vendorRole, vendorId });
  vendorUser = await t.signIn('v@wf-import.example');
  await addUser(t, org.organisationId, {
    email: 'viewer@wf-import.example',
    roleId: org.roleIds.get('Viewer')!,
  });
  viewer = await t.signIn('viewer@wf-import.example');
});
afterAll(() => t.close());

async function rejected(token: string, jobId: string) {
  const rows = await readSheet(
    (await download(t, token, `/api/file/FileProcessQueue/Download?id=${jobId}`)).content,
  );
  return rows.slice(1).map((r) => [r[0], r.at(-1)]);
}

async function people() {
  return t.db
    .select({
      name: workforce.name,
      email: workforce.email,
      code: workforce.employeeCode,
      kind: workforce.kind,
      vendorId: workforce.vendorId,
      supervisorId: workforce.supervisorId,
    })
    .from(workforce)
    .where(eq(workforce.organisationId, org.organisationId))
    .orderBy(asc(workforce.email));
}

describe('sample files', () => {
  it.each([
    ['workforce', ['Name', 'Email', 'Kind', 'Phone', 'Employee code', 'Vendor', 'Supervisor', 'Active']],
    ['project', ['Name', 'Code', 'Description', 'Active']],
  ] as const)('opens the %s sample in exceljs with its columns and an example row', async (name, header) => {
    const sheet = await sampleSheet(t, admin, name, header);
    expect(sheet.getRow(2).getCell(1).value).toBeTruthy();
  });

  it('needs the import permission', async () => {
    expect(
      (await download(t, viewer, `/api/file/SampleFile/Get?dataType=${DATA_TYPES.workforce.id}`)).status,
    ).toBe(403);
    const file = await xlsx([
      ['Name', 'Code'],
      ['P', 'P1'],
    ]);
    expect((await upload(t, PROJECTS, viewer, { name: 'p.xlsx', content: file })).status).toBe(403);
    expect(
      (
        await upload(t, WORKFORCE, viewer, {
          name: 'w.xlsx',
          content: await xlsx([
            ['Name', 'Email', 'Kind'],
            ['A', 'a@x.example', 'Supervisor'],
          ]),
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/account/Workforce/Import', () => {
  const header = ['Name', 'Email', 'Kind', 'Phone', 'Employee code', 'Vendor', 'Supervisor', 'Active'];

  it('creates exactly the good rows, a supervisor named by an earlier row, and reports the bad ones', async () => {
    const file = await xlsx([
      header,
      ['Mina Bora', 'mina@wf.example', 'Supervisor', '', 'SUP-1', 'BFS', '', 'Yes'],
      [
        'Ravi Deka',
        'ravi@wf.example',
        'Mobile user',
        '+91 98640 12345',
        'EMP-1',
        'Brahmaputra Field Services',
        'SUP-1',
        '',
      ],
      ['', 'nobody@wf.example', 'Mobile user', '', 'EMP-2', '', '', ''],
      ['Bad Mail', 'not-an-email', 'Mobile user', '', 'EMP-3', '', '', ''],
      ['Odd Kind', 'odd@wf.example', 'Driver', '', 'EMP-4', 'No Such Vendor', '', ''],
      ['Own Staff', 'own@wf.example', 'Mobile user', '', 'EMP-5', '', 'SUP-1', ''],
    ]);
    const response = await upload(t, WORKFORCE, admin, { name: 'workforce.xlsx', content: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job).toMatchObject({ status: JOB_STATUSES.completedWithErrors, rowsDone: 6, rowsFailed: 4 });
    const rows = await people();
    expect(rows.map((p) => p.email)).toEqual(['mina@wf.example', 'ravi@wf.example']);
    const mina = rows[0]!;
    expect(mina).toMatchObject({ kind: 2, code: 'SUP-1', vendorId });
    expect(rows[1]).toMatchObject({ kind: 1, vendorId });
    const [minaId] = await t.db
      .select({ id: workforce.id })
      .from(workforce)
      .where(eq(workforce.email, 'mina@wf.example'));
    expect(rows[1]!.supervisorId).toBe(minaId!.id);
    const errors = await rejected(admin, job.id);
    expect(errors.map((e) => e[0])).toEqual(['4', '5', '6', '7']);
    expect(errors[0]![1]).toMatch(/Name/);
    expect(errors[1]![1]).toBe('Enter valid email address');
    expect(errors[2]![1]).toContain('Kind must be Mobile user or Supervisor.');
    expect(errors[2]![1]).toContain('No Such Vendor');
    // The organisation's own staff may not report to a vendor's supervisor: POST Workforce's own rule.
    expect(errors[3]![1]).toMatch(/supervisor/i);
  });

  it('updates by employee code on a re-import instead of duplicating', async () => {
    const file = await xlsx([
      header,
      ['Ravi Deka Renamed', 'ravi.new@wf.example', 'Mobile user', '', 'EMP-1', 'BFS', 'SUP-1', 'No'],
    ]);
    const response = await upload(t, WORKFORCE, admin, { name: 'workforce-2.xlsx', content: file });
    expect((await waitForJob(t, admin, response.body.data.id)).status).toBe(JOB_STATUSES.completed);
    const rows = await people();
    expect(rows.map((p) => [p.name, p.email])).toEqual([
      ['Mina Bora', 'mina@wf.example'],
      ['Ravi Deka Renamed', 'ravi.new@wf.example'],
    ]);
  });

  it('puts a vendor user’s rows in their vendor and refuses another vendor', async () => {
    const other = await addVendor(t, org.organisationId, 'Kamrup Line Contractors');
    expect(other).toBeTruthy();
    const file = await xlsx([
      header,
      ['Vendor Hire', 'hire@wf.example', 'Mobile user', '', 'EMP-9', '', '', ''],
      ['Poached', 'poach@wf.example', 'Mobile user', '', 'EMP-10', 'Kamrup Line Contractors', '', ''],
    ]);
    const response = await upload(t, WORKFORCE, vendorUser, { name: 'mine.xlsx', content: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, vendorUser, response.body.data.id);
    expect(job).toMatchObject({ rowsDone: 2, rowsFailed: 1 });
    const [hire] = await t.db
      .select({ vendorId: workforce.vendorId })
      .from(workforce)
      .where(eq(workforce.email, 'hire@wf.example'));
    expect(hire!.vendorId).toBe(vendorId);
    expect(await t.db.select().from(workforce).where(eq(workforce.email, 'poach@wf.example'))).toEqual([]);
  });
});

describe('POST /api/workorder/Project/Import', () => {
  const header = ['Name', 'Code', 'Description', 'Active'];

  async function projects() {
    return t.db
      .select({
        name: project.name,
        code: project.code,
        description: project.description,
        isActive: project.isActive,
      })
      .from(project)
      .where(eq(project.organisationId, org.organisationId))
      .orderBy(asc(project.name));
  }

  it('creates the good rows, reports the bad ones, and updates by code on a re-import', async () => {
    const file = await xlsx([
      header,
      ['Guwahati Distribution', 'GHY-DT', 'City circle', 'Yes'],
      ['', 'NONAME', '', ''],
      ['Jorhat Rural', 'JRT', '', 'Perhaps'],
      ['Guwahati Distribution', 'GHY-2', '', ''],
      ['Tezpur Town', '', '', 'No'],
    ]);
    const first = await upload(t, PROJECTS, admin, { name: 'projects.xlsx', content: file });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const job = await waitForJob(t, admin, first.body.data.id);
    expect(job).toMatchObject({ status: JOB_STATUSES.completedWithErrors, rowsDone: 5, rowsFailed: 3 });
    expect((await projects()).map((p) => p.name)).toEqual(['Guwahati Distribution', 'Tezpur Town']);
    const errors = await rejected(admin, job.id);
    expect(errors.map((e) => e[0])).toEqual(['3', '4', '5']);
    expect(errors[1]![1]).toBe('Active must be Yes or No.');
    expect(errors[2]![1]).toMatch(/name/i);

    const second = await upload(t, PROJECTS, admin, {
      name: 'projects-2.xlsx',
      content: await xlsx([header, ['Guwahati Distribution Circle', 'ghy-dt', 'Renamed', 'No']]),
    });
    expect((await waitForJob(t, admin, second.body.data.id)).status).toBe(JOB_STATUSES.completed);
    expect(await projects()).toEqual([
      { name: 'Guwahati Distribution Circle', code: 'ghy-dt', description: 'Renamed', isActive: false },
      { name: 'Tezpur Town', code: null, description: null, isActive: false },
    ]);
  });

  it('refuses a vendor user’s rows, as POST Project does', async () => {
    const response = await upload(t, PROJECTS, vendorUser, {
      name: 'p.xlsx',
      content: await xlsx([header, ['Vendor Project', 'VP', '', '']]),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, vendorUser, response.body.data.id);
    expect(job).toMatchObject({ rowsDone: 1, rowsFailed: 1 });
  });
});
