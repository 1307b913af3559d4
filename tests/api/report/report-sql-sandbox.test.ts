import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import type { ReportWorld } from './report-world';
import { buildReportWorld } from './report-world';

/*
 * SQL reports are text that runs on the database. Each hostile query below is either refused when saved
 * (400, naming what is not allowed) or, where the sandbox's rules allow it, harmless when run: it reads the
 * caller's own rows only and changes nothing. Organisation B's rows never show in A's results.
 */

let t: TestApp;
let a: ReportWorld;
let b: ReportWorld;

beforeAll(async () => {
  t = await createTestApp();
  const orgA = await createTenant(t, 'Sandbox Org A');
  const orgB = await createTenant(t, 'Sandbox Org B');
  a = await buildReportWorld(t, orgA, await t.signIn(orgA.adminEmail), 'SA');
  b = await buildReportWorld(t, orgB, await t.signIn(orgB.adminEmail), 'SB');
}, 180_000);
afterAll(() => t?.close());

const saveSql = (sqlText: string, token = a.admin) =>
  t.request('POST', '/api/workorder/Report', { token, body: { name: 'Hostile', kind: 'sql', sql: sqlText } });

/** [query, what the refusal names (null: the query may run, and must be harmless)]. */
const HOSTILE: Array<[string, string | null]> = [
  ["insert into reporting.work_orders (code) values ('x')", 'INSERT is not allowed'],
  ['update work_order set status = 1', 'UPDATE is not allowed'],
  ['delete from work_order', 'DELETE is not allowed'],
  [
    'with gone as (delete from work_order returning id) select count(*) from gone',
    'DELETE is not allowed in WITH',
  ],
  ['create table stolen as select * from user_account', 'CREATE TABLE AS is not allowed'],
  ['drop table work_order', 'DROP is not allowed'],
  ['truncate report', 'TRUNCATE is not allowed'],
  ["copy (select * from user_account) to '/tmp/stolen'", 'COPY is not allowed'],
  ["select pg_read_file('/etc/passwd')", 'Function pg_read_file is not allowed'],
  ["select lo_import('/etc/passwd')", 'Function lo_import is not allowed'],
  ["select * from dblink('host=evil.example', 'select 1') as t(x int)", 'A function in FROM is not allowed'],
  ['select pg_sleep(30)', 'Function pg_sleep is not allowed'],
  ['select pg_catalog.pg_sleep(30)', 'Function pg_catalog.pg_sleep is not allowed'],
  ['select U&"pg\\005fsleep"(30)', 'Function pg_sleep is not allowed'],
  ['select count(*) from generate_series(1, 1000000000)', 'A function in FROM is not allowed'],
  ['select count(generate_series(1, 1000000000))', 'Function generate_series is not allowed'],
  ['select relname from pg_class', 'Table pg_class is not a reporting view'],
  ['select query from pg_stat_activity', 'Table pg_stat_activity is not a reporting view'],
  ['select * from pg_catalog.pg_roles', 'Table pg_catalog.pg_roles is not a reporting view'],
  [
    'select table_name from information_schema.tables',
    'Table information_schema.tables is not a reporting view',
  ],
  [
    "select set_config('app.organisation_id', '00000000-0000-0000-0000-000000000000', true)",
    'Function set_config is not allowed',
  ],
  ["select current_setting('app.organisation_id')", 'Function current_setting is not allowed'],
  ['set role app_user', 'SET is not allowed'],
  ['reset role', 'SET is not allowed'],
  ['select current_user', 'CURRENT_USER is not allowed'],
  ['select 1; delete from work_order', 'Exactly one SELECT statement is allowed'],
  [
    'select code from reporting.work_orders /* */ ; drop table report --',
    'Exactly one SELECT statement is allowed',
  ],
  ['select email from "user_account"', 'Table user_account is not a reporting view'],
  ['select email from public.user_account', 'Table public.user_account is not a reporting view'],
  [
    'select code from reporting.work_orders union all select email from user_account',
    'Table user_account is not a reporting view',
  ],
  ['select (select password_hash from user_account limit 1)', 'Table user_account is not a reporting view'],
  [
    'select code from reporting.work_orders where code in (select email from user_account)',
    'Table user_account is not a reporting view',
  ],
  [
    'select code from reporting.work_orders for update',
    'Locking clauses (FOR UPDATE, FOR SHARE) are not allowed',
  ],
  ['select * into orders_copy from reporting.work_orders', 'SELECT INTO is not allowed'],
  ['select ctid, xmin from reporting.work_orders', 'System column ctid is not allowed'],
  ["select 'user_account'::regclass::oid", 'Type oid is not allowed'],
  ["select cast('pg_class' as regclass)", 'Type regclass is not allowed'],
  [
    'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r',
    'WITH RECURSIVE is not allowed',
  ],
  [
    "select query_to_xml('select * from user_account', true, true, '')",
    'Function query_to_xml is not allowed',
  ],
  ['select * from reporting.work_orders tablesample system (50)', 'TABLESAMPLE is not allowed'],
  ["select 1 from reporting.vendors where name ~ '(a+)+$'", 'Operator ~ is not allowed'],
  ['select code from reporting.work_orders order by code using ~<~', 'Operator ~<~ is not allowed'],
  ['explain select 1', 'EXPLAIN is not allowed'],
  ['select code, organisation_id from reporting.work_orders', 'organisation_id'],
  ['select $1::text', 'A parameter ($n) is not allowed'],
  ['select txid_current()', 'Function txid_current is not allowed'],
  // Allowed by the rules, and harmless: a string that looks like SQL, a comment, a cross join of own rows.
  ['select $q$; delete from work_order; $q$ as text', null],
  ['select code -- ; drop table report\nfrom reporting.work_orders', null],
  ['select count(*) from reporting.work_orders a, reporting.vendors b, reporting.crews c', null],
  ['select vendor_name, count(*) from reporting.work_orders group by 1;', null],
];

describe('SQL reports: hostile queries', () => {
  it.each(HOSTILE)('%s', async (query, refusal) => {
    const saved = await saveSql(query);
    if (refusal) {
      expect(saved.status, JSON.stringify(saved.body)).toBe(400);
      expect(saved.body.message).toContain(refusal);
      const ran = await t.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
        token: a.admin,
        body: { kind: 'sql', sql: query },
      });
      expect(ran.status).toBe(400);
      return;
    }
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ran = await t.request('POST', '/api/workorder/Report/GetReportFromDbQueryById', {
      token: a.admin,
      body: { id: saved.body.data.id },
    });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(JSON.stringify(ran.body.data)).not.toContain('SB ');
  });

  it('left every table as it was, and the request role as it was after each run', async () => {
    const counts = await t.db.execute(sql`select (select count(*) from work_order)::int as orders`);
    expect((counts as unknown as { rows: Array<{ orders: number }> }).rows[0]!.orders).toBe(18);
    const after = await t.request('POST', '/api/workorder/Report', {
      token: a.admin,
      body: { name: 'After', definition: { groupBy: ['status'] } },
    });
    expect(after.status).toBe(200);
  });
});

describe('fragments of the builder (filter types 15, 18, 19)', () => {
  const FRAGMENTS: Array<[number, string, string]> = [
    [19, 'true) or (true', 'a where statement must be one condition only'],
    [19, 'pg_sleep(1) is null', 'Function pg_sleep is not allowed'],
    [
      19,
      'status = 4) union select 1 from user_account where (true',
      'a where statement must be one condition only',
    ],
    [18, '(select email from user_account limit 1) as email', 'Table user_account is not a reporting view'],
    [18, '* from pg_class union select 1', 'a select statement must be a list of columns only'],
    [15, 'select id from work_order', 'Table work_order is not a reporting view'],
    [
      15,
      'select id from reporting.work_orders) or (true',
      'a SQL query filter must be one SELECT of work-order ids',
    ],
  ];

  it.each(FRAGMENTS)('refuses type %i fragment %s when saved', async (type, value, refusal) => {
    const response = await t.request('POST', '/api/workorder/Report', {
      token: a.admin,
      body: { name: 'Fragment', definition: { filters: [{ type, operator: 1, value }] } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.errors[0]).toEqual({
      field: 'Definition.Filters.0.Value',
      message: expect.stringContaining(refusal),
    });
  });
});

describe('another tenant’s rows', () => {
  const READS = [
    'select code, vendor_name, crew_name, project_name, workflow_name, location_identifier from work_orders',
    'select name from vendors union all select name from crews union all select name from reporting.projects',
    'select name from workflows union all select name from templates union all select name from warehouses',
    'select location_identifier, name from reporting.work_locations',
    'select count(*) as n from reporting.recorded_values',
  ];

  it.each(READS)('are never returned: %s', async (query) => {
    for (const [world, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const response = await t.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
        token: world.admin,
        body: { kind: 'sql', sql: query, pageSize: 500 },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const text = JSON.stringify(response.body.data.rows);
      expect(text).not.toContain(other === b ? 'SB ' : 'SA ');
    }
  });

  it('gives a vendor user their vendor’s orders only, whatever the SQL says', async () => {
    const response = await t.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
      token: a.vendorAToken,
      body: {
        kind: 'sql',
        sql: 'select distinct vendor_name from work_orders where vendor_id is not null or vendor_id is null',
        pageSize: 50,
      },
    });
    expect(
      response.body.data.rows.map((r: { cells: { vendor_name: string } }) => r.cells.vendor_name),
    ).toEqual(['SA Assam Line Works']);
    const recorded = await t.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
      token: a.vendorBToken,
      body: {
        kind: 'sql',
        sql: 'select count(distinct work_order_id) as orders from reporting.recorded_values',
      },
    });
    // Vendor B's only recorded work is the survey of one order; vendor A's two completed orders stay hidden.
    expect(recorded.body.data.rows[0].cells.orders).toBe(1);
  });

  it('caps the rows a SQL report returns and says so, and refuses a query estimated too costly', async () => {
    const capped = await createTestApp({
      config: { report: { statementTimeoutMs: 5_000, rowLimit: 3, maxCost: 1_000 } },
    });
    try {
      const org = await createTenant(capped, 'Capped Org');
      const admin = await capped.signIn(org.adminEmail);
      const response = await capped.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
        token: admin,
        body: { kind: 'sql', sql: 'select n from (values (1), (2), (3), (4)) as four(n)' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toMatchObject({ total: 3, truncated: true });
      // The planner's estimate bounds what runs where no timer can stop a query (PGlite): a million rows here.
      const hundred = `(values ${Array.from({ length: 100 }, (_, i) => `(${i})`).join(', ')})`;
      const costly = await capped.request('POST', '/api/workorder/Report/DynamicWorkorderReport', {
        token: admin,
        body: { kind: 'sql', sql: `select count(*) from ${hundred} a(n), ${hundred} b(n), ${hundred} c(n)` },
      });
      expect(costly.status, JSON.stringify(costly.body)).toBe(400);
      expect(costly.body.message).toContain('too expensive');
    } finally {
      await capped.close();
    }
  });
});
