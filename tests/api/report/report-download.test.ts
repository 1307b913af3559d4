import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../../src/domain/file-jobs';
import type { TestApp } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import { grant } from '../people-fixtures';
import { download, readSheet, waitForJob } from '../file/file-fixtures';
import type { ReportWorld } from './report-world';
import { buildReportWorld } from './report-world';

let t: TestApp;
let w: ReportWorld;

beforeAll(async () => {
  t = await createTestApp();
  const org = await createTenant(t, 'Report Download Org');
  w = await buildReportWorld(t, org, await t.signIn(org.adminEmail), 'RD');
  await grant(t, org.roleIds.get('Vendor administrator')!, ['importExport.view']);
}, 120_000);
afterAll(() => t?.close());

async function save(token: string, body: Record<string, unknown>) {
  const response = await t.request('POST', '/api/workorder/Report', { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id as string;
}

async function downloaded(token: string, reportId: string, path = '/api/file/FileProcessQueue') {
  const body = path.endsWith('FileProcessQueue') ? { dataType: 10, filters: { reportId } } : { reportId };
  const queued = await t.request('POST', path, { token, body });
  expect(queued.status, JSON.stringify(queued.body)).toBe(200);
  const job = await waitForJob(t, token, queued.body.data.id);
  expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
  const file = await download(t, token, `/api/file/FileProcessQueue/Download?id=${job.id}`);
  expect(file.headers['content-type']).toContain('spreadsheetml');
  return { job, rows: await readSheet(file.content) };
}

describe('POST /api/file/FileProcessQueue with the report data type', () => {
  it('writes a grouped report’s whole result into a workbook named after the report', async () => {
    const id = await save(w.admin, {
      name: 'Orders by status',
      definition: { groupBy: ['status'], chart: 'bar' },
    });
    const { job, rows } = await downloaded(w.admin, id);
    expect(job.fileName).toBe('Orders by status.xlsx');
    expect(rows[0]).toEqual(['Status', 'Orders']);
    expect(rows.slice(1)).toEqual([
      ['Assigned', '1'],
      ['Completed', '2'],
      ['In Progress', '1'],
      ['On Hold', '1'],
      ['Unassigned', '4'],
    ]);
  });

  it('writes a SQL report for a vendor user with their own rows only, also at Report/Export', async () => {
    const sql =
      'select code, status_name from reporting.work_orders where vendor_id is not null order by code';
    const id = await save(w.admin, { name: 'Assigned work', shared: true, kind: 'sql', sql });
    const { rows } = await downloaded(w.vendorAToken, id, '/api/workorder/Report/Export');
    expect(rows[0]).toEqual(['code', 'status_name']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([w.orders.approved.code, w.orders.rejected.code].sort());
  });

  it('refuses a report the caller cannot see', async () => {
    const id = await save(w.vendorBToken, { name: 'Vendor B only', definition: { columns: ['code'] } });
    const response = await t.request('POST', '/api/file/FileProcessQueue', {
      token: w.vendorAToken,
      body: { dataType: 10, filters: { reportId: id } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('Filters.ReportId');
  });
});
