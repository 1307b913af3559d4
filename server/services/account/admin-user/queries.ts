import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { UserSummary } from '../../../../src/domain/users';
import type { Executor } from '../../../db/client';
import { role, userAccount, vendor } from '../../../db/schema/index';
import { roleOfUser, vendorOfUser, userCard } from '../../../auth/user-rows';

/** Admin users with their role and vendor names, as the caller may see them (row-level security). */
export function selectUsers(tx: Executor, where: SQL | undefined) {
  return tx
    .select({
      ...userCard,
      roleId: userAccount.roleId,
      roleName: role.name,
      vendorId: userAccount.vendorId,
      vendorName: vendor.name,
      isActive: userAccount.isActive,
      version: userAccount.version,
    })
    .from(userAccount)
    .innerJoin(role, roleOfUser)
    .leftJoin(vendor, vendorOfUser)
    .where(where);
}

export async function getUserSummary(tx: Executor, id: string): Promise<UserSummary | null> {
  const [row] = await selectUsers(tx, eq(userAccount.id, id));
  return row ?? null;
}

/** What the rules about changing a user need: their role's permissions and account flags. */
export interface ManagedUser {
  id: string;
  name: string;
  roleId: string;
  vendorId: string | null;
  isActive: boolean;
  isPlatformAdmin: boolean;
  permissions: string[];
}

export async function getManagedUser(tx: Executor, id: string): Promise<ManagedUser | null> {
  const [row] = await tx
    .select({
      id: userAccount.id,
      name: userAccount.name,
      roleId: userAccount.roleId,
      vendorId: userAccount.vendorId,
      isActive: userAccount.isActive,
      isPlatformAdmin: userAccount.isPlatformAdmin,
      permissions: role.permissions,
    })
    .from(userAccount)
    .innerJoin(role, roleOfUser)
    .where(eq(userAccount.id, id));
  return row ?? null;
}
