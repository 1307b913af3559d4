/**
 * Reports and dashboards at scale, on PostgreSQL (run through tests/support/with-postgres.ts, which sets
 * DATABASE_URL). In a database of its own the demo organisation gets 1,000,000 work orders
 * (BENCH_ORDERS overrides; BENCH_REUSE=1 keeps the seeded database), then through the real app as a
 * signed-in administrator: a grouped report (orders created in the last quarter by vendor and status) and a
 * dashboard of six widgets, all six asked at once as the dashboard screen asks them. Prints medians, p95s and
 * the top node of each query's plan; fails when the grouped report's median reaches 300 ms or the dashboard's
 * reaches 1 s. BENCH_RUNS sets the runs per case.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { seedBulkWorkOrders } from '../server/seed/bulk-work-orders';
import { prepareDatabase } from '../server/start-up';
import { BENCH_ADMIN, benchConfig, benchCount, benchDatabase, benchServerUrl, time } from './bench-db';
import { planTops } from './report-plans';
import { DASHBOARD, GROUPED } from './report-cases';
import { median, percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GROUPED_MS = 300;
const DASHBOARD_MS = 1_000;

export async function benchReports(): Promise<boolean> {
  const total = benchCount('BENCH_ORDERS', 1_000_000);
  const benchDb = await benchDatabase(
    benchServerUrl(),
    `bench_reports_${total}`,
    process.env.BENCH_REUSE === '1',
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  const config = benchConfig(benchDb.url, dataDir);
  const seeding = performance.now();
  const { database, bootstrap } = await prepareDatabase(config);
  const organisationId = bootstrap.organisationId;
  if (benchDb.seeded) console.log('reusing the seeded database (BENCH_REUSE=1)');
  else {
    await seedBulkWorkOrders(database.db, organisationId, total, { log: (line) => console.log(`  ${line}`) });
    console.log(
      `seeded ${total.toLocaleString('en')} orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  }
  const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
  await app.ready();
  try {
    let token = '';
    const signIn = async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/account/Auth/SignIn',
        payload: BENCH_ADMIN,
      });
      token = (answer.json() as { data: { access_token: string } }).data.access_token;
    };
    const call = async (url: string, payload: object) => {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/workorder/${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
      return (
        answer.json() as {
          data: { id: string; widgets: Array<{ id: string }>; result?: { rows: unknown[] } };
        }
      ).data;
    };
    await signIn();
    const grouped = { definition: GROUPED, pageSize: 100 };
    const groupedRows = (await call('Report/DynamicWorkorderReport', grouped)) as unknown as {
      rows: unknown[];
    };
    const board = await call('Dashboard', { name: 'Bench operations' });
    let widgets: Array<{ id: string }> = [];
    for (const widget of DASHBOARD) {
      const report = await call('Report', { name: widget.title, ...widget.report });
      ({ widgets } = await call('Dashboard/Widget', {
        dashboardId: board.id,
        reportId: report.id,
        title: widget.title,
        kind: widget.kind,
      }));
    }
    const dashboardOnce = () =>
      Promise.all(widgets.map((w) => call('Dashboard/DashboardDataByWidgetId', { widgetId: w.id })));

    const groupedTimes = await time(() => call('Report/DynamicWorkorderReport', grouped), RUNS);
    await signIn();
    const dashboardTimes = await time(dashboardOnce, RUNS);
    await signIn();
    const each = [];
    for (const [index, widget] of widgets.entries()) {
      const samples = await time(
        () => call('Dashboard/DashboardDataByWidgetId', { widgetId: widget.id }),
        Math.min(RUNS, 10),
        1,
      );
      each.push({ title: DASHBOARD[index]!.title, samples });
    }

    const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
    console.log(
      `\nReports on PostgreSQL, ${total.toLocaleString('en')} work orders (medians and p95 through HTTP)`,
    );
    console.log(
      `grouped report (${groupedRows.rows.length} groups)  ${ms(median(groupedTimes))} ` +
        `${ms(percentile(groupedTimes, 95))}  target ${GROUPED_MS} ms`,
    );
    console.log(
      `dashboard, six widgets at once   ${ms(median(dashboardTimes))} ` +
        `${ms(percentile(dashboardTimes, 95))}  target ${DASHBOARD_MS} ms`,
    );
    for (const { title, samples } of each)
      console.log(`  widget "${title}" alone`.padEnd(48) + ms(median(samples)));
    console.log('\nplans (EXPLAIN ANALYZE in the sandbox, as the administrator):');
    for (const line of await planTops(database.db, organisationId, [
      { title: 'grouped report', report: { definition: GROUPED } },
      ...DASHBOARD,
    ]))
      console.log(`  ${line}`);

    const ok = median(groupedTimes) < GROUPED_MS && median(dashboardTimes) < DASHBOARD_MS;
    if (!ok) console.error(`FAIL: a target was missed`);
    return ok;
  } finally {
    await app.close();
    await database.close();
    await benchDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
