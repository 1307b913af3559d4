import { and, eq } from 'drizzle-orm';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import type { PermissionKey } from '../../../../src/domain/permissions';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { role, userAccount } from '../../../db/schema/index';
import { JobFailure } from './job-errors';

/**
 * The user who started the job, as a request of theirs would see them now: a job runs as its user, under
 * their row-level security, and only while they may still sign in and hold the permission it needs.
 */
export async function jobCaller(db: Db, job: { organisationId: string; createdBy: string | null }, permission: PermissionKey): Promise<AuthContext> {
  if (!job.createdBy) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.callerGone);
  const [user] = await db
    .select({
      isActive: userAccount.isActive,
      vendorId: userAccount.vendorId,
      roleId: userAccount.roleId,
      name: userAccount.name,
      email: userAccount.email,
      isPlatformAdmin: userAccount.isPlatformAdmin,
      permissions: role.permissions,
    })
    .from(userAccount)
    .innerJoin(role, and(eq(role.organisationId, userAccount.organisationId), eq(role.id, userAccount.roleId)))
    .where(and(eq(userAccount.organisationId, job.organisationId), eq(userAccount.id, job.createdBy)));
  if (!user || !user.isActive) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.callerGone);
  const permissions = new Set(user.permissions);
  if (!permissions.has(permission)) throw new JobFailure(FILE_JOB_SERVER_MESSAGES.permissionGone);
  return {
    userId: job.createdBy,
    organisationId: job.organisationId,
    vendorId: user.vendorId,
    roleId: user.roleId,
    name: user.name,
    email: user.email,
    permissions,
    isPlatformAdmin: user.isPlatformAdmin,
    tokenExp: 0,
  };
}
