/**
 * Work-location list at scale, on PostgreSQL (run through tests/support/with-postgres.ts, which sets
 * DATABASE_URL). The demo organisation (3 projects) gets a fourth access-group level and grows to 10,000
 * locations; then `POST WorkLocation/GetAll` filtered by an access group (with its sub-groups) and a
 * template-number field is timed through the real app, beside the same list unfiltered and beside the
 * service's own queries run directly. The filtered query's plan must not read the location tables by a
 * sequential scan.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { BENCH_ADMIN, benchConfig, benchServerUrl } from './bench-db';
import { withScope } from '../server/db/client';
import {
  accessGroup,
  accessGroupClosure,
  workLocation,
  workLocationTemplate,
  workLocationTemplateElement,
} from '../server/db/schema/index';
import { growWorkLocations } from '../server/seed/bulk-work-locations';
import { listWorkLocations, locationFilter } from '../server/services/workorder/work-location/queries';
import { prepareDatabase } from '../server/start-up';
import type { WorkLocationListQuery } from '../src/domain/work-locations';
import { median, percentile, printTable } from './stats';

const TARGET_LOCATIONS = 10_000;
const RUNS = 50;
const ADMIN = BENCH_ADMIN;

function planNodes(plan: unknown, out: Array<{ type: string; relation?: string; index?: string }> = []) {
  const node = plan as {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    Plans?: unknown[];
  };
  out.push({ type: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] });
  for (const child of node.Plans ?? []) planNodes(child, out);
  return out;
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

export async function benchWorkLocations(): Promise<boolean> {
  const databaseUrl = benchServerUrl();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wl-'));
  const config = benchConfig(databaseUrl, dataDir);
  const seeding = performance.now();
  const { database, bootstrap } = await prepareDatabase(config);
  const organisationId = bootstrap.organisationId;
  await database.db.transaction((tx) => growWorkLocations(tx, organisationId, TARGET_LOCATIONS));
  await database.db.execute(sql`analyze`);
  const [{ n: locations } = { n: 0 }] = await database.db.select({ n: count() }).from(workLocation);
  console.log(`seeded ${locations} work locations in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
  await app.ready();
  try {
    const signIn = await app.inject({ method: 'POST', url: '/api/account/Auth/SignIn', payload: ADMIN });
    const token = (signIn.json() as { data: { access_token: string } }).data.access_token;
    const [division] = await database.db
      .select({ id: accessGroup.id, projectId: accessGroup.projectId })
      .from(accessGroup)
      .innerJoin(
        accessGroupClosure,
        and(eq(accessGroupClosure.descendantId, accessGroup.id), eq(accessGroupClosure.depth, 1)),
      )
      .where(eq(accessGroup.name, 'Dispur Division'))
      .limit(1);
    const [rating] = await database.db
      .select({ id: workLocationTemplateElement.id, templateId: workLocationTemplateElement.templateId })
      .from(workLocationTemplateElement)
      .innerJoin(workLocationTemplate, eq(workLocationTemplate.id, workLocationTemplateElement.templateId))
      .where(and(eq(workLocationTemplateElement.code, 'RATING'), eq(workLocationTemplate.code, 'DT')));
    if (!division || !rating) throw new Error('the demo data lacks the Dispur Division or the RATING field');
    const filtered: WorkLocationListQuery = {
      page: 1,
      pageSize: 10,
      accessGroupId: division.id,
      workLocationTemplateId: rating.templateId,
      elementFilter: { elementId: rating.id, operator: 6, value: '400' },
    };
    const request = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/workorder/WorkLocation/GetAll',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const first = await request(filtered);
    const answer = first.json() as { data: { pageTotal: number } };
    if (first.statusCode !== 200) throw new Error(`GetAll answered ${first.statusCode}: ${first.body}`);

    const scope = { organisationId, vendorId: null };
    const server = await time(() => request(filtered));
    const unfiltered = await time(() => request({ page: 1, pageSize: 10 }));
    const direct = await time(() =>
      withScope(database.db, scope, (tx) => listWorkLocations(tx, filtered, 'number')),
    );

    const plan = await withScope(database.db, scope, async (tx) => {
      const where = locationFilter(filtered, 'number');
      const result = (await tx.execute(
        sql`explain (format json) ${tx.select({ n: count() }).from(workLocation).where(where)}`,
      )) as unknown as { rows: unknown[] };
      return (result.rows[0] as { 'QUERY PLAN': Array<{ Plan: unknown }> })['QUERY PLAN'][0]!.Plan;
    });
    const nodes = planNodes(plan);
    const seqScans = nodes.filter(
      (node) =>
        node.type === 'Seq Scan' && ['work_location', 'work_location_value'].includes(node.relation ?? ''),
    );

    printTable('WorkLocation/GetAll on PostgreSQL, 10,000 locations (ms per page)', [
      [
        'filtered: group with sub-groups + rating >= 400, through HTTP',
        median(server),
        percentile(server, 95),
      ],
      ['the same queries in the scoped transaction, without HTTP', median(direct), percentile(direct, 95)],
      ['baseline: first page unfiltered, through HTTP', median(unfiltered), percentile(unfiltered, 95)],
    ]);
    console.log(`matching locations: ${answer.data.pageTotal}`);
    console.log(
      `server / direct queries: ${(median(server) / median(direct)).toFixed(2)}x; filtered / unfiltered: ${(median(server) / median(unfiltered)).toFixed(2)}x`,
    );
    console.log(
      `plan of the filtered count: ${nodes.map((node) => `${node.type}${node.index ? ` (${node.index})` : node.relation ? ` (${node.relation})` : ''}`).join(' > ')}`,
    );
    if (seqScans.length > 0) {
      console.error(
        `FAIL: the filtered query reads ${seqScans.map((node) => node.relation).join(', ')} by a sequential scan`,
      );
      return false;
    }
    if (median(server) >= 100) {
      console.error(
        `FAIL: the filtered list took ${median(server).toFixed(1)} ms (median), over the 100 ms target`,
      );
      return false;
    }
    return true;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
