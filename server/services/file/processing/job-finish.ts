import { and, eq, sql } from 'drizzle-orm';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import { OPERATION_TYPES } from '../../../../src/domain/file-jobs';
import type { JobStatus } from '../../../../src/domain/file-jobs';
import type { Db } from '../../../db/client';
import { fileJob, fileJobStatusHistory } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { notify } from '../../../notifications/notify';
import { dataTypeOf } from '../data-types/registry';
import type { JobKey } from './lease';

export interface JobOutcome {
  status: JobStatus;
  message: string;
  resultPath?: string;
  resultFileName?: string;
  rowsTotal?: number;
}

export type JobRow = typeof fileJob.$inferSelect;

function theJob(key: JobKey, owner: string) {
  return and(
    eq(fileJob.organisationId, key.organisationId),
    eq(fileJob.id, key.jobId),
    eq(fileJob.leaseOwner, owner),
  );
}

/** Records progress while this instance holds the lease; false when it lost it (the run must stop). */
export async function recordProgress(
  db: Db,
  key: JobKey,
  owner: string,
  values: { rowsDone: number; rowsFailed?: number; rowsTotal?: number },
): Promise<boolean> {
  const updated = await db
    .update(fileJob)
    .set({ ...values, updatedAt: sql`now()` })
    .where(theJob(key, owner))
    .returning({ id: fileJob.id });
  return updated.length === 1;
}

/**
 * Ends the job: its final status, message and result file, the status history, and the importExportFinished
 * notification to the user who started it, in one transaction. Only the lease holder can end a job, so a
 * job ends once. Returns false when this instance no longer held it.
 */
export async function finishJob(db: Db, job: JobRow, owner: string, outcome: JobOutcome): Promise<boolean> {
  const key = { organisationId: job.organisationId, jobId: job.id };
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(fileJob)
      .set({
        status: outcome.status,
        message: outcome.message,
        resultPath: outcome.resultPath ?? null,
        resultFileName: outcome.resultFileName ?? null,
        ...(outcome.rowsTotal === undefined ? {} : { rowsTotal: outcome.rowsTotal }),
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(theJob(key, owner))
      .returning({ id: fileJob.id });
    if (ended.length === 0) return false;
    await tx.insert(fileJobStatusHistory).values({
      organisationId: job.organisationId,
      jobId: job.id,
      id: newId(),
      vendorId: job.vendorId,
      status: outcome.status,
      message: outcome.message,
    });
    if (job.createdBy) {
      const operation = job.operationType === OPERATION_TYPES.import ? 'Import' : 'Export';
      await notify(tx, {
        organisationId: job.organisationId,
        userIds: [job.createdBy],
        event: 'importExportFinished',
        title: FILE_JOB_SERVER_MESSAGES.finishedTitle(operation, dataTypeOf(job.dataType).label),
        body: `${job.fileName}: ${outcome.message}`,
        link: `/import-export-history/${job.dataType}/${job.operationType}`,
      });
    }
    return true;
  });
}
