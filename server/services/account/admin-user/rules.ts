import { and, count, eq, ne } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { ORGANISATION_ADMIN_ROLE } from '../../../../src/domain/permissions';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { role, userAccount } from '../../../db/schema/index';
import { HttpError, conflict, fieldError, forbidden } from '../../../lib/http-errors';
import type { ManagedUser } from './queries';

const ADMIN_CATEGORY = 1;
const VENDOR_SIDE_CATEGORIES: readonly number[] = [2, 3];

function ungranted(auth: AuthContext, permissions: readonly string[]): string[] {
  return permissions.filter((key) => !auth.permissions.has(key));
}

/**
 * A role may be given only by someone who holds every permission in it, so nobody raises anyone's rights
 * (their own included) above their own. Organisation users hold Admin roles; vendor users Vendor or Crew
 * roles, which keeps organisation-wide rights (roles, organisation settings) out of vendor hands.
 */
export async function assertRoleAssignable(
  tx: Tx,
  auth: AuthContext,
  roleId: string,
  vendorId: string | null,
): Promise<void> {
  const [found] = await tx
    .select({ category: role.category, permissions: role.permissions })
    .from(role)
    .where(eq(role.id, roleId));
  if (!found) throw fieldError('RoleId', SERVER_MESSAGES.roleNotFound);
  if (vendorId && !VENDOR_SIDE_CATEGORIES.includes(found.category))
    throw fieldError('RoleId', SERVER_MESSAGES.vendorUserRoleCategory);
  if (!vendorId && found.category !== ADMIN_CATEGORY)
    throw fieldError('RoleId', SERVER_MESSAGES.organisationUserRoleCategory);
  const missing = ungranted(auth, found.permissions);
  if (missing.length) throw forbidden(SERVER_MESSAGES.roleNotGrantable(missing.slice(0, 5).join(', ')));
}

/**
 * Changing someone's account (email, password, activity) could hand the caller that account, so the caller
 * must already hold everything the account can do; a platform administrator's account only another one.
 */
export function assertCanManage(auth: AuthContext, target: ManagedUser): void {
  if (target.isPlatformAdmin && !auth.isPlatformAdmin) throw forbidden(SERVER_MESSAGES.platformAdminAccount);
  if (ungranted(auth, target.permissions).length) throw forbidden(SERVER_MESSAGES.userOutranksCaller);
}

/** A user may edit their own details, but not their own role, vendor or activity. */
export function assertOwnChangesAllowed(
  target: ManagedUser,
  next: { roleId: string; vendorId: string | null; isActive: boolean },
): void {
  if (next.roleId !== target.roleId) throw forbidden(SERVER_MESSAGES.cannotChangeOwnRole);
  if (next.vendorId !== target.vendorId) throw forbidden(SERVER_MESSAGES.cannotChangeOwnVendor);
  if (!next.isActive) throw forbidden(SERVER_MESSAGES.cannotDeactivateSelf);
}

/**
 * Invariant: an organisation keeps at least one active user holding the Organisation administrator role.
 * The role row is locked first, so two concurrent removals of the last two administrators cannot both pass.
 */
export async function assertAdministratorRemains(
  tx: Tx,
  target: ManagedUser,
  next: { roleId: string; isActive: boolean } | 'deleted',
): Promise<void> {
  const [adminRole] = await tx
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.isSystem, true), eq(role.name, ORGANISATION_ADMIN_ROLE)))
    .for('update');
  if (!adminRole || target.roleId !== adminRole.id || !target.isActive) return;
  if (next !== 'deleted' && next.roleId === adminRole.id && next.isActive) return;
  const [others] = await tx
    .select({ n: count() })
    .from(userAccount)
    .where(
      and(
        eq(userAccount.roleId, adminRole.id),
        eq(userAccount.isActive, true),
        ne(userAccount.id, target.id),
      ),
    );
  if ((others?.n ?? 0) === 0) throw conflict(SERVER_MESSAGES.lastAdministrator(target.name));
}

export function assertNotSelf(auth: AuthContext, target: ManagedUser, message: string): void {
  if (target.id === auth.userId) throw new HttpError(403, 'Forbidden', message);
}
