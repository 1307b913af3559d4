import fs from 'node:fs';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import { DATA_TYPES, JOB_STATUSES } from '../../../../src/domain/file-jobs';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { withScope } from '../../../db/client';
import { dataTypeOf } from '../data-types/registry';
import type { ExportDefinition, Scoped } from '../data-types/types';
import { pageLength } from '../data-types/types';
import { jobFile, storedPath } from '../file-storage';
import { openSheetWriter } from '../sheets/write-sheet';
import { Interrupted, LeaseLost } from './job-errors';
import type { JobOutcome, JobRow } from './job-finish';
import { recordProgress } from './job-finish';

export interface ExportRun {
  db: Db;
  dataDir: string;
  job: JobRow;
  caller: AuthContext;
  owner: string;
  definition: ExportDefinition;
  signal: AbortSignal;
}

/**
 * Exports the rows the job's filters match, as its user sees them (row-level security), streaming page by
 * page into the file. The file is written under a temporary name and renamed when complete, so a run cut
 * short never leaves a partial file as the result; a resumed export starts again from the first row.
 */
export async function runExport(run: ExportRun): Promise<JobOutcome> {
  const { job, caller, definition } = run;
  const key = { organisationId: job.organisationId, jobId: job.id };
  const { name, label } = dataTypeOf(job.dataType);
  const format = DATA_TYPES[name].exportFormat;
  const scoped: Scoped = (work) => withScope(run.db, caller, work);
  const source = definition.source(scoped, job.filters, caller);
  const total = await source.count();
  if (!(await recordProgress(run.db, key, run.owner, { rowsTotal: total, rowsDone: 0 })))
    throw new LeaseLost();

  const resultPath = await jobFile(run.dataDir, job.organisationId, job.id, `export.${format}`);
  const target = storedPath(run.dataDir, resultPath);
  const partial = `${target}.part`;
  const writer = openSheetWriter(partial, format, label, (await source.columns?.()) ?? definition.columns);
  let done = 0;
  try {
    for await (const page of source.pages()) {
      await writer.addPage(page);
      done += pageLength(page);
      if (!(await recordProgress(run.db, key, run.owner, { rowsDone: done }))) throw new LeaseLost();
      if (run.signal.aborted) throw new Interrupted();
    }
    await writer.close();
  } catch (error) {
    await writer.close().catch(() => undefined);
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  await fs.promises.rename(partial, target);
  return {
    status: JOB_STATUSES.completed,
    message: FILE_JOB_SERVER_MESSAGES.exportCompleted(done),
    rowsTotal: done,
    resultPath,
    resultFileName: job.fileName,
  };
}
