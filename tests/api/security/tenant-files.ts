import { JOB_STATUSES } from '../../../src/domain/file-jobs';
import type { JobStatus } from '../../../src/domain/file-jobs';
import type { TestApp } from '../../support/test-app';
import { okCall } from '../asset/asset-fixtures';
import { xlsx } from '../file/file-fixtures';
import { send } from './probes';
import { waitForJob } from './probe-jobs';

/** The crews workbook's columns (the crew import's sample file). */
export const CREW_HEADER = ['Name', 'Code', 'Vendor', 'Active', 'Leader'];

/** A world's file jobs, all ended before the matrix starts, so none of them moves while it runs. */
export interface WorldFiles {
  /** The administrator's export of the project's work locations, completed: its result holds the rows. */
  exportJobId: string;
  /**
   * The administrator's crews import (a crew for V1, with a code, and a refused row), completed with errors:
   * its result is the rejected-rows workbook, which repeats the refused row.
   */
  importJobId: string;
  /** The code of the crew that import made. */
  importedCrewCode: string;
  /** V1's user's own export of the work locations V1's grants reach, completed. */
  vendorExportJobId: string;
}

async function queued(
  t: TestApp,
  token: string,
  path: string,
  body: unknown,
  upload?: { name: string; content: Buffer },
) {
  const probe = upload ? { method: 'POST' as const, path, upload } : { method: 'POST' as const, path, body };
  const answer = await send(t, token, probe);
  const id = (answer.json?.data as { id?: string } | undefined)?.id;
  if (answer.status !== 200 || !id) throw new Error(`${path} queued no job: ${answer.text.slice(0, 300)}`);
  return id;
}

async function ended(t: TestApp, token: string, id: string, status: JobStatus) {
  const { job, problem } = await waitForJob(t, token, id);
  if (problem || job?.status !== status) throw new Error(`file job ${id}: ${problem ?? JSON.stringify(job)}`);
}

/**
 * Gives a world file jobs through the API: its administrator exports the project's work locations and
 * imports a small crews workbook; V1's user exports the locations V1 may see.
 */
export async function buildWorldFiles(
  t: TestApp,
  world: { marker: string; adminToken: string; projectId: string; vendorName: string; vendorToken: string },
): Promise<WorldFiles> {
  const { marker, adminToken } = world;
  // Not spelled with the marker: B's own crew may carry the same code (codes are unique per organisation).
  const importedCrewCode = `${marker.toUpperCase()}-CREW-7`;
  const workbook = await xlsx([
    CREW_HEADER,
    [`${marker} Imported Crew`, importedCrewCode, world.vendorName, 'Yes', ''],
    [`${marker} Refused Crew`, '', 'No Such Vendor', '', ''],
  ]);
  const exportJobId = await queued(t, adminToken, '/api/workorder/WorkLocation/Export', {
    projectId: world.projectId,
  });
  const importJobId = await queued(t, adminToken, '/api/account/Crew/Import', undefined, {
    name: `${marker} crews.xlsx`,
    content: workbook,
  });
  const vendorExportJobId = await queued(t, world.vendorToken, '/api/workorder/WorkLocation/Export', {});
  await ended(t, adminToken, exportJobId, JOB_STATUSES.completed);
  await ended(t, adminToken, importJobId, JOB_STATUSES.completedWithErrors);
  await ended(t, world.vendorToken, vendorExportJobId, JOB_STATUSES.completed);
  // The crew is there, with V1's vendor: V1's to keep from V2.
  const { crews } = await okCall(t, adminToken, 'POST', 'account/Crew/GetAll', {
    searchString: `${marker} Imported Crew`,
  });
  if (crews.length !== 1 || crews[0].code !== importedCrewCode || !crews[0].vendorName)
    throw new Error(`the crews import made ${JSON.stringify(crews)}`);
  return { exportJobId, importJobId, importedCrewCode, vendorExportJobId };
}
