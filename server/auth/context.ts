import { and, eq, sql } from 'drizzle-orm';
import type { PermissionKey } from '../../src/domain/permissions';
import type { Db } from '../db/client';
import { role, userAccount } from '../db/schema/index';
import { roleOfUser } from './user-rows';

/** Who is calling, resolved from the access token and the current state of their account. */
export interface AuthContext {
  userId: string;
  organisationId: string;
  /** Set for vendor-bound users: every query and write is locked to this vendor. */
  vendorId: string | null;
  roleId: string;
  name: string;
  email: string;
  permissions: ReadonlySet<string>;
  isPlatformAdmin: boolean;
  /** Expiry (seconds since epoch) of the presented access token. */
  tokenExp: number;
  /**
   * The versions of the account and role rows this was read from (see migration 0020): a request's
   * transaction opens by checking they are still current, so a caller remembered by the server is confirmed
   * in the same round trip as the request's first query. Unset for a caller that is not to be checked (a
   * background job runs as its user as they were when it started).
   */
  stamp?: string | undefined;
}

export function can(auth: AuthContext, key: PermissionKey): boolean {
  return auth.permissions.has(key);
}

/**
 * A user as a request of theirs would see them now (role permissions read afresh, so a change takes effect at
 * once), or null when the account is gone or disabled. Shared by the bearer-token check and background jobs,
 * which run as the user who started them.
 */
export async function loadCaller(
  db: Db,
  organisationId: string,
  userId: string,
  tokenExp: number,
): Promise<AuthContext | null> {
  const [user] = await db
    .select({
      isActive: userAccount.isActive,
      vendorId: userAccount.vendorId,
      roleId: userAccount.roleId,
      name: userAccount.name,
      email: userAccount.email,
      isPlatformAdmin: userAccount.isPlatformAdmin,
      permissions: role.permissions,
      stamp: sql<string>`${userAccount}.xmin::text || ':' || ${role}.xmin::text`,
    })
    .from(userAccount)
    .innerJoin(role, roleOfUser)
    .where(and(eq(userAccount.organisationId, organisationId), eq(userAccount.id, userId)))
    // Read on every request: one statement, prepared once on each connection.
    .prepare('load_caller')
    .execute();
  if (!user || !user.isActive) return null;
  return {
    userId,
    organisationId,
    vendorId: user.vendorId,
    roleId: user.roleId,
    name: user.name,
    email: user.email,
    permissions: new Set(user.permissions),
    isPlatformAdmin: user.isPlatformAdmin,
    tokenExp,
    stamp: user.stamp,
  };
}
