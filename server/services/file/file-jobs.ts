import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { JOB_STATUSES } from '../../../src/domain/file-jobs';
import type { FileJob, OperationType } from '../../../src/domain/file-jobs';
import { offsetOf } from '../../../src/domain/paging';
import type { AuthContext } from '../../auth/context';
import type { Executor } from '../../db/client';
import { fileJob, fileJobStatusHistory, userAccount } from '../../db/schema/index';
import { newId } from '../../crypto';
import { tenantJoin } from '../../db/tenant-join';

const columns = {
  id: fileJob.id,
  dataType: fileJob.dataType,
  operationType: fileJob.operationType,
  status: fileJob.status,
  fileName: fileJob.fileName,
  rowsTotal: fileJob.rowsTotal,
  rowsDone: fileJob.rowsDone,
  rowsFailed: fileJob.rowsFailed,
  message: fileJob.message,
  resultFileName: fileJob.resultFileName,
  createdByName: userAccount.name,
  createdAt: fileJob.createdAt,
  finishedAt: fileJob.finishedAt,
};

function selectJobs(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(fileJob)
    .leftJoin(userAccount, tenantJoin(userAccount.id, fileJob.createdBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectJobs>>[number];

/** The jobs with their status history, oldest change first; one query for all their histories. */
async function withHistory(tx: Executor, rows: Row[]): Promise<FileJob[]> {
  const ids = rows.map((r) => r.id);
  const changes = ids.length
    ? await tx
        .select({
          jobId: fileJobStatusHistory.jobId,
          status: fileJobStatusHistory.status,
          at: fileJobStatusHistory.at,
          message: fileJobStatusHistory.message,
        })
        .from(fileJobStatusHistory)
        .where(inArray(fileJobStatusHistory.jobId, ids))
        .orderBy(asc(fileJobStatusHistory.at), asc(fileJobStatusHistory.id))
    : [];
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    statusHistory: changes
      .filter((c) => c.jobId === row.id)
      .map((c) => ({ status: c.status, at: c.at.toISOString(), message: c.message })),
  }));
}

export async function getFileJob(tx: Executor, id: string): Promise<FileJob | null> {
  const rows = await selectJobs(tx, eq(fileJob.id, id));
  const [job] = await withHistory(tx, rows);
  return job ?? null;
}

/** A page of one data type's imports or exports, newest first. */
export async function listFileJobs(
  tx: Executor,
  filter: { dataType: number; operationType: number; page: number; pageSize: number },
) {
  const where = and(eq(fileJob.dataType, filter.dataType), eq(fileJob.operationType, filter.operationType));
  const rows = await selectJobs(tx, where)
    .orderBy(desc(fileJob.createdAt), desc(fileJob.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(fileJob).where(where);
  return { fileProcessQueues: await withHistory(tx, rows), pageTotal: total?.n ?? 0 };
}

export interface NewFileJob {
  id: string;
  dataType: number;
  operationType: OperationType;
  fileName: string;
  uploadPath?: string;
  filters?: Record<string, unknown>;
  rowsTotal?: number;
}

/** Records a queued job of the caller (their vendor's, for a vendor user) with its first status. */
export async function insertFileJob(tx: Executor, auth: AuthContext, job: NewFileJob): Promise<FileJob> {
  await tx.insert(fileJob).values({
    organisationId: auth.organisationId,
    id: job.id,
    vendorId: auth.vendorId,
    dataType: job.dataType,
    operationType: job.operationType,
    status: JOB_STATUSES.queued,
    fileName: job.fileName,
    uploadPath: job.uploadPath ?? null,
    filters: job.filters ?? {},
    rowsTotal: job.rowsTotal ?? null,
    createdBy: auth.userId,
    updatedBy: auth.userId,
  });
  await tx.insert(fileJobStatusHistory).values({
    organisationId: auth.organisationId,
    jobId: job.id,
    id: newId(),
    vendorId: auth.vendorId,
    status: JOB_STATUSES.queued,
  });
  return (await getFileJob(tx, job.id))!;
}
