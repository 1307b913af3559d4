import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../../src/domain/file-jobs';
import { vendor, warehouse } from '../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import { ADDRESS_HEADERS, download, readSheet, sampleSheet, upload, waitForJob, xlsx } from './file-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Vendor Warehouse Import Org');
  admin = await t.signIn(org.adminEmail);
});
afterAll(() => t.close());

describe('GET /api/file/SampleFile/Get for every importable data type', () => {
  it.each([
    ['crew', ['Name', 'Code', 'Vendor', 'Active', 'Leader']],
    [
      'vendor',
      [
        'Name',
        'Code',
        'Contact person',
        'Email',
        'Phone',
        'Address',
        'Country',
        'State',
        'City',
        'Postal code',
        'Active',
      ],
    ],
    ['warehouse', ['Name', 'Code', 'Description', ...ADDRESS_HEADERS, 'Active']],
  ] as const)('opens the %s sample in exceljs with its columns and an example row', async (name, header) => {
    const sheet = await sampleSheet(t, admin, name, header);
    expect(sheet.getRow(1).getCell(1).note).toBeTruthy();
    expect(sheet.getRow(2).getCell(1).value).toBeTruthy();
  });

  it('answers 400 for a data type that does not exist', async () => {
    expect((await download(t, admin, `/api/file/SampleFile/Get?dataType=99`)).status).toBe(400);
  });
});

describe('POST /api/account/Vendor/Import', () => {
  it('creates vendors with their address named in words, and reports rows the vendor rules refuse', async () => {
    const file = await xlsx([
      ['Name', 'Code', 'Email', 'Country', 'State', 'City', 'Active'],
      ['Brahmaputra Field Services', 'BFS', 'office@bfs.example', 'India', 'Assam', 'Guwahati', 'Yes'],
      ['Kamrup Line Contractors', 'KLC', 'not-an-email', 'India', '', '', ''],
      ['Nowhere Works', 'NW', '', 'Atlantis', '', '', ''],
    ]);
    const response = await upload(t, '/api/account/Vendor/Import', admin, {
      name: 'vendors.xlsx',
      content: file,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job).toMatchObject({ status: JOB_STATUSES.completedWithErrors, rowsDone: 3, rowsFailed: 2 });
    const [created] = await t.db.select().from(vendor).where(eq(vendor.organisationId, org.organisationId));
    expect(created).toMatchObject({ name: 'Brahmaputra Field Services', code: 'BFS' });
    expect(created!.cityId).not.toBeNull();
    const rows = await readSheet(
      (await download(t, admin, `/api/file/FileProcessQueue/Download?id=${job.id}`)).content,
    );
    expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['3', 'Enter valid email address'],
      ['4', 'Country: no country is called "Atlantis".'],
    ]);
  });
});

describe('warehouses import and export', () => {
  it('imports warehouses, updates one by its code on a second import, and exports them escaped', async () => {
    const header = ['Name', 'Code', 'Description', 'Latitude', 'Longitude'];
    const first = await upload(t, '/api/organisation/Warehouse/Import', admin, {
      name: 'warehouses.xlsx',
      content: await xlsx([
        header,
        ['Central Store', 'WH-1', '=cmd|calc', '26.155', '91.779'],
        ['North Store', 'WH-2', '', '', ''],
      ]),
    });
    expect((await waitForJob(t, admin, first.body.data.id)).status).toBe(JOB_STATUSES.completed);
    const second = await upload(t, '/api/organisation/Warehouse/Import', admin, {
      name: 'warehouses-2.xlsx',
      content: await xlsx([header, ['North Store Renamed', 'WH-2', 'Cables', '26.2', 'east']]),
    });
    const failed = await waitForJob(t, admin, second.body.data.id);
    expect(failed.rowsFailed).toBe(1);
    const third = await upload(t, '/api/organisation/Warehouse/Import', admin, {
      name: 'warehouses-3.xlsx',
      content: await xlsx([header, ['North Store Renamed', 'WH-2', 'Cables', '26.2', '91.8']]),
    });
    expect((await waitForJob(t, admin, third.body.data.id)).status).toBe(JOB_STATUSES.completed);
    const names = await t.db
      .select({ name: warehouse.name, version: warehouse.version })
      .from(warehouse)
      .where(eq(warehouse.organisationId, org.organisationId))
      .orderBy(asc(warehouse.name));
    expect(names.map((w) => w.name)).toEqual(['Central Store', 'North Store Renamed']);

    const exported = await t.request('POST', '/api/organisation/Warehouse/Export', {
      token: admin,
      body: { isActive: true },
    });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    const job = await waitForJob(t, admin, exported.body.data.id);
    expect(job.status).toBe(JOB_STATUSES.completed);
    const rows = await readSheet(
      (await download(t, admin, `/api/file/FileProcessQueue/Download?id=${job.id}`)).content,
    );
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Central Store', 'WH-1', "'=cmd|calc"],
      ['North Store Renamed', 'WH-2', 'Cables'],
    ]);
  });
});
