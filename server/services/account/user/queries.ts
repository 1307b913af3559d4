import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { organisation, role, userAccount, vendor } from '../../../db/schema/index';
import { roleOfUser, vendorOfUser, userCard } from '../../../auth/user-rows';

/** System lookup for sign-in and password reset: emails identify one account across organisations. */
export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(userAccount)
    .where(sql`lower(${userAccount.email}) = ${email.toLowerCase()}`);
  return rows[0] ?? null;
}

export async function findUserById(db: Executor, organisationId: string, userId: string) {
  const rows = await db
    .select()
    .from(userAccount)
    .where(and(eq(userAccount.organisationId, organisationId), eq(userAccount.id, userId)));
  return rows[0] ?? null;
}

/** The signed-in user's profile with role, organisation and vendor names, for the session screen. */
export async function sessionProfile(db: Executor, organisationId: string, userId: string) {
  const rows = await db
    .select({
      ...userCard,
      roleId: userAccount.roleId,
      roleName: role.name,
      permissions: role.permissions,
      vendorId: userAccount.vendorId,
      vendorName: vendor.name,
      organisationName: organisation.name,
      isPlatformAdmin: userAccount.isPlatformAdmin,
    })
    .from(userAccount)
    .innerJoin(role, roleOfUser)
    .innerJoin(organisation, eq(organisation.id, userAccount.organisationId))
    .leftJoin(vendor, vendorOfUser)
    .where(and(eq(userAccount.organisationId, organisationId), eq(userAccount.id, userId)));
  return rows[0] ?? null;
}
