import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadCaller } from '../../../server/auth/context';
import { withScope } from '../../../server/db/client';
import { userAccount, workOrder } from '../../../server/db/schema/index';
import { workOrderExportIn } from '../../../server/services/workorder/work-order/work-order-export.sheet';
import type { CsvBlock, Scoped } from '../../../server/services/file/index';
import { DATA_TYPES, JOB_STATUSES, OPERATION_TYPES } from '../../../src/domain/file-jobs';
import { grant } from '../people-fixtures';
import { addVendorUser } from '../workorder/work-order/work-order-fixtures';
import {
  admin,
  create,
  ok,
  openWorkOrderWorld,
  org,
  otherAdmin,
  t,
  w,
} from '../workorder/work-order/work-order-world';
import type { Json } from './file-fixtures';
import { download, readSheet, upload, waitForJob } from './file-fixtures';

// Export in CSV and Bulk Upload of the work-order map (Workorder/Export, Workorder/Import, document File).
openWorkOrderWorld();

const EXPORT = '/api/workorder/Workorder/Export';
const IMPORT = '/api/workorder/Workorder/Import';
const PROJECT = 'WO Distribution';
const WORKFLOW = 'WO Transformer check';

/** RFC 4180 records of the exported file (byte-order mark dropped). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\ufeff/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

async function exportedCsv(token: string, response: { status: number; body: Json }) {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.data).toMatchObject({
    dataType: DATA_TYPES.workOrder.id,
    operationType: OPERATION_TYPES.export,
  });
  expect(response.body.data.fileName).toMatch(/\.csv$/);
  const job = await waitForJob(t, token, response.body.data.id);
  expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
  const file = await download(t, token, `/api/file/FileProcessQueue/Download?id=${job.id}`);
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = parseCsv(file.content.toString('utf8'));
  return { job, header: header!, rows };
}

describe('Export in CSV', () => {
  let orders: Array<{ code: string; id: string }>;
  let vendorUser: string;

  it('exports exactly the orders the filters match, newest first, ignoring paging and isMapView', async () => {
    orders = [
      await create('N1-100', { description: '=HYPERLINK("http://evil.example","x")' }),
      await create('N2-400', { vendorId: w.vendorA, crewId: w.crewA1, description: 'Oil, "topped up"' }),
      await create('U-1000', { vendorId: w.vendorB, crewId: w.crewB1, description: '+91 call first' }),
      await create('N1-100', {
        vendorId: w.vendorA,
        crewId: w.crewA2,
        description: '@SUM(A1:A2)',
        plannedStartTime: '2026-03-01T09:00:00Z',
      }),
    ];
    const response = await t.request('POST', EXPORT, {
      token: admin,
      body: { MultipleStatus: [2], projectId: w.tree.projectId, page: 3, pageSize: 100_000, isMapView: true },
    });
    const { job, header, rows } = await exportedCsv(admin, response);
    expect(header.slice(0, 5)).toEqual(['Code', 'Status', 'Approval status', 'Project', 'Work location']);
    expect(rows.map((r) => r[0])).toEqual([orders[3]!.code, orders[2]!.code, orders[1]!.code]);
    expect(job).toMatchObject({ rowsTotal: 3, rowsDone: 3 });
    const row = Object.fromEntries(header.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      Status: 'Assigned',
      'Approval status': '',
      Project: PROJECT,
      'Work location': 'N1-100',
      Vendor: 'WO Assam Line Works',
      Crew: 'WO Crew A2',
      Workflow: WORKFLOW,
      'Planned start': '2026-03-01T09:00:00.000Z',
      Latitude: '26.1',
      Longitude: '91.7',
    });
  });

  it('writes formula-looking cells so no spreadsheet runs them, and quotes commas and quotes', async () => {
    const { header, rows } = await exportedCsv(
      admin,
      await t.request('POST', EXPORT, { token: admin, body: {} }),
    );
    const descriptions = new Map(rows.map((r) => [r[0], r[header.indexOf('Description')]]));
    expect(rows).toHaveLength(4);
    expect(descriptions.get(orders[0]!.code)).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(descriptions.get(orders[1]!.code)).toBe('Oil, "topped up"');
    expect(descriptions.get(orders[2]!.code)).toBe("'+91 call first");
    expect(descriptions.get(orders[3]!.code)).toBe("'@SUM(A1:A2)");
  });

  it('reads the orders a page at a time, none lost or repeated, orders created at the same instant too', async () => {
    // Three of the four orders created at one instant: the pages must step through them by id.
    const tied = [orders[2]!.id, orders[3]!.id];
    const kept = await t.db
      .select({ id: workOrder.id, createdAt: workOrder.createdAt })
      .from(workOrder)
      .where(inArray(workOrder.id, tied));
    onTestFinished(async () => {
      for (const order of kept)
        await t.db.update(workOrder).set({ createdAt: order.createdAt }).where(eq(workOrder.id, order.id));
    });
    await t.db
      .update(workOrder)
      .set({ createdAt: sql`(select created_at from work_order where id = ${orders[1]!.id})` })
      .where(inArray(workOrder.id, tied));
    const [user] = await t.db
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(eq(userAccount.email, org.adminEmail));
    const caller = (await loadCaller(t.db, org.organisationId, user!.id, 0))!;
    const scoped: Scoped = (work) => withScope(t.db, caller, work);
    async function read(pageSize: number) {
      const source = workOrderExportIn(pageSize).source(scoped, {}, caller);
      const pages: CsvBlock[] = [];
      for await (const page of source.pages()) pages.push(page as CsvBlock);
      return { pages, total: await source.count() };
    }
    const whole = await read(10_000);
    const paged = await read(1);
    const threes = await read(3);
    expect(whole.pages.map((p) => p.records)).toEqual([4]);
    expect(paged.pages.map((p) => p.records)).toEqual([1, 1, 1, 1]);
    expect(paged.pages.flatMap((p) => p.csv).join('')).toBe(whole.pages[0]!.csv.join(''));
    // Pages between boundaries read side by side, then the rest after the last boundary.
    expect(threes.pages.map((p) => p.records)).toEqual([3, 1]);
    expect(threes.pages.flatMap((p) => p.csv).join('')).toBe(whole.pages[0]!.csv.join(''));
    const codes = parseCsv(whole.pages[0]!.csv.join('')).map((r) => r[0]);
    expect(codes).toHaveLength(whole.total);
    expect(new Set(codes.slice(0, 3))).toEqual(new Set([orders[1]!.code, orders[2]!.code, orders[3]!.code]));
  });

  it('keeps an order that moved between the page boundaries being read and its page', async () => {
    const oldest = orders[0]!;
    const [kept] = await t.db
      .select({ createdAt: workOrder.createdAt })
      .from(workOrder)
      .where(eq(workOrder.id, oldest.id));
    onTestFinished(async () => {
      await t.db.update(workOrder).set({ createdAt: kept!.createdAt }).where(eq(workOrder.id, oldest.id));
    });
    const [user] = await t.db
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(eq(userAccount.email, org.adminEmail));
    const caller = (await loadCaller(t.db, org.organisationId, user!.id, 0))!;
    let calls = 0;
    // Once the boundaries are read (the first transaction), the oldest order becomes the newest: the first
    // page's range then holds two orders, and the last page's none.
    const scoped: Scoped = async (work) => {
      const result = await withScope(t.db, caller, work);
      if (++calls === 1)
        await t.db
          .update(workOrder)
          .set({ createdAt: sql`now() + interval '1 minute'` })
          .where(eq(workOrder.id, oldest.id));
      return result;
    };
    const source = workOrderExportIn(1).source(scoped, {}, caller);
    const pages: CsvBlock[] = [];
    for await (const page of source.pages()) pages.push(page as CsvBlock);
    expect(pages.map((p) => p.records)).toEqual([2, 1, 1]);
    const codes = pages.flatMap((p) => parseCsv(p.csv.join('')).map((r) => r[0]));
    expect(codes[0]).toBe(oldest.code);
    expect(new Set(codes)).toEqual(new Set(orders.map((o) => o.code)));
  });

  it('gives a vendor user only their vendor’s orders, exactly as their list shows them', async () => {
    await grant(t, org.roleIds.get('Vendor administrator')!, [
      'workOrder.export',
      'workOrder.import',
      'importExport.view',
    ]);
    vendorUser = await addVendorUser(t, org, 'vendor-a@wo-csv.example', w.vendorA);
    const listed = await ok('POST', 'Workorder/GetAll', { pageSize: 500 }, vendorUser);
    const { rows } = await exportedCsv(
      vendorUser,
      await t.request('POST', EXPORT, { token: vendorUser, body: {} }),
    );
    expect(rows.map((r) => r[0])).toEqual(listed.workorders.map((o: { code: string }) => o.code));
    expect(rows.map((r) => r[0])).toEqual([orders[3]!.code, orders[1]!.code]);
  });

  it('queues the same export through POST /api/document/File, and refuses a bad filter or no permission', async () => {
    const response = await t.request('POST', '/api/document/File', {
      token: admin,
      body: { dataType: DATA_TYPES.workOrder.id, filters: { searchString: orders[2]!.code } },
    });
    const { rows } = await exportedCsv(admin, response);
    expect(rows.map((r) => r[0])).toEqual([orders[2]!.code]);
    const bad = await t.request('POST', '/api/document/File', {
      token: admin,
      body: { dataType: DATA_TYPES.workOrder.id, filters: { status: 9 } },
    });
    expect(bad.status).toBe(400);
    expect((await t.request('POST', EXPORT, { token: admin, body: { vendorId: 'nope' } })).status).toBe(400);
    const crews = await t.request('POST', '/api/document/File', {
      token: admin,
      body: { dataType: DATA_TYPES.crew.id },
    });
    expect(crews.status).toBe(400);
    const history = await t.request('POST', '/api/file/FileProcessQueue/GetFileProcessQueueHistory', {
      token: otherAdmin,
      body: { dataType: DATA_TYPES.workOrder.id, operationType: OPERATION_TYPES.export },
    });
    expect(history.body.data.pageTotal).toBe(0);
  });
});

describe('Bulk Upload', () => {
  it('creates the good rows as POST Workorder would and reports the bad ones with their row numbers', async () => {
    const before = (await ok('POST', 'Workorder/GetAll', { pageSize: 500 })).pageTotal as number;
    const csv = [
      'Project,Work location,Workflow,Planned start,Planned end,Description,Vendor,Crew,Code',
      `${PROJECT},N2-400,${WORKFLOW},2026-04-01,,Bulk one,,,`,
      `${PROJECT},S1-630,${WORKFLOW},2026-04-02T08:30:00+05:30,,Bulk two,WO Assam Line Works,WO Crew A1,`,
      `${PROJECT},NOPE-1,${WORKFLOW},,,,,,`,
      `,N2-400,${WORKFLOW},,,,,,`,
      `${PROJECT},N2-400,No such flow,,,,,,`,
      `${PROJECT},N2-400,${WORKFLOW},,,,WO Assam Line Works,WO Crew B1,`,
      `${PROJECT},N2-400,${WORKFLOW},2026-04-05,2026-04-01,,,,`,
      `${PROJECT},N2-400,${WORKFLOW},,,,,,WO-000001`,
      `${PROJECT},U-1000,${WORKFLOW},,,,,WO Crew A1,`,
    ].join('\r\n');
    const response = await upload(t, IMPORT, admin, { name: 'orders.csv', content: Buffer.from(csv) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job).toMatchObject({ status: JOB_STATUSES.completedWithErrors, rowsDone: 9, rowsFailed: 7 });

    const listed = await ok('POST', 'Workorder/GetAll', { pageSize: 500 });
    expect(listed.pageTotal).toBe(before + 2);
    // One batch is one transaction: both orders share its created_at, so the list orders them by id.
    const [first, second] = (listed.workorders as Json[]).filter((o) => /^Bulk/.test(o.description ?? ''));
    expect(first).toMatchObject({
      locationIdentifier: 'N2-400',
      status: 1,
      description: 'Bulk one',
      plannedStartTime: '2026-04-01T00:00:00.000Z',
    });
    expect(second).toMatchObject({
      locationIdentifier: 'S1-630',
      status: 2,
      vendorId: w.vendorA,
      crewId: w.crewA1,
      plannedStartTime: '2026-04-02T03:00:00.000Z',
    });

    const rejected = await readSheet(
      (await download(t, admin, `/api/file/FileProcessQueue/Download?id=${job.id}`)).content,
    );
    const errors = new Map(rejected.slice(1).map((r) => [r[0], r.at(-1)]));
    expect([...errors.keys()]).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    expect(errors.get('4')).toContain('has no work location "NOPE-1"');
    expect(errors.get('5')).toContain('Project is required');
    expect(errors.get('6')).toContain('no workflow is called "No such flow"');
    expect(errors.get('7')).toContain('has no crew "WO Crew B1"');
    expect(errors.get('8')).toContain('must not be before the planned start');
    expect(errors.get('9')).toContain('already exists');
    expect(errors.get('10')).toContain('Vendor is required');
  });

  it('refuses a file without the required columns, naming them', async () => {
    const response = await upload(t, IMPORT, admin, {
      name: 'orders.csv',
      content: Buffer.from('Project,Description\r\nX,Y\r\n'),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('Work location');
  });
});
