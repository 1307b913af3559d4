import type { FastifyBaseLogger } from 'fastify';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import { DATA_TYPES, JOB_STATUSES, OPERATION_TYPES } from '../../../../src/domain/file-jobs';
import type { Db } from '../../../db/client';
import { fileJob } from '../../../db/schema/index';
import { dataTypeOf, exportOf, importOf } from '../data-types/registry';
import { jobCaller } from './job-caller';
import { heldTooLong } from '../../../db/database-hold';
import { Interrupted, JobFailure, LeaseLost } from './job-errors';
import type { JobOutcome, JobRow } from './job-finish';
import { finishJob } from './job-finish';
import type { JobKey } from './lease';
import { HEARTBEAT_MS, claimJob, jobsWithoutLease, releaseLease, renewLease } from './lease';
import { runExport } from './run-export';
import { runImport } from './run-import';
import { tenantRow } from '../../../db/tenant-join';

/** A job claimed this many times was cut short every time (a crash it causes, say); it is failed instead. */
const MAX_ATTEMPTS = 3;

export interface FileJobRunner {
  /** Runs the job if it is unfinished and nobody else holds it; returns at once otherwise. */
  run(key: JobKey): Promise<void>;
  /** Unfinished jobs without a live lease (new, or abandoned by a stopped process). */
  unleased(limit: number): Promise<JobKey[]>;
  /** Asks running jobs to stop after their current batch; they are resumed later, here or elsewhere. */
  interrupt(): void;
}

async function execute(
  db: Db,
  dataDir: string,
  job: JobRow,
  owner: string,
  signal: AbortSignal,
): Promise<JobOutcome> {
  const { name, label } = dataTypeOf(job.dataType);
  if (job.operationType === OPERATION_TYPES.import) {
    const definition = importOf(name);
    const permission = DATA_TYPES[name].importKey;
    if (!definition || !permission) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.notImportable(label));
    const caller = await jobCaller(db, job, permission);
    return runImport({ db, dataDir, job, caller, owner, signal, definition });
  }
  const definition = exportOf(name);
  const permission = DATA_TYPES[name].exportKey;
  if (!definition || !permission) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.notExportable(label));
  const caller = await jobCaller(db, job, permission);
  return runExport({ db, dataDir, job, caller, owner, signal, definition });
}

/**
 * Runs file jobs for one engine instance (`owner`). A job runs only under this instance's lease, renewed
 * by a heartbeat, so no two processes run it at once; every outcome is visible: Completed (with errors),
 * Failed with a message, or, when interrupted, unfinished and leased to nobody until it is resumed.
 */
export function createFileJobRunner(deps: {
  db: Db;
  dataDir: string;
  owner: string;
  log: FastifyBaseLogger;
  onFinished: () => Promise<void>;
}): FileJobRunner {
  const { db, owner, log } = deps;
  const running = new Map<string, AbortController>();

  async function runClaimed(key: JobKey, attempts: number, controller: AbortController) {
    const [job] = await db
      .select()
      .from(fileJob)
      .where(tenantRow(fileJob, key.organisationId, key.jobId));
    if (!job) return;
    let outcome: JobOutcome;
    try {
      if (attempts > MAX_ATTEMPTS)
        throw new JobFailure(FILE_JOB_SERVER_MESSAGES.interruptedTooOften(MAX_ATTEMPTS));
      outcome = await execute(db, deps.dataDir, job, owner, controller.signal);
    } catch (error) {
      if (error instanceof LeaseLost || controller.signal.reason instanceof LeaseLost) {
        log.warn({ job: key.jobId }, 'file job taken over by another process');
        return;
      }
      if (error instanceof Interrupted) return releaseLease(db, key, owner);
      const held = heldTooLong(error);
      if (!(error instanceof JobFailure) && !held)
        log.error({ err: error, job: key.jobId }, 'file job failed');
      outcome = {
        status: JOB_STATUSES.failed,
        message:
          error instanceof JobFailure
            ? error.message
            : held
              ? FILE_JOB_SERVER_MESSAGES.tooLongOnBuiltIn(held.limitMs / 1000)
              : FILE_JOB_SERVER_MESSAGES.unexpected,
      };
    }
    if (await finishJob(db, job, owner, outcome)) await deps.onFinished();
  }

  return {
    async run(key) {
      if (running.has(key.jobId)) return;
      const controller = new AbortController();
      running.set(key.jobId, controller);
      try {
        const claim = await claimJob(db, key, owner);
        if (!claim) return;
        const heartbeat = setInterval(() => {
          renewLease(db, key, owner)
            .then((held) => held || controller.abort(new LeaseLost()))
            .catch((error: unknown) => log.warn({ err: error, job: key.jobId }, 'file job heartbeat failed'));
        }, HEARTBEAT_MS);
        heartbeat.unref();
        try {
          await runClaimed(key, claim.attempts, controller);
        } finally {
          clearInterval(heartbeat);
        }
      } finally {
        running.delete(key.jobId);
      }
    },
    unleased: (limit) => jobsWithoutLease(db, limit),
    interrupt() {
      for (const controller of running.values()) controller.abort(new Interrupted());
    },
  };
}
