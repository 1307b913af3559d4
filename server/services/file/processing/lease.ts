import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import { JOB_STATUSES } from '../../../../src/domain/file-jobs';
import type { JobStatus } from '../../../../src/domain/file-jobs';
import type { Db } from '../../../db/client';
import { fileJob, fileJobStatusHistory } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { tenantRow } from '../../../db/tenant-join';

/** How long a lease holds without a heartbeat; a process that stopped lets its jobs go after this. */
export const LEASE_SECONDS = 60;
export const HEARTBEAT_MS = 20_000;

export interface JobKey {
  organisationId: string;
  jobId: string;
}

const UNFINISHED = [JOB_STATUSES.queued, JOB_STATUSES.processing];

function theJob(key: JobKey) {
  return tenantRow(fileJob, key.organisationId, key.jobId);
}

const leaseFree = sql`(${fileJob.leaseUntil} is null or ${fileJob.leaseUntil} < now())`;

/**
 * Takes the job for this engine instance if it is unfinished and nobody holds a live lease on it: the row
 * lock makes two processes' claims of one job take turns, so exactly one wins. The job becomes Processing;
 * a job that was already Processing was abandoned by a process that stopped, and is resumed (the history
 * says so). Returns the status it had and how many times it has been claimed, or null when not claimed.
 */
export async function claimJob(
  db: Db,
  key: JobKey,
  owner: string,
): Promise<{ previous: JobStatus; attempts: number } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: fileJob.status,
        attempts: fileJob.attempts,
        vendorId: fileJob.vendorId,
        free: sql<boolean>`${leaseFree}`,
      })
      .from(fileJob)
      .where(theJob(key))
      .for('update');
    if (!current || !UNFINISHED.includes(current.status as never) || !current.free) return null;
    const attempts = current.attempts + 1;
    await tx
      .update(fileJob)
      .set({
        status: JOB_STATUSES.processing,
        leaseOwner: owner,
        leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts,
        updatedAt: sql`now()`,
      })
      .where(theJob(key));
    const resumed = current.status === JOB_STATUSES.processing;
    await tx.insert(fileJobStatusHistory).values({
      organisationId: key.organisationId,
      jobId: key.jobId,
      id: newId(),
      vendorId: current.vendorId,
      status: JOB_STATUSES.processing,
      message: resumed ? FILE_JOB_SERVER_MESSAGES.resumed : null,
    });
    return { previous: current.status as JobStatus, attempts };
  });
}

/** Extends the lease; false when this instance no longer holds it. */
export async function renewLease(db: Db, key: JobKey, owner: string): Promise<boolean> {
  const renewed = await db
    .update(fileJob)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(theJob(key), eq(fileJob.leaseOwner, owner)))
    .returning({ id: fileJob.id });
  return renewed.length === 1;
}

/** Lets the job go unfinished, so the next sweep (here or in another process) resumes it at once. */
export async function releaseLease(db: Db, key: JobKey, owner: string): Promise<void> {
  await db
    .update(fileJob)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(theJob(key), eq(fileJob.leaseOwner, owner)));
}

/**
 * Voids every lease. Only for PGlite: its database belongs to one process, so at start no other engine can
 * be alive and leases left behind belong to a process that stopped.
 */
export async function voidAllLeases(db: Db): Promise<void> {
  await db
    .update(fileJob)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(inArray(fileJob.status, UNFINISHED), isNotNull(fileJob.leaseUntil)));
}

/** Unfinished jobs nobody holds a live lease on: new ones, and those a stopped process abandoned. */
export async function jobsWithoutLease(db: Db, limit: number): Promise<JobKey[]> {
  return db
    .select({ organisationId: fileJob.organisationId, jobId: fileJob.id })
    .from(fileJob)
    .where(and(inArray(fileJob.status, UNFINISHED), leaseFree))
    .orderBy(fileJob.createdAt)
    .limit(limit);
}
