import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_JOB_SERVER_MESSAGES } from '../../../src/domain/file-job-messages';
import { IMPORT_LIMITS, JOB_STATUSES } from '../../../src/domain/file-jobs';
import { crew, fileJob } from '../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, createTenant, createTestApp } from '../../support/test-app';
import { upload, waitForJob, xlsx } from './file-fixtures';
import { buildZip, deflatedZeros } from './zip-builder';

let t: TestApp;
let org: Tenant;
let admin: string;
const IMPORT = '/api/account/Crew/Import';

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Refused Upload Org');
  admin = await t.signIn(org.adminEmail);
});
afterAll(() => t.close());

/** Nothing a refused upload could leave: no job, no crew, no file on disk. */
async function expectNothingWritten() {
  const [jobs] = await t.db
    .select({ n: count() })
    .from(fileJob)
    .where(eq(fileJob.organisationId, org.organisationId));
  const [crews] = await t.db
    .select({ n: count() })
    .from(crew)
    .where(eq(crew.organisationId, org.organisationId));
  expect(jobs?.n).toBe(0);
  expect(crews?.n).toBe(0);
  const incoming = path.join(t.app.config.dataDir, 'files', 'incoming');
  expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
  expect(fs.existsSync(path.join(t.app.config.dataDir, 'files', org.organisationId))).toBe(false);
}

async function refused(file: { name: string; content: Buffer }, message: string) {
  const response = await upload(t, IMPORT, admin, file);
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.message).toBe(message);
  expect(response.body.errors).toEqual([{ field: 'File', message }]);
  await expectNothingWritten();
}

describe('POST /api/account/Crew/Import refuses files before any job exists', () => {
  it('refuses a text file named .xlsx', async () => {
    await refused(
      { name: 'crews.xlsx', content: Buffer.from('Name,Code\nNight Crew,C1\n') },
      FILE_JOB_SERVER_MESSAGES.notXlsx,
    );
  });

  it('refuses a binary file named .csv', async () => {
    await refused(
      { name: 'crews.csv', content: await xlsx([['Name'], ['Night Crew']]) },
      FILE_JOB_SERVER_MESSAGES.notCsv,
    );
  });

  it('refuses a file that is neither .xlsx nor .csv by name', async () => {
    await refused(
      { name: 'crews.pdf', content: Buffer.from('%PDF-1.7') },
      FILE_JOB_SERVER_MESSAGES.fileTypeNotSupported,
    );
  });

  it('refuses a zip bomb that claims its real size', async () => {
    const sheet = await deflatedZeros(1);
    const bomb = buildZip([
      { name: 'xl/workbook.xml', deflated: zlib.deflateRawSync('<workbook/>'), claimedSize: 11 },
      { name: 'xl/worksheets/sheet1.xml', deflated: sheet, claimedSize: IMPORT_LIMITS.maxUnpackedBytes + 1 },
    ]);
    await refused({ name: 'crews.xlsx', content: bomb }, FILE_JOB_SERVER_MESSAGES.zipBomb);
  });

  it('refuses a zip bomb that lies about its size, by the bytes it really unpacks to', async () => {
    const sheet = await deflatedZeros(IMPORT_LIMITS.maxUnpackedBytes / (1024 * 1024) + 1);
    const bomb = buildZip([
      { name: 'xl/workbook.xml', deflated: zlib.deflateRawSync('<workbook/>'), claimedSize: 11 },
      { name: 'xl/worksheets/sheet1.xml', deflated: sheet, claimedSize: 1024 },
    ]);
    await refused({ name: 'crews.xlsx', content: bomb }, FILE_JOB_SERVER_MESSAGES.zipBomb);
  });

  it('refuses a file missing a required column, naming it', async () => {
    const file = await xlsx([
      ['Code', 'Vendor'],
      ['C1', ''],
    ]);
    await refused({ name: 'crews.xlsx', content: file }, FILE_JOB_SERVER_MESSAGES.missingColumns(['Name']));
  });

  it('refuses more rows than the limit', async () => {
    const content = Buffer.from(`Name\n${'Crew\n'.repeat(IMPORT_LIMITS.maxRows + 1)}`);
    await refused({ name: 'crews.csv', content }, FILE_JOB_SERVER_MESSAGES.tooManyRows);
  });

  it('answers "File is required." without a file', async () => {
    const response = await t.request('POST', IMPORT, { token: admin, body: {} });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'File', message: 'File is required.' }]);
    await expectNothingWritten();
  });

  it('refuses a user without the import permission before reading the file', async () => {
    await addUser(t, org.organisationId, {
      email: 'viewer@refused.example',
      roleId: org.roleIds.get('Viewer')!,
    });
    const viewer = await t.signIn('viewer@refused.example');
    const response = await upload(t, IMPORT, viewer, {
      name: 'crews.xlsx',
      content: await xlsx([['Name'], ['Crew']]),
    });
    expect(response.status).toBe(403);
    await expectNothingWritten();
  });

  it('imports a UTF-8 CSV file like a workbook', async () => {
    const content = Buffer.from('\ufeffName,Code,Active\n"Crew, North",CN-1,Yes\nCrew Süd,CS-1,No\n');
    const response = await upload(t, IMPORT, admin, { name: 'crews.csv', content });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job.status).toBe(JOB_STATUSES.completed);
    const names = (
      await t.db.select({ name: crew.name }).from(crew).where(eq(crew.organisationId, org.organisationId))
    ).map((c) => c.name);
    expect(names.sort()).toEqual(['Crew Süd', 'Crew, North']);
  });
});
