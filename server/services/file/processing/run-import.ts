import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import { JOB_STATUSES } from '../../../../src/domain/file-jobs';
import type { AuthContext } from '../../../auth/context';
import type { Db, Tx } from '../../../db/client';
import { withScope } from '../../../db/client';
import { heldTooLong } from '../../../db/database-hold';
import { fileJob } from '../../../db/schema/index';
import { mapHeader, rowValues } from '../data-types/columns';
import { WriteRowByRow, rowErrors } from '../data-types/row-errors';
import type { ImportDefinition, RowValues } from '../data-types/types';
import { jobFile, storedPath } from '../file-storage';
import { isBlank, sheetRows } from '../sheets/read-rows';
import { Interrupted, JobFailure, LeaseLost } from './job-errors';
import type { JobOutcome, JobRow } from './job-finish';
import { writeRejectedRows } from './rejected-rows';
import type { RejectedRow } from './rejected-rows';

/** Rows written per transaction at most: large enough to be quick, small enough that progress moves and locks are short. */
const BATCH_SIZE = 500;
/**
 * How long one batch's transaction should hold the database. On PGlite everyone waits for it (and a hold past
 * the database's limit is stopped): the batch size follows the time the last batch took.
 */
const BATCH_TARGET_MS = 500;
const FIRST_BATCH = 100;

/**
 * The next batch's size: grown while batches are quick (at most doubling), shrunk towards the target when
 * one is slow (at most halving: one slow moment on a busy machine is not the rows' fault).
 */
export function nextBatchSize(size: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return BATCH_SIZE;
  const fitted = Math.floor((size * BATCH_TARGET_MS) / elapsedMs);
  return Math.max(1, Math.ceil(size / 2), Math.min(BATCH_SIZE, fitted, size * 2));
}

export interface ImportRun {
  db: Db;
  dataDir: string;
  job: JobRow;
  caller: AuthContext;
  owner: string;
  definition: ImportDefinition;
  signal: AbortSignal;
}

interface Counts {
  done: number;
  failed: number;
}

type Batch = Array<{ number: number; values: RowValues }>;

/**
 * The rows of a batch, each in its own savepoint so a refused row is undone alone. First the batch is tried
 * in one savepoint: by the data type's batch writer when it has one (rows checked one by one, written
 * together), else row after row (two statements fewer per row than savepoints). When the database refuses
 * a row there, that savepoint is undone whole and the batch is written again row by row, so only a batch
 * holding such a row pays for savepoints.
 */
async function writeRows(tx: Tx, run: ImportRun, batch: Batch): Promise<RejectedRow[]> {
  const { definition, caller } = run;
  const values = batch.map((row) => row.values);
  try {
    if (definition.writeBatch) {
      const writeBatch = definition.writeBatch;
      const outcome = await tx.transaction((all) => writeBatch(all, caller, values));
      return batch.flatMap((row, index) => {
        const errors = outcome[index];
        return errors ? [{ row: row.number, values: row.values, errors }] : [];
      });
    }
    const writeAll = await definition.prepareBatch(tx, caller, values);
    await tx.transaction(async (all) => {
      for (const row of batch) await writeAll(all, row.values);
    });
    return [];
  } catch (error) {
    if (!rowErrors(error) && !(error instanceof WriteRowByRow)) throw error;
  }
  // A writer remembers what it wrote (codes seen in the batch, say): the second pass starts from a new one.
  const write = await definition.prepareBatch(tx, caller, values);
  const refused: RejectedRow[] = [];
  for (const row of batch) {
    try {
      await tx.transaction((savepoint) => write(savepoint, row.values));
    } catch (error) {
      const errors = rowErrors(error);
      if (!errors) throw error;
      refused.push({ row: row.number, values: row.values, errors });
    }
  }
  return refused;
}

/**
 * Writes one batch in one transaction scoped as the job's user. The rejected rows are logged and the
 * progress (the checkpoint a resumed run starts from) is recorded in the same transaction, under the lease:
 * a batch is written once or not at all.
 */
async function writeBatch(run: ImportRun, batch: Batch, counts: Counts, log: string): Promise<void> {
  const { job, caller } = run;
  const rejected = await withScope(run.db, caller, async (tx) => {
    const refused = await writeRows(tx, run, batch);
    // Logged before the commit: a crash in between logs the rows again, and the report keeps the first.
    if (refused.length)
      await fs.promises.appendFile(log, refused.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const saved = await tx
      .update(fileJob)
      .set({ rowsDone: counts.done + batch.length, rowsFailed: counts.failed + refused.length })
      .where(and(eq(fileJob.id, job.id), eq(fileJob.leaseOwner, run.owner)))
      .returning({ id: fileJob.id });
    if (saved.length === 0) throw new LeaseLost();
    return refused.length;
  });
  counts.done += batch.length;
  counts.failed += rejected;
}

/**
 * Writes a batch; when the built-in database stopped it for holding too long, nothing of it was written and
 * it is written again in two halves (a single row that cannot be written in time fails the job, saying so).
 */
async function writeInParts(run: ImportRun, batch: Batch, counts: Counts, log: string): Promise<void> {
  try {
    await writeBatch(run, batch, counts, log);
  } catch (error) {
    if (!heldTooLong(error)) throw error;
    if (batch.length === 1) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.rowTooLong(batch[0]!.number));
    const half = Math.ceil(batch.length / 2);
    await writeInParts(run, batch.slice(0, half), counts, log);
    await writeInParts(run, batch.slice(half), counts, log);
  }
}

/**
 * Imports the job's file: rows are read streaming, checked and written in batches by the data type's row
 * writer; rows before the checkpoint (rows_done) were written by an earlier run and are skipped. Refused
 * rows end up in a workbook with their row numbers and errors, the job's result.
 */
export async function runImport(run: ImportRun): Promise<JobOutcome> {
  const { job, definition } = run;
  const refusal = definition.callerRefusal?.(run.caller);
  if (refusal) throw new JobFailure(refusal);
  if (!job.uploadPath) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.uploadMissing);
  const upload = storedPath(run.dataDir, job.uploadPath);
  if (!fs.existsSync(upload)) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.uploadMissing);
  const log = storedPath(
    run.dataDir,
    await jobFile(run.dataDir, job.organisationId, job.id, 'rejected.ndjson'),
  );
  const format = job.fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
  const counts: Counts = { done: job.rowsDone, failed: job.rowsFailed };
  let positions: ReadonlyMap<string, number> | null = null;
  let seen = 0;
  let batch: Batch = [];
  let size = FIRST_BATCH;
  const write = async (rows: Batch) => {
    const started = performance.now();
    await writeInParts(run, rows, counts, log);
    size = nextBatchSize(rows.length, performance.now() - started);
  };
  for await (const row of sheetRows(upload, format)) {
    if (isBlank(row)) continue;
    if (!positions) {
      positions = mapHeader(definition.columns, row.cells).positions;
      continue;
    }
    seen += 1;
    if (seen <= job.rowsDone) continue;
    batch.push({ number: row.number, values: rowValues(definition.columns, positions, row.cells) });
    if (batch.length < size) continue;
    await write(batch);
    batch = [];
    if (run.signal.aborted) throw new Interrupted();
  }
  if (batch.length) await write(batch);
  const imported = counts.done - counts.failed;
  if (counts.failed === 0) {
    return {
      status: JOB_STATUSES.completed,
      message: FILE_JOB_SERVER_MESSAGES.importCompleted(imported),
      rowsTotal: counts.done,
    };
  }
  const resultPath = await jobFile(run.dataDir, job.organisationId, job.id, 'rejected-rows.xlsx');
  await writeRejectedRows(log, storedPath(run.dataDir, resultPath), definition.columns);
  return {
    status: JOB_STATUSES.completedWithErrors,
    message: FILE_JOB_SERVER_MESSAGES.importCompletedWithErrors(imported, counts.failed),
    rowsTotal: counts.done,
    resultPath,
    resultFileName: `${job.fileName.replace(/\.(xlsx|csv)$/i, '')} - rejected rows.xlsx`,
  };
}
