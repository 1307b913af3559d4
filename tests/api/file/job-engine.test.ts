import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_JOB_SERVER_MESSAGES } from '../../../src/domain/file-job-messages';
import PgBoss from 'pg-boss';
import { FILE_JOB_QUEUE } from '../../../server/services/file/processing/file-job-queue';
import { createJobEngine, trackedDb } from '../../../server/lib/job-engine';
import type { Database } from '../../../server/db/client';
import { startWithRetries } from '../../../server/jobs/plugin';
import { JOB_STATUSES } from '../../../src/domain/file-jobs';
import { buildApp } from '../../../server/app';
import { crew, fileJob, fileJobStatusHistory } from '../../../server/db/schema/index';
import { newId } from '../../../server/crypto';
import { TestApp, createTenant, createTestApp } from '../../support/test-app';
import type { Tenant } from '../../support/test-app';
import { upload, waitForJob, xlsx } from './file-fixtures';

/*
 * A process that dies mid-job leaves the job Processing under a lease nobody renews. The first app here
 * queues jobs but runs none (an API process without workers); the test makes its jobs look abandoned by a
 * dead worker, then starts a process with the job engine over the same database and files, which must
 * end each job visibly.
 */
let queuing: TestApp;
let restarted: TestApp;
let second: TestApp;
let org: Tenant;
let admin: string;
const HEADER = ['Name', 'Code', 'Active'];

beforeAll(async () => {
  queuing = await createTestApp({ jobs: false });
  org = await createTenant(queuing, 'Restart Org');
  admin = await queuing.signIn(org.adminEmail);
});
afterAll(async () => {
  await second?.app.close();
  await restarted?.app.close();
  await queuing.close();
});

/** What a process that claimed the job, wrote `rowsDone` rows and then died leaves behind. */
async function abandon(jobId: string, values: { rowsDone: number; attempts: number }) {
  await queuing.db
    .update(fileJob)
    .set({
      status: JOB_STATUSES.processing,
      leaseOwner: newId(),
      leaseUntil: sql`now() - interval '1 second'`,
      ...values,
    })
    .where(eq(fileJob.id, jobId));
  await queuing.db
    .insert(fileJobStatusHistory)
    .values({ organisationId: org.organisationId, jobId, id: newId(), status: JOB_STATUSES.processing });
}

async function queueImport(name: string, rows: string[][]): Promise<string> {
  const response = await upload(queuing, '/api/account/Crew/Import', admin, {
    name,
    content: await xlsx([HEADER, ...rows]),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id;
}

describe('a file job interrupted by a restart', () => {
  let resumedId: string;
  let failedId: string;

  beforeAll(async () => {
    resumedId = await queueImport('resume.xlsx', [
      ['Crew One', 'R-1', 'No'],
      ['Crew Two', 'R-2', 'Yes'],
      ['Crew Three', 'R-3', 'Yes'],
    ]);
    // The dead process had written the first row (as it would have: active, since it ran before a fix).
    await queuing.db.insert(crew).values({
      organisationId: org.organisationId,
      id: newId(),
      name: 'Crew One',
      code: 'R-1',
      isActive: true,
    });
    await abandon(resumedId, { rowsDone: 1, attempts: 1 });
    failedId = await queueImport('cursed.xlsx', [['Crew Four', 'R-4', 'Yes']]);
    await abandon(failedId, { rowsDone: 0, attempts: 3 });

    const app = await buildApp({
      config: queuing.app.config,
      database: queuing.database,
      logger: false,
      mail: { send: async () => {} },
    });
    await app.ready();
    restarted = new TestApp(app, queuing.database, [], async () => {});
    const other = await buildApp({
      config: queuing.app.config,
      database: queuing.database,
      logger: false,
      mail: { send: async () => {} },
    });
    await other.ready();
    second = new TestApp(other, queuing.database, [], async () => {});
  });

  it('is resumed from its checkpoint and completes, each row written once', async () => {
    const job = await waitForJob(restarted, admin, resumedId);
    expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
    expect(job).toMatchObject({ rowsDone: 3, rowsFailed: 0 });
    const resumed = job.statusHistory.filter((s) => s.status === JOB_STATUSES.processing);
    expect(resumed.at(-1)?.message).toBe(FILE_JOB_SERVER_MESSAGES.resumed);
    const crews = await restarted.db
      .select({ name: crew.name, isActive: crew.isActive })
      .from(crew)
      .where(and(eq(crew.organisationId, org.organisationId)))
      .orderBy(asc(crew.code));
    // Row 1 was done before the restart and is not run again (it would have made Crew One inactive).
    expect(crews).toEqual([
      { name: 'Crew One', isActive: true },
      { name: 'Crew Two', isActive: true },
      { name: 'Crew Three', isActive: true },
    ]);
  });

  it('fails visibly, with a message, once it has been interrupted too often', async () => {
    const job = await waitForJob(restarted, admin, failedId);
    expect(job.status).toBe(JOB_STATUSES.failed);
    expect(job.message).toBe(FILE_JOB_SERVER_MESSAGES.interruptedTooOften(3));
    expect(job.statusHistory.at(-1)).toMatchObject({ status: JOB_STATUSES.failed, message: job.message });
  });
});

/** The two processes started above (`restarted` and `second`) share the database. */
describe('several processes running jobs on one database', () => {
  it('runs each job exactly once, however often it is delivered', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++)
      ids.push(await queueImport(`batch-${i}.xlsx`, [[`Shared Crew ${i}`, `S-${i}`, 'Yes']]));
    // Both processes are told about every job, twice over, as a lost-delivery sweep in each would.
    for (const jobId of ids) {
      const apps = [restarted.app, restarted.app, second.app, second.app];
      // Distinct singleton keys, so the queue keeps every delivery instead of folding them into one.
      for (const [n, app] of apps.entries())
        await app.jobs.send(
          FILE_JOB_QUEUE,
          { organisationId: org.organisationId, jobId },
          { singletonKey: `${jobId}:${n}` },
        );
    }
    for (const jobId of ids) {
      const job = await waitForJob(restarted, admin, jobId);
      expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
      expect(job).toMatchObject({ rowsDone: 1, rowsFailed: 0 });
      expect(job.statusHistory.map((s) => s.status)).toEqual([
        JOB_STATUSES.queued,
        JOB_STATUSES.processing,
        JOB_STATUSES.completed,
      ]);
    }
    const [row] = await restarted.db
      .select({ attempts: sql<number>`max(${fileJob.attempts})` })
      .from(fileJob)
      .where(sql`${fileJob.id} in ${ids}`);
    expect(Number(row?.attempts)).toBe(1);
  });
});

describe('the job engine after it has stopped', () => {
  it('answers the completion a finishing handler sends late, instead of an unhandled rejection', async () => {
    const db = trackedDb(queuing.database);
    await db.drain();
    const boss = new PgBoss({ db, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await expect(boss.fail(FILE_JOB_QUEUE, newId(), { message: 'late' })).resolves.toMatchObject({
      affected: 0,
    });
    await expect(boss.complete(FILE_JOB_QUEUE, newId())).resolves.toMatchObject({ affected: 0 });
  });
});

describe('an engine whose first start fails', () => {
  it('starts on the next try and runs jobs (the database was not ready)', async () => {
    let refusals = 1;
    const database = {
      kind: queuing.database.kind,
      executeSql: (text: string, values: unknown[]) =>
        refusals-- > 0
          ? Promise.reject(new Error('the database is starting up'))
          : queuing.database.executeSql(text, values),
    } as unknown as Database;
    let ran: (data: Record<string, unknown>) => void = () => undefined;
    const handled = new Promise<Record<string, unknown>>((resolve) => (ran = resolve));
    const engine = createJobEngine({
      database,
      log: queuing.app.log,
      scheduler: false,
      queues: [
        {
          name: 'engine-retry-check',
          policy: 'standard',
          concurrency: 1,
          expireInSeconds: 60,
          pollingIntervalSeconds: 0.5,
          handler: async (data) => ran(data),
        },
      ],
    });
    await expect(engine.start()).rejects.toThrow('the database is starting up');
    await engine.start();
    try {
      await engine.send('engine-retry-check', { attempt: 2 });
      await expect(handled).resolves.toEqual({ attempt: 2 });
    } finally {
      await engine.stop();
    }
  });

  it('is tried again after a wait until it starts, and no more once the server closes', async () => {
    const failures: number[] = [];
    let calls = 0;
    await startWithRetries(
      async () => {
        if (++calls < 3) throw new Error(`refused ${calls}`);
      },
      new AbortController().signal,
      (_error, seconds) => failures.push(seconds),
      [0.01, 0.02],
    );
    expect(calls).toBe(3);
    expect(failures).toEqual([0.01, 0.02]);

    const closing = new AbortController();
    let tries = 0;
    const stopped = startWithRetries(
      async () => {
        tries++;
        throw new Error('never');
      },
      closing.signal,
      () => undefined,
      [60],
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    closing.abort();
    await stopped;
    expect(tries).toBe(1);
  });
});
