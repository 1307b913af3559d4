import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TYPES, JOB_STATUSES } from '../../../src/domain/file-jobs';
import { crew, crewMember, notification } from '../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import { addWorkforce } from '../people-fixtures';
import { download, readSheet, upload, waitForJob, xlsx } from './file-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let adminId: string;
let vendorId: string;
let leaderId: string;
const IMPORT = '/api/account/Crew/Import';
const HEADER = ['Name', 'Code', 'Vendor', 'Active', 'Leader'];

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Crew Import Org');
  admin = await t.signIn(org.adminEmail);
  adminId = (await t.request('GET', '/api/account/Auth/Session', { token: admin })).body.data.user.id;
  vendorId = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
  await t.db.execute(`update vendor set code = 'BFS' where id = '${vendorId}'`);
  leaderId = await addWorkforce(t, org.organisationId, { name: 'Ravi Deka', vendorId });
  await t.db.execute(`update workforce set employee_code = 'EMP-7' where id = '${leaderId}'`);
});
afterAll(() => t.close());

async function crews() {
  return t.db
    .select({ name: crew.name, code: crew.code, vendorId: crew.vendorId, isActive: crew.isActive })
    .from(crew)
    .where(eq(crew.organisationId, org.organisationId))
    .orderBy(asc(crew.name));
}

describe('GET /api/file/SampleFile/Get', () => {
  it('answers template.xlsx with the crew columns, an example row and the allowed values as lists', async () => {
    const response = await download(t, admin, `/api/file/SampleFile/Get?dataType=${DATA_TYPES.crew.id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('filename="template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(sheet.getRow(2).getCell(1).value).toBe('Night Crew A');
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }
    ).dataValidations.model;
    expect(validations.D2?.type).toBe('list');
    const lists = workbook.worksheets[1]!;
    expect(lists.state).toBe('hidden');
    const listed = lists.getColumn(1).values.slice(2);
    expect(listed).toContain('Brahmaputra Field Services');
  });

  it('needs the data type’s import permission', async () => {
    await addUser(t, org.organisationId, {
      email: 'viewer@crew-import.example',
      roleId: org.roleIds.get('Viewer')!,
    });
    const viewer = await t.signIn('viewer@crew-import.example');
    expect(
      (await download(t, viewer, `/api/file/SampleFile/Get?dataType=${DATA_TYPES.crew.id}`)).status,
    ).toBe(403);
  });
});

describe('POST /api/account/Crew/Import', () => {
  let jobId: string;

  it('creates exactly the good rows and reports every bad one with its row number', async () => {
    const file = await xlsx([
      HEADER,
      ['Night Crew A', 'CRW-1', 'BFS', 'Yes', 'EMP-7'],
      ['', 'CRW-2', '', 'Yes', ''],
      ['Day Crew', 'CRW-3', 'No Such Vendor', '', ''],
      ['Office Crew', 'CRW-4', '', 'Maybe', ''],
      ['Reserve Crew', '', 'Brahmaputra Field Services', 'No', ''],
    ]);
    const response = await upload(t, IMPORT, admin, { name: 'crews.xlsx', content: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.status).toBe(JOB_STATUSES.queued);
    expect(response.body.data.rowsTotal).toBe(5);
    jobId = response.body.data.id;
    const job = await waitForJob(t, admin, jobId);
    expect(job.status).toBe(JOB_STATUSES.completedWithErrors);
    expect(job).toMatchObject({ rowsDone: 5, rowsFailed: 3, rowsTotal: 5 });
    expect(job.statusHistory.map((s) => s.status)).toEqual([
      JOB_STATUSES.queued,
      JOB_STATUSES.processing,
      JOB_STATUSES.completedWithErrors,
    ]);
    expect(await crews()).toEqual([
      { name: 'Night Crew A', code: 'CRW-1', vendorId, isActive: true },
      { name: 'Reserve Crew', code: null, vendorId, isActive: false },
    ]);
    const members = await t.db.select().from(crewMember).where(eq(crewMember.workforceId, leaderId));
    expect(members.map((m) => m.role)).toEqual(['leader']);

    const rejected = await download(t, admin, `/api/file/FileProcessQueue/Download?id=${jobId}`);
    expect(rejected.status).toBe(200);
    expect(rejected.headers['content-disposition']).toContain('crews - rejected rows.xlsx');
    const rows = await readSheet(rejected.content);
    expect(rows[0]).toEqual(['Row', ...HEADER, 'Errors']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['3', '4', '5']);
    expect(rows[1]![6]).toBe('Name is required');
    expect(rows[2]![6]).toContain('no vendor has the code or name "No Such Vendor"');
    expect(rows[3]![6]).toBe('Active must be Yes or No.');
  });

  it('tells the user who started it that the import finished', async () => {
    const feed = await t.db.select().from(notification).where(eq(notification.userId, adminId));
    expect(feed.find((n) => n.event === 'importExportFinished')?.link).toBe(
      `/import-export-history/${DATA_TYPES.crew.id}/1`,
    );
  });

  it('updates crews by their code when a corrected file is imported again', async () => {
    const file = await xlsx([
      HEADER,
      ['Night Crew Alpha', 'crw-1', 'BFS', 'No', ''],
      ['Renamed Two', 'CRW-2', '', 'Yes', ''],
    ]);
    const response = await upload(t, IMPORT, admin, { name: 'crews-fixed.xlsx', content: file });
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
    expect(job.resultFileName).toBeNull();
    expect(await crews()).toEqual([
      { name: 'Night Crew Alpha', code: 'crw-1', vendorId, isActive: false },
      { name: 'Renamed Two', code: 'CRW-2', vendorId: null, isActive: true },
      { name: 'Reserve Crew', code: null, vendorId, isActive: false },
    ]);
    // The leader named by the first import stays: an empty Leader keeps the members.
    expect((await t.db.select().from(crewMember).where(eq(crewMember.workforceId, leaderId))).length).toBe(1);
  });

  it('starts no second job for a retry with the same Idempotency-Key', async () => {
    const file = await xlsx([HEADER, ['Key Crew', 'CRW-K', '', '', '']]);
    const headers = { 'idempotency-key': 'crew-import-retry-1' };
    const first = await upload(t, IMPORT, admin, { name: 'key.xlsx', content: file }, headers);
    const second = await upload(t, IMPORT, admin, { name: 'key.xlsx', content: file }, headers);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    await waitForJob(t, admin, first.body.data.id);
    const history = await t.request('POST', '/api/file/FileProcessQueue/GetFileProcessQueueHistory', {
      token: admin,
      body: { dataType: DATA_TYPES.crew.id, operationType: 1 },
    });
    expect(
      history.body.data.fileProcessQueues.filter((j: { fileName: string }) => j.fileName === 'key.xlsx'),
    ).toHaveLength(1);
  });

  it('writes a file of several batches, row numbers still counted from the file', async () => {
    const rows = Array.from({ length: 1_050 }, (_, i) => [
      i % 400 === 399 ? '' : `Bulk Crew ${i + 1}`,
      `BULK-${i + 1}`,
      '',
      '',
      '',
    ]);
    const response = await upload(t, IMPORT, admin, {
      name: 'bulk.xlsx',
      content: await xlsx([HEADER, ...rows]),
    });
    const job = await waitForJob(t, admin, response.body.data.id, 60_000);
    expect(job).toMatchObject({
      status: JOB_STATUSES.completedWithErrors,
      rowsTotal: 1_050,
      rowsDone: 1_050,
      rowsFailed: 2,
    });
    const rejected = await readSheet(
      (await download(t, admin, `/api/file/FileProcessQueue/Download?id=${job.id}`)).content,
    );
    // Data rows 400 and 800 are file rows 401 and 801 (the header is row 1).
    expect(rejected.slice(1).map((r) => r[0])).toEqual(['401', '801']);
  });
});
