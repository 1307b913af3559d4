import { and, eq, ilike, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TYPES, JOB_STATUSES } from '../../../src/domain/file-jobs';
import { ORGANISATION_ADMIN_ROLE } from '../../../src/domain/permissions';
import { fileJob, organisation, role, userAccount } from '../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import { makePlatformAdmin } from '../people-fixtures';
import type { Cell } from './file-fixtures';
import { download, readSheet, upload, waitForJob, xlsx } from './file-fixtures';

let t: TestApp;
let platform: Tenant;
let platformAdmin: string;
let orgAdmin: string;
let other: Tenant;
const IMPORT = '/api/organisation/Organisation/Import';
const EXPORT = '/api/organisation/Organisation/Export';
const HEADER = [
  'Name',
  'Industry',
  'Email',
  'Phone',
  'Website',
  'Address',
  'Country',
  'State',
  'City',
  'Postal code',
  'Administrator name',
  'Administrator email',
];

/** A row in HEADER's order from its filled cells by header; the others are empty. */
const row = (cells: Record<string, string>) => HEADER.map((header) => cells[header] ?? '');

beforeAll(async () => {
  t = await createTestApp();
  platform = await createTenant(t, 'Platform Operator');
  await makePlatformAdmin(t, platform.adminEmail);
  platformAdmin = await t.signIn(platform.adminEmail);
  other = await createTenant(t, 'Lakhimpur Meter Services');
  orgAdmin = await t.signIn(other.adminEmail);
});
afterAll(() => t.close());

async function imported(token: string, rows: Cell[][], name = 'organisations.xlsx') {
  const response = await upload(t, IMPORT, token, { name, content: await xlsx(rows) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return waitForJob(t, token, response.body.data.id);
}

async function exportRows(token: string, filters: Record<string, unknown>) {
  const response = await t.request('POST', EXPORT, { token, body: filters });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const job = await waitForJob(t, token, response.body.data.id);
  expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
  const file = await download(t, token, `/api/file/FileProcessQueue/Download?id=${job.id}`);
  expect(file.status).toBe(200);
  return { rows: await readSheet(file.content), content: file.content as Buffer };
}

async function mailTo(email: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = t.mail.find((m) => m.to === email);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${email} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const organisationsNamed = (...names: string[]) =>
  t.db.select().from(organisation).where(inArray(organisation.name, names));

describe('GET /api/file/SampleFile/Get?dataType=<organisation>', () => {
  it('opens with the columns of the create form and industries to pick from', async () => {
    const url = `/api/file/SampleFile/Get?dataType=${DATA_TYPES.organisation.id}`;
    const response = await download(t, platformAdmin, url);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(sheet.getRow(2).getCell(1).value).toBeTruthy();
    expect(sheet.getRow(2).getCell(2).dataValidation?.type).toBe('list');
  });
});

describe('POST /api/organisation/Organisation/Import (platform administrator)', () => {
  const adminEmail = 'ritu.baruah@kwb.example';

  it('creates organisations as POST Organisation does; refused rows keep their row numbers', async () => {
    const job = await imported(platformAdmin, [
      HEADER,
      [
        'Kamrup Water Board',
        'Water and wastewater',
        'office@kwb.example',
        '+91 361 254 0000',
        'https://kwb.example',
        'Zoo Road',
        'India',
        'Assam',
        'Guwahati',
        '781005',
        'Ritu Baruah',
        adminEmail,
      ],
      row({
        Name: 'Barak Gas',
        'Administrator name': 'Anil Das',
        'Administrator email': 'anil.das@barak.example',
      }),
      row({ Name: 'No Administrator Ltd' }),
      row({ Name: 'Fishing Fleet', Industry: 'Fishing boats', 'Administrator name': 'Mina Roy' }),
      row({
        Name: 'Taken Email Co',
        'Administrator name': 'Someone',
        'Administrator email': platform.adminEmail,
      }),
      row({
        Name: 'Half Address Co',
        Address: 'Main Road',
        'Administrator name': 'Ravi',
        'Administrator email': 'ravi@half.example',
      }),
    ]);
    expect(job).toMatchObject({ status: JOB_STATUSES.completedWithErrors, rowsDone: 6, rowsFailed: 4 });

    const created = await organisationsNamed('Kamrup Water Board', 'Barak Gas');
    expect(created.map((o) => o.name).sort()).toEqual(['Barak Gas', 'Kamrup Water Board']);
    const kwb = created.find((o) => o.name === 'Kamrup Water Board')!;
    expect(kwb).toMatchObject({ email: 'office@kwb.example', addressLine: 'Zoo Road', postalCode: '781005' });
    expect(kwb.industryId).not.toBeNull();
    expect(kwb.cityId).not.toBeNull();
    const refused = await t.db
      .select({ id: organisation.id })
      .from(organisation)
      .where(
        inArray(organisation.name, [
          'No Administrator Ltd',
          'Fishing Fleet',
          'Taken Email Co',
          'Half Address Co',
        ]),
      );
    expect(refused).toEqual([]);

    // Its first administrator holds the new organisation's seeded administrator role, as POST makes it.
    const [administrator] = await t.db
      .select({ roleName: role.name, isPlatformAdmin: userAccount.isPlatformAdmin })
      .from(userAccount)
      .innerJoin(
        role,
        and(eq(role.organisationId, userAccount.organisationId), eq(role.id, userAccount.roleId)),
      )
      .where(and(eq(userAccount.organisationId, kwb.id), eq(userAccount.email, adminEmail)));
    expect(administrator).toEqual({ roleName: ORGANISATION_ADMIN_ROLE, isPlatformAdmin: false });
    expect(
      (await t.db.select().from(role).where(eq(role.organisationId, kwb.id))).length,
    ).toBeGreaterThanOrEqual(4);

    const file = await download(t, platformAdmin, `/api/file/FileProcessQueue/Download?id=${job.id}`);
    const rows = await readSheet(file.content);
    expect(rows[0]).toEqual(['Row', ...HEADER, 'Errors']);
    expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['4', 'Administrator name is required; Enter valid email address'],
      ['5', 'Industry: no industry is called "Fishing boats".'],
      ['6', expect.stringMatching(/email/i)],
      ['7', 'Country is required'],
    ]);
  });

  it('mails the new administrator, who sets a password by the reset mail; no password is kept', async () => {
    const invitation = await mailTo(adminEmail);
    expect(invitation.text).toContain('Kamrup Water Board');
    expect(invitation.text).toContain('/forget-password');
    const jobs = await t.db.select().from(fileJob).where(eq(fileJob.organisationId, platform.organisationId));
    expect(JSON.stringify(jobs)).not.toMatch(/password/i);

    const before = t.mail.length;
    expect(
      (await t.request('POST', '/api/account/Auth/ForgetPassword', { body: { email: adminEmail } })).status,
    ).toBe(200);
    const reset = t.mail.slice(before).find((m) => m.to === adminEmail)!;
    const otp = /one-time password is (\d{6})/.exec(reset.text)![1]!;
    const verified = await t.request('POST', '/api/account/Auth/VerifyOtp', {
      body: { email: adminEmail, otp },
    });
    expect(verified.status).toBe(200);
    const set = await t.request('POST', '/api/account/Auth/ResetPassword', {
      body: { email: adminEmail, resetToken: verified.body.data.resetToken, newPassword: 'Water-board-2026' },
    });
    expect(set.status).toBe(200);
    const token = await t.signIn(adminEmail, 'Water-board-2026');
    const session = await t.request('GET', '/api/account/Auth/Session', { token });
    expect(session.body.data.organisation.name).toBe('Kamrup Water Board');
  });

  it('updates the organisation a row names, keeping its address when those cells are empty', async () => {
    const [before] = await organisationsNamed('Barak Gas');
    const job = await imported(platformAdmin, [
      HEADER,
      row({
        Name: 'BARAK GAS',
        Industry: 'Gas distribution',
        Email: 'desk@barak.example',
        'Administrator name': 'Ignored',
        'Administrator email': 'ignored@barak.example',
      }),
      row({ Name: 'Kamrup Water Board', Industry: 'Water and wastewater', Email: 'office@kwb.example' }),
    ]);
    expect(job, job.message ?? '').toMatchObject({ status: JOB_STATUSES.completed, rowsFailed: 0 });
    const [after] = await organisationsNamed('BARAK GAS');
    expect(after).toMatchObject({
      id: before!.id,
      email: 'desk@barak.example',
      version: before!.version + 1,
    });
    expect(await organisationsNamed('Barak Gas')).toEqual([]);
    const [kwb] = await organisationsNamed('Kamrup Water Board');
    expect(kwb).toMatchObject({ addressLine: 'Zoo Road', phone: null });
    expect(
      await t.db.select().from(userAccount).where(eq(userAccount.email, 'ignored@barak.example')),
    ).toEqual([]);
  });

  it('exports what the list shows, in the import columns; the file imports again as updates', async () => {
    const list = await t.request('POST', '/api/organisation/Organisation/GetAll', {
      token: platformAdmin,
      body: { searchString: 'kamrup' },
    });
    const { rows, content } = await exportRows(platformAdmin, {
      searchString: 'kamrup',
      page: 1,
      pageSize: 1,
    });
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      list.body.data.organisations.map((o: { name: string }) => o.name),
    );
    expect(Array.from(rows[1]!, (cell) => cell ?? '')).toEqual([
      'Kamrup Water Board',
      'Water and wastewater',
      'office@kwb.example',
      '',
      '',
      'Zoo Road',
      'India',
      'Assam',
      'Guwahati',
      '781005',
    ]);

    const [before] = await organisationsNamed('Kamrup Water Board');
    const count = (await t.db.select().from(organisation)).length;
    const response = await upload(t, IMPORT, platformAdmin, { name: 'exported.xlsx', content });
    const job = await waitForJob(t, platformAdmin, response.body.data.id);
    expect(job, job.message ?? '').toMatchObject({
      status: JOB_STATUSES.completed,
      rowsDone: 1,
      rowsFailed: 0,
    });
    expect((await t.db.select().from(organisation)).length).toBe(count);
    const [after] = await organisationsNamed('Kamrup Water Board');
    expect(after).toMatchObject({ ...before, version: before!.version + 2, updatedAt: expect.any(Date) });
  });
});

describe('an organisation administrator (not a platform administrator)', () => {
  it('is refused the import before the file is read, and nothing is queued', async () => {
    const content = await xlsx([HEADER, row({ Name: 'Kamrup Water Board', Email: 'hijack@evil.example' })]);
    const response = await upload(t, IMPORT, orgAdmin, { name: 'organisations.xlsx', content });
    expect(response.status).toBe(403);
    expect(await t.db.select().from(fileJob).where(eq(fileJob.organisationId, other.organisationId))).toEqual(
      [],
    );
    const [kwb] = await organisationsNamed('Kamrup Water Board');
    expect(kwb!.email).toBe('office@kwb.example');
  });

  it('exports only what the list shows them: their own organisation', async () => {
    const { rows } = await exportRows(orgAdmin, {});
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Lakhimpur Meter Services']);
    const searched = await exportRows(orgAdmin, { searchString: 'Kamrup' });
    expect(searched.rows.slice(1)).toEqual([]);
    const all = await t.db
      .select({ id: organisation.id })
      .from(organisation)
      .where(ilike(organisation.name, '%'));
    expect(all.length).toBeGreaterThan(1);
  });
});
