/**
 * Work-order list at scale, on PostgreSQL (run through tests/support/with-postgres.ts, which sets
 * DATABASE_URL). In a database of its own, the demo organisation grows to 10,000 work locations and
 * 1,000,000 work orders (BENCH_WORK_ORDERS overrides); then `POST Workorder/GetAll` is timed through the
 * real app for the list's common filters, each beside the service's own function run directly in the scoped
 * transaction. Prints the plans of the slowest case (BENCH_EXPLAIN=all: of every case); fails when a case's
 * median reaches 100 ms. BENCH_RUNS sets the runs per case; BENCH_REUSE=1 keeps the seeded database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../server/app';
import type { Db, RequestScope } from '../server/db/client';
import { withScope } from '../server/db/client';
import * as schema from '../server/db/schema/index';
import {
  accessGroup,
  accessGroupClosure,
  vendor,
  workLocationTemplate,
  workLocationTemplateElement,
} from '../server/db/schema/index';
import { seedBulkWorkOrders } from '../server/seed/bulk-work-orders';
import { listWorkOrders } from '../server/services/workorder/work-order/list';
import { prepareDatabase } from '../server/start-up';
import type { WorkOrderFilterInput, WorkOrderListQuery } from '../src/domain/workorders';
import { DEFAULT_WORK_ORDER_FILTER, workOrderListQuerySchema } from '../src/domain/workorders';
import { BENCH_ADMIN, benchConfig, benchCount, benchDatabase, benchServerUrl, time } from './bench-db';
import { median, percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TARGET_MS = 50;
const FAIL_MS = 100;
const ADMIN = BENCH_ADMIN;

/** EXPLAIN (ANALYZE, BUFFERS) of every statement the list function runs for `filter`, in its scoped transaction. */
async function explainList(url: string, scope: RequestScope, filter: WorkOrderListQuery): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const captured: Array<{ query: string; params: unknown[] }> = [];
  let capturing = false;
  const logger = {
    logQuery: (query: string, params: unknown[]) => void (capturing && captured.push({ query, params })),
  };
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  try {
    await withScope(db, scope, async (tx) => {
      capturing = true;
      await listWorkOrders(tx, filter);
      capturing = false;
    });
    return await withScope(db, scope, async () => {
      const plans: string[] = [];
      for (const { query, params } of captured) {
        const result = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query}`,
          params,
        );
        plans.push(
          `${query}\n  params: ${JSON.stringify(params)}\n${result.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`,
        );
      }
      return plans;
    });
  } finally {
    await client.end();
  }
}

async function benchLookups(db: Db, organisationId: string) {
  const [firstVendor] = await db
    .select({ id: vendor.id, name: vendor.name })
    .from(vendor)
    .where(eq(vendor.organisationId, organisationId))
    .orderBy(vendor.name)
    .limit(1);
  const [division] = await db
    .select({ id: accessGroup.id })
    .from(accessGroup)
    .innerJoin(
      accessGroupClosure,
      and(eq(accessGroupClosure.descendantId, accessGroup.id), eq(accessGroupClosure.depth, 1)),
    )
    .where(and(eq(accessGroup.organisationId, organisationId), eq(accessGroup.name, 'Dispur Division')))
    .limit(1);
  const [rating] = await db
    .select({ id: workLocationTemplateElement.id, templateId: workLocationTemplateElement.templateId })
    .from(workLocationTemplateElement)
    .innerJoin(workLocationTemplate, eq(workLocationTemplate.id, workLocationTemplateElement.templateId))
    .where(
      and(
        eq(workLocationTemplate.organisationId, organisationId),
        eq(workLocationTemplateElement.code, 'RATING'),
        eq(workLocationTemplate.code, 'DT'),
      ),
    );
  if (!firstVendor || !division || !rating)
    throw new Error('the demo data lacks a vendor, the Dispur Division or the RATING field');
  return { vendor: firstVendor, division, rating };
}

function cases(l: Awaited<ReturnType<typeof benchLookups>>): Array<[string, WorkOrderFilterInput]> {
  return [
    [
      'default filter (Completed + Unassigned), page 1',
      { ...DEFAULT_WORK_ORDER_FILTER, multipleStatus: [...DEFAULT_WORK_ORDER_FILTER.multipleStatus] },
    ],
    ['unfiltered, page 1', {}],
    [`vendor (${l.vendor.name}) + Completed`, { vendorId: l.vendor.id, status: 4 }],
    ['search "WO-00012" (code prefix)', { searchString: 'WO-00012' }],
    ['search "GHY-DT-0012" (location identifier)', { searchString: 'GHY-DT-0012' }],
    ['access group (Dispur Division, with sub-groups)', { accessGroupId: l.division.id }],
    [
      'template field: transformer rating >= 400',
      {
        worklocationTemplateId: l.rating.templateId,
        worklocationTemplateElementId: l.rating.id,
        worklocationTemplateElementFilterOperator: 6,
        worklocationTemplateFilterValue: '400',
      },
    ],
    [
      'default filter, page 50',
      {
        ...DEFAULT_WORK_ORDER_FILTER,
        multipleStatus: [...DEFAULT_WORK_ORDER_FILTER.multipleStatus],
        page: 50,
      },
    ],
  ];
}

export async function benchWorkOrders(): Promise<boolean> {
  const serverUrl = benchServerUrl();
  const total = benchCount('BENCH_WORK_ORDERS', 1_000_000);
  const benchDb = await benchDatabase(
    serverUrl,
    `bench_work_orders_${total}`,
    process.env.BENCH_REUSE === '1',
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wo-'));
  const config = benchConfig(benchDb.url, dataDir);
  const seeding = performance.now();
  const { database, bootstrap } = await prepareDatabase(config);
  const organisationId = bootstrap.organisationId;
  if (benchDb.seeded) console.log(`reusing the seeded database (BENCH_REUSE=1)`);
  else {
    await seedBulkWorkOrders(database.db, organisationId, total, { log: (line) => console.log(`  ${line}`) });
    console.log(
      `seeded ${total.toLocaleString('en')} work orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  }

  const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
  await app.ready();
  try {
    // A slow run outlasts an access token: each case signs in afresh.
    let token = '';
    const signIn = async () => {
      const answer = await app.inject({ method: 'POST', url: '/api/account/Auth/SignIn', payload: ADMIN });
      token = (answer.json() as { data: { access_token: string } }).data.access_token;
    };
    const scope = { organisationId, vendorId: null, userId: undefined };
    const request = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/workorder/Workorder/GetAll',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });

    const results: Array<{
      label: string;
      filter: WorkOrderListQuery;
      http: number[];
      direct: number[];
      matched: number;
    }> = [];
    for (const [label, body] of cases(await benchLookups(database.db, organisationId))) {
      await signIn();
      const first = await request(body);
      if (first.statusCode !== 200)
        throw new Error(`GetAll (${label}) answered ${first.statusCode}: ${first.body}`);
      const matched = (first.json() as { data: { pageTotal: number } }).data.pageTotal;
      const filter = workOrderListQuerySchema.parse(body);
      const http = await time(() => request(body), RUNS);
      const direct = await time(
        () => withScope(database.db, scope, (tx) => listWorkOrders(tx, filter)),
        RUNS,
      );
      results.push({ label, filter, http, direct, matched });
      console.log(
        `  ${label}: ${median(http).toFixed(1)} ms through HTTP, ${median(direct).toFixed(1)} ms direct (medians of ${http.length} and ${direct.length} runs)`,
      );
    }

    const width = Math.max(...results.map((r) => r.label.length));
    const ms = (value: number) => value.toFixed(1).padStart(7);
    console.log(
      `\nWorkorder/GetAll on PostgreSQL, ${total.toLocaleString('en')} work orders (ms per page, up to ${RUNS} runs each)`,
    );
    console.log(
      `${''.padEnd(width)}  HTTP median     p95  direct median     p95     matched  ${TARGET_MS} ms target`,
    );
    for (const r of results) {
      const mid = median(r.http);
      console.log(
        `${r.label.padEnd(width)}  ${ms(mid)} ${ms(percentile(r.http, 95))}    ${ms(median(r.direct))} ${ms(percentile(r.direct, 95))}  ${String(r.matched).padStart(10)}  ${mid < TARGET_MS ? 'met' : `MISSED (${(mid / TARGET_MS).toFixed(1)}x)`}`,
      );
    }
    const slowest = results.reduce((a, b) => (median(b.http) > median(a.http) ? b : a));
    for (const r of process.env.BENCH_EXPLAIN === 'all' ? results : [slowest]) {
      console.log(`\nplans of ${r === slowest ? 'the slowest case, ' : ''}"${r.label}":`);
      for (const plan of await explainList(benchDb.url, scope, r.filter)) console.log(`\n${plan}`);
    }

    const failed = results.filter((r) => median(r.http) >= FAIL_MS);
    const missed = results.filter((r) => median(r.http) >= TARGET_MS);
    console.log(
      `\n${results.length - missed.length} of ${results.length} cases under the ${TARGET_MS} ms target (median through HTTP)`,
    );
    for (const r of failed)
      console.error(`FAIL: "${r.label}" took ${median(r.http).toFixed(1)} ms (median), over ${FAIL_MS} ms`);
    return failed.length === 0;
  } finally {
    await app.close();
    await database.close();
    await benchDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
