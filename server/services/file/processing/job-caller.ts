import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import type { PermissionKey } from '../../../../src/domain/permissions';
import type { AuthContext } from '../../../auth/context';
import { loadCaller } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { JobFailure } from './job-errors';

/**
 * The user who started the job, as a request of theirs would see them now: a job runs as its user, under
 * their row-level security, and only while they may still sign in and hold the permission it needs.
 */
export async function jobCaller(
  db: Db,
  job: { organisationId: string; createdBy: string | null },
  permission: PermissionKey,
): Promise<AuthContext> {
  const caller = job.createdBy ? await loadCaller(db, job.organisationId, job.createdBy, 0) : null;
  if (!caller) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.callerGone);
  if (!caller.permissions.has(permission)) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.permissionGone);
  // Its transactions run as the caller was now, not checked against later changes of them.
  const { stamp: _stamp, ...asNow } = caller;
  return asNow;
}
