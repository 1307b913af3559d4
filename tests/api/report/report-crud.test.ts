import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { addUser, createTenant, createTestApp } from '../../support/test-app';
import { addRole } from '../people-fixtures';
import type { ReportWorld } from './report-world';
import { buildReportWorld } from './report-world';

let t: TestApp;
let w: ReportWorld;

beforeAll(async () => {
  t = await createTestApp();
  const org = await createTenant(t, 'Report Crud Org');
  w = await buildReportWorld(t, org, await t.signIn(org.adminEmail), 'RC');
}, 120_000);
afterAll(() => t?.close());

const call = (method: string, path: string, token: string, body?: unknown) =>
  t.request(method, `/api/workorder/${path}`, { token, body });
async function ok(method: string, path: string, token: string, body?: unknown) {
  const response = await call(method, path, token, body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}

const byVendor = { chart: 'bar', groupBy: ['vendor'] };
const vendorCounts =
  'select vendor_name, count(*) as orders from reporting.work_orders ' +
  'where vendor_name is not null group by 1 order by 1';

describe('POST, PUT, GET and DELETE /api/workorder/Report', () => {
  it('saves a report, changes it at its version and refuses a stale version with the current', async () => {
    const created = await ok('POST', 'Report', w.admin, { name: 'Orders by vendor', definition: byVendor });
    expect(created).toMatchObject({
      name: 'Orders by vendor',
      kind: 'builder',
      vendorId: null,
      shared: false,
      canEdit: true,
      version: 1,
      widgetCount: 0,
    });
    const changed = await ok('PUT', 'Report', w.admin, {
      id: created.id,
      name: 'Orders per vendor',
      definition: byVendor,
      version: 1,
    });
    expect(changed.version).toBe(2);
    const stale = await call('PUT', 'Report', w.admin, {
      id: created.id,
      name: 'Late edit',
      definition: byVendor,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ name: 'Orders per vendor', version: 2 });
    expect(await ok('GET', `Report/GetById?Id=${created.id}`, w.admin)).toMatchObject({
      name: 'Orders per vendor',
    });
    const found = await ok('GET', 'Report/GetAll?searchString=per%20vendor&pageSize=5', w.admin);
    expect(found.reports.map((r: { id: string }) => r.id)).toEqual([created.id]);
    expect(await ok('DELETE', `Report?id=${created.id}`, w.admin)).toEqual({ id: created.id });
    expect((await call('GET', `Report/GetById?id=${created.id}`, w.admin)).status).toBe(404);
  });

  it('refuses a name over 100 characters, SQL in a builder report and a shared vendor report', async () => {
    const long = await call('POST', 'Report', w.admin, { name: 'x'.repeat(101) });
    expect(long.body.errors[0].field).toBe('Name');
    const mixed = await call('POST', 'Report', w.admin, { name: 'Mixed', kind: 'builder', sql: 'select 1' });
    expect(mixed.body.errors[0].field).toBe('Sql');
    const shared = await call('POST', 'Report', w.vendorAToken, { name: 'Mine', shared: true });
    expect(shared.status).toBe(400);
    expect(shared.body.errors[0].field).toBe('Shared');
  });

  it('plans a report when it is saved: an unknown column is refused then', async () => {
    const response = await call('POST', 'Report', w.admin, {
      name: 'Typo',
      kind: 'sql',
      sql: 'select vendr_name from reporting.work_orders',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('vendr_name');
  });
});

describe('vendor users and reports', () => {
  let ids: Record<'org' | 'shared' | 'a' | 'b', string>;
  beforeAll(async () => {
    const sqlReport = { kind: 'sql', sql: vendorCounts, definition: { chart: 'bar' } };
    ids = {
      org: (await ok('POST', 'Report', w.admin, { name: 'Organisation only', ...sqlReport })).id,
      shared: (await ok('POST', 'Report', w.admin, { name: 'Shared counts', shared: true, ...sqlReport })).id,
      a: (
        await ok('POST', 'Report', w.vendorAToken, {
          name: 'Vendor A list',
          definition: { columns: ['code'] },
        })
      ).id,
      b: (
        await ok('POST', 'Report', w.vendorBToken, {
          name: 'Vendor B list',
          definition: { columns: ['code'] },
        })
      ).id,
    };
  });

  it('shows a vendor user their vendor’s and the shared reports, and lets them change only theirs', async () => {
    const list = await ok('GET', 'Report/GetAll?pageSize=50', w.vendorAToken);
    expect(list.reports.map((r: { id: string }) => r.id).sort()).toEqual([ids.shared, ids.a].sort());
    expect(list.reports.find((r: { id: string }) => r.id === ids.shared).canEdit).toBe(false);
    expect((await call('GET', `Report/GetById?id=${ids.org}`, w.vendorAToken)).status).toBe(404);
    expect((await call('GET', `Report/GetById?id=${ids.b}`, w.vendorAToken)).status).toBe(404);
    expect((await call('DELETE', `Report?id=${ids.shared}`, w.vendorAToken)).status).toBe(403);
    const shared = await ok('GET', `Report/GetById?id=${ids.shared}`, w.vendorAToken);
    const { id, kind, sql, definition, version } = shared;
    const edit = { id, kind, sql, definition, version, shared: true, name: 'Mine now' };
    expect((await call('PUT', 'Report', w.vendorAToken, edit)).status).toBe(403);
    expect((await call('GET', `Report/GetAll?vendorId=${w.vendorB}`, w.vendorAToken)).status).toBe(403);
  });

  it('shows an organisation user every report, or what one vendor’s users see', async () => {
    const all = await ok('GET', 'Report/GetAll?pageSize=50', w.admin);
    expect(all.reports.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(Object.values(ids)));
    const asVendorB = await ok('GET', `Report/GetAll?vendorId=${w.vendorB}&pageSize=50`, w.admin);
    expect(asVendorB.reports.map((r: { id: string }) => r.id).sort()).toEqual([ids.shared, ids.b].sort());
  });

  it('runs a shared report on the caller’s own orders only', async () => {
    const run = async (token: string) =>
      (await ok('POST', 'Report/GetReportFromDbQueryById', token, { id: ids.shared, pageSize: 50 })).rows.map(
        (r: { cells: { vendor_name: string } }) => r.cells.vendor_name,
      );
    expect(await run(w.admin)).toEqual(['RC Assam Line Works', 'RC Barak Electricals']);
    expect(await run(w.vendorAToken)).toEqual(['RC Assam Line Works']);
    expect(await run(w.vendorBToken)).toEqual(['RC Barak Electricals']);
  });

  it('builds a vendor user’s grouped report from their own orders only', async () => {
    const result = await ok('POST', 'Report/DynamicWorkorderReport', w.vendorBToken, {
      definition: { groupBy: ['vendor', 'status'] },
    });
    expect(
      result.rows.map((r: { cells: Record<string, unknown> }) => [
        r.cells.vendor,
        r.cells.status,
        r.cells.count,
      ]),
    ).toEqual([
      ['RC Barak Electricals', 'Assigned', 1],
      ['RC Barak Electricals', 'In Progress', 1],
      ['RC Barak Electricals', 'On Hold', 1],
    ]);
  });
});

describe('dashboards and widgets', () => {
  it('shares a dashboard whose widgets show each viewer their own data', async () => {
    const report = await ok('POST', 'Report', w.admin, {
      name: 'Dash counts',
      shared: true,
      kind: 'sql',
      sql: vendorCounts,
      definition: { chart: 'pie' },
    });
    const board = await ok('POST', 'Dashboard', w.admin, { name: 'Operations', shared: true });
    const withWidget = await ok('POST', 'Dashboard/Widget', w.admin, {
      dashboardId: board.id,
      reportId: report.id,
      title: 'By vendor',
      kind: 'pie',
    });
    const widget = withWidget.widgets[0];
    expect(widget).toMatchObject({ reportId: report.id, reportName: 'Dash counts', position: 0, span: 1 });
    const data = async (token: string) =>
      (await ok('POST', 'Dashboard/DashboardDataByWidgetId', token, { widgetId: widget.id })).result.rows
        .length;
    expect(await data(w.admin)).toBe(2);
    expect(await data(w.vendorAToken)).toBe(1);
    const seen = await ok('GET', `Dashboard/GetAll?vendorId=${w.vendorA}`, w.vendorAToken);
    expect(seen.dashboards.map((d: { id: string }) => d.id)).toContain(board.id);

    const privateReport = await ok('POST', 'Report', w.admin, { name: 'Not shared', definition: byVendor });
    const refused = await call('POST', 'Dashboard/Widget', w.admin, {
      dashboardId: board.id,
      reportId: privateReport.id,
      title: 'x',
      kind: 'bar',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('ReportId');

    const inUse = await call('DELETE', `Report?id=${report.id}`, w.admin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('Operations');
    expect((await call('DELETE', `Dashboard/Widget?id=${widget.id}`, w.vendorAToken)).status).toBe(403);
    await ok('DELETE', `Dashboard/Widget?id=${widget.id}`, w.admin);
    await ok('DELETE', `Report?id=${report.id}`, w.admin);
  });

  it('renames at a version, refuses a stale one and deletes a dashboard with its widgets', async () => {
    const report = await ok('POST', 'Report', w.vendorAToken, { name: 'A counts', definition: byVendor });
    const board = await ok('POST', 'Dashboard', w.vendorAToken, { name: 'My board' });
    expect(board.vendorId).toBe(w.vendorA);
    const added = await ok('POST', 'Dashboard/Widget', w.vendorAToken, {
      dashboardId: board.id,
      reportId: report.id,
      title: 'Counts',
      kind: 'bar',
      span: 2,
    });
    const moved = await ok('PUT', `Dashboard/Widget?id=${added.widgets[0].id}`, w.vendorAToken, {
      title: 'Counts by vendor',
      kind: 'table',
      position: 3,
      version: 1,
    });
    expect(moved.widgets[0]).toMatchObject({
      title: 'Counts by vendor',
      kind: 'table',
      position: 3,
      version: 2,
    });
    const renamed = await ok('PUT', `Dashboard?id=${board.id}`, w.vendorAToken, {
      name: 'Board A',
      shared: false,
      version: 1,
    });
    expect(renamed).toMatchObject({ name: 'Board A', version: 2 });
    expect(
      (
        await call('PUT', `Dashboard?id=${board.id}`, w.vendorAToken, {
          name: 'Late',
          shared: false,
          version: 1,
        })
      ).status,
    ).toBe(409);
    expect((await call('GET', `Dashboard/GetById?id=${board.id}`, w.vendorBToken)).status).toBe(404);
    await ok('DELETE', `Dashboard?id=${board.id}`, w.vendorAToken);
    expect((await call('GET', `Dashboard/GetById?id=${board.id}`, w.vendorAToken)).status).toBe(404);
    await ok('DELETE', `Report?id=${report.id}`, w.vendorAToken);
  });
});

describe('report permissions', () => {
  it('refuses each call without its report key', async () => {
    const viewer = await addRole(t, w.org.organisationId, 'Report viewer', ['report.view']);
    await addUser(t, w.org.organisationId, { email: 'rc.viewer@example.com', roleId: viewer });
    const none = await addRole(t, w.org.organisationId, 'No reports', ['workOrder.view']);
    await addUser(t, w.org.organisationId, { email: 'rc.none@example.com', roleId: none });
    const viewerToken = await t.signIn('rc.viewer@example.com');
    const noneToken = await t.signIn('rc.none@example.com');
    expect((await call('GET', 'Report/GetAll', viewerToken)).status).toBe(200);
    expect((await call('POST', 'Report', viewerToken, { name: 'No' })).status).toBe(403);
    expect(
      (await call('POST', 'Report/DynamicWorkorderReport', viewerToken, { definition: {} })).status,
    ).toBe(403);
    expect((await call('GET', 'Dashboard/GetAll', viewerToken)).status).toBe(403);
    expect((await call('GET', 'Report/GetAll', noneToken)).status).toBe(403);
    const download = await t.request('POST', '/api/file/FileProcessQueue', {
      token: viewerToken,
      body: { dataType: 10, filters: { reportId: w.orders.held.id } },
    });
    expect(download.status).toBe(403);
  });
});
