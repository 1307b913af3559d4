/**
 * Bulk import and export at scale, on PostgreSQL (run through tests/support/with-postgres.ts, which sets
 * DATABASE_URL). In a database of its own, the demo organisation gets 1,000,000 work orders from the bulk
 * seed (BENCH_ORDERS overrides); then, through the real app in this process (its job engine included):
 * - WorkLocation/Import of 100,000 rows (BENCH_LOCATIONS) from an .xlsx written streaming with exceljs, while
 *   Workorder/GetAll (the list's default filter, page 1) is timed again and again;
 * - Workorder/Export of every order to CSV.
 * Prints rows per second, this process's peak RSS during each (sampled every 50 ms, from a full collection
 * before each) and the list's times. Fails when an aim is missed: import < 60 s, export < 30 s, RSS growth
 * < 200 MB, memory flat (the import's peak within 1.2x that of a sheet a quarter the size, imported first),
 * list median < 100 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { project } from '../server/db/schema/index';
import { seedBulkWorkOrders } from '../server/seed/bulk-work-orders';
import { newId } from '../server/crypto';
import { prepareDatabase } from '../server/start-up';
import type { FileJob, JobStatus } from '../src/domain/file-jobs';
import { isFinished } from '../src/domain/file-jobs';
import { DEFAULT_WORK_ORDER_FILTER } from '../src/domain/workorders';
import { BENCH_ADMIN, benchConfig, benchCount, benchDatabase, benchServerUrl } from './bench-db';
import { median, percentile } from './stats';

const MB = 1024 * 1024;

/** The work-location sheet, written row by row to a file (memory stays flat). */
async function writeLocations(
  file: string,
  rows: number,
  projectName: string,
  templateName: string,
  prefix: string,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Work locations');
  sheet.addRow(['Identifier', 'Name', 'Project', 'Template', 'Latitude', 'Longitude']).commit();
  for (let i = 1; i <= rows; i++) {
    const id = `${prefix}-${String(i).padStart(7, '0')}`;
    sheet
      .addRow([
        id,
        `${prefix} meter ${i}`,
        projectName,
        templateName,
        26.1 + (i % 1000) / 10_000,
        91.7 + (i % 997) / 10_000,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

function multipartBody(name: string, content: Buffer) {
  const boundary = `----bench${newId().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A full collection, so a run's "before" is the live memory, not the garbage an earlier run left. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

interface RssRun<T> {
  result: T;
  before: number;
  peak: number;
  atStart: NodeJS.MemoryUsage;
  atPeak: NodeJS.MemoryUsage;
}

/**
 * Peak RSS while `work` runs, sampled every 50 ms, with the process's memory by part at that peak; from a
 * full collection, so runs one after another start alike.
 */
async function withPeakRss<T>(work: () => Promise<T>): Promise<RssRun<T>> {
  collectGarbage();
  const atStart = process.memoryUsage();
  const before = atStart.rss;
  let peak = before;
  let atPeak = atStart;
  const sample = () => {
    const usage = process.memoryUsage();
    if (usage.rss > peak) {
      peak = usage.rss;
      atPeak = usage;
    }
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, before, peak, atStart, atPeak };
  } finally {
    clearInterval(timer);
  }
}

/** The parts of the memory at the peak: V8's heap (used of total), external memory and array buffers. */
function memoryParts(usage: NodeJS.MemoryUsage): string {
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  return `heap ${mb(usage.heapUsed)}/${mb(usage.heapTotal)} MB, external ${mb(usage.external)} MB, array buffers ${mb(usage.arrayBuffers)} MB`;
}

export async function benchImportExport(): Promise<boolean> {
  const serverUrl = benchServerUrl();
  const orders = benchCount('BENCH_ORDERS', 1_000_000);
  const locations = benchCount('BENCH_LOCATIONS', 100_000);
  const benchDb = await benchDatabase(
    serverUrl,
    `bench_import_export_${orders}`,
    process.env.BENCH_REUSE === '1',
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ie-'));
  const config = benchConfig(benchDb.url, dataDir);
  const { database, bootstrap } = await prepareDatabase(config);
  const organisationId = bootstrap.organisationId;
  if (!benchDb.seeded) {
    const seeding = performance.now();
    await seedBulkWorkOrders(database.db, organisationId, orders, {
      log: (line) => console.log(`  ${line}`),
    });
    console.log(
      `seeded ${orders.toLocaleString('en')} work orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  }
  const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
  await app.ready();
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/account/Auth/SignIn',
      payload: BENCH_ADMIN,
    });
    const token = (signIn.json() as { data: { access_token: string } }).data.access_token;
    const auth = { authorization: `Bearer ${token}` };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const answer = await app.inject({ method, url, headers: auth, payload });
      if (answer.statusCode !== 200)
        throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
      return (answer.json() as { data: unknown }).data;
    };
    const waitFor = async (id: string, during?: () => Promise<void>): Promise<FileJob> => {
      for (;;) {
        const job = (await call('GET', `/api/file/FileProcessQueue/GetById?id=${id}`)) as FileJob;
        if (isFinished(job.status as JobStatus)) return job;
        if (during) await during();
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    // A template without required fields, so every row can be created.
    const template = (await call('POST', '/api/workorder/WorkLocationTemplate', {
      name: `Bench meter ${newId().slice(-6)}`,
    })) as { name: string };
    const [firstProject] = await database.db
      .select({ name: project.name })
      .from(project)
      .where(eq(project.organisationId, organisationId))
      .orderBy(asc(project.name))
      .limit(1);
    // The full sheet, and a quarter of it with other codes: memory flat with file size means both
    // imports peak alike.
    const quarter = Math.max(1, Math.round(locations / 4));
    const file = path.join(dataDir, 'locations.xlsx');
    const quarterFile = path.join(dataDir, 'quarter.xlsx');
    const writing = performance.now();
    await writeLocations(file, locations, firstProject!.name, template.name, 'BENCH');
    await writeLocations(quarterFile, quarter, firstProject!.name, template.name, 'QUARTER');
    console.log(
      `wrote ${locations.toLocaleString('en')} rows to ${(fs.statSync(file).size / MB).toFixed(1)} MB of xlsx in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
    );

    // Import, with the list timed while the full sheet's runs.
    const listBody = {
      ...DEFAULT_WORK_ORDER_FILTER,
      multipleStatus: [...DEFAULT_WORK_ORDER_FILTER.multipleStatus],
    };
    const listTimes: number[] = [];
    const timeList = async () => {
      const start = performance.now();
      await call('POST', '/api/workorder/Workorder/GetAll', listBody);
      listTimes.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const importSheet = (sheet: string, during?: () => Promise<void>) =>
      withPeakRss(async () => {
        const start = performance.now();
        const { payload, contentType } = multipartBody(path.basename(sheet), fs.readFileSync(sheet));
        const answer = await app.inject({
          method: 'POST',
          url: '/api/workorder/WorkLocation/Import',
          headers: { ...auth, 'content-type': contentType },
          payload,
        });
        if (answer.statusCode !== 200)
          throw new Error(`WorkLocation/Import answered ${answer.statusCode}: ${answer.body}`);
        const job = await waitFor((answer.json() as { data: FileJob }).data.id, during);
        return { job, seconds: (performance.now() - start) / 1000 };
      });
    const quarterRun = await importSheet(quarterFile, timeList);
    listTimes.length = 0;
    const importRun = await importSheet(file, timeList);

    // Export of every order.
    const exportRun = await withPeakRss(async () => {
      const start = performance.now();
      const queued = (await call('POST', '/api/workorder/Workorder/Export', {})) as FileJob;
      const job = await waitFor(queued.id);
      return { job, seconds: (performance.now() - start) / 1000 };
    });
    const exportFile = fs
      .readdirSync(path.join(dataDir, 'files', organisationId, exportRun.result.job.id))
      .find((f) => f.endsWith('.csv'));
    const exportBytes = exportFile
      ? fs.statSync(path.join(dataDir, 'files', organisationId, exportRun.result.job.id, exportFile)).size
      : 0;

    const imp = importRun.result;
    const exp = exportRun.result;
    const growth = (run: { before: number; peak: number }) => (run.peak - run.before) / MB;
    console.log(`\nBulk import and export on PostgreSQL, ${orders.toLocaleString('en')} work orders`);
    console.log(
      `import of ${locations.toLocaleString('en')} work locations: ${imp.seconds.toFixed(1)} s, ${Math.round(locations / imp.seconds).toLocaleString('en')} rows/s, ` +
        `status ${imp.job.status} (${imp.job.rowsDone} done, ${imp.job.rowsFailed} rejected); RSS ${(importRun.before / MB).toFixed(0)} -> peak ${(importRun.peak / MB).toFixed(0)} MB (+${growth(importRun).toFixed(0)}; before ${memoryParts(importRun.atStart)}; at the peak ${memoryParts(importRun.atPeak)})`,
    );
    console.log(
      `  import of ${quarter.toLocaleString('en')} rows, as a measure of flatness: ${quarterRun.result.seconds.toFixed(1)} s; RSS ${(quarterRun.before / MB).toFixed(0)} -> peak ${(quarterRun.peak / MB).toFixed(0)} MB (+${growth(quarterRun).toFixed(0)}); the full sheet peaked at x${(importRun.peak / quarterRun.peak).toFixed(2)} of it`,
    );
    console.log(
      `Workorder/GetAll during the import: ${listTimes.length} calls, median ${median(listTimes).toFixed(1)} ms, p95 ${percentile(listTimes, 95).toFixed(1)} ms, max ${Math.max(...listTimes).toFixed(1)} ms`,
    );
    console.log(
      `export of ${exp.job.rowsDone.toLocaleString('en')} work orders to CSV (${(exportBytes / MB).toFixed(0)} MB): ${exp.seconds.toFixed(1)} s, ${Math.round(exp.job.rowsDone / exp.seconds).toLocaleString('en')} rows/s, ` +
        `status ${exp.job.status}; RSS ${(exportRun.before / MB).toFixed(0)} -> peak ${(exportRun.peak / MB).toFixed(0)} MB (+${growth(exportRun).toFixed(0)}; before ${memoryParts(exportRun.atStart)}; at the peak ${memoryParts(exportRun.atPeak)})`,
    );
    const aims: Array<[string, boolean]> = [
      ['import completed with no rejected row', imp.job.status === 3 && imp.job.rowsFailed === 0],
      [
        `import under 60 s (scaled to ${locations.toLocaleString('en')} rows: ${((60 * locations) / 100_000).toFixed(0)} s)`,
        imp.seconds < (60 * locations) / 100_000,
      ],
      [
        'export completed with every order it counted',
        exp.job.status === 3 && exp.job.rowsDone === exp.job.rowsTotal && exp.job.rowsDone >= orders,
      ],
      [
        `export under 30 s (scaled to ${orders.toLocaleString('en')} rows: ${((30 * orders) / 1_000_000).toFixed(0)} s)`,
        exp.seconds < (30 * orders) / 1_000_000,
      ],
      ['RSS growth under 200 MB (import)', growth(importRun) < 200],
      ['RSS growth under 200 MB (export)', growth(exportRun) < 200],
      [
        'memory flat with file size (import): the full sheet peaks at most x1.2 of a quarter of it',
        importRun.peak <= quarterRun.peak * 1.2,
      ],
      ['list median under 100 ms during the import', median(listTimes) < 100],
    ];
    for (const [aim, met] of aims) console.log(`  ${met ? 'met   ' : 'MISSED'} ${aim}`);
    return aims.every(([, met]) => met);
  } finally {
    await app.close();
    await database.close();
    await benchDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
