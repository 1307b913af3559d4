import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { APP_ROLE } from '../../../db/schema/columns';
import { forbidden } from '../../../lib/http-errors';
import { thenRestore } from '../../../lib/then-restore';

/*
 * The one path by which a platform administrator works on organisations other than their own. Every
 * request transaction is scoped to the caller's organisation by row-level security; nothing here changes a
 * policy. Work on one other organisation re-scopes the transaction to that organisation (the policies still
 * apply, to it), and the only cross-organisation read, the organisation list, runs as the system for that
 * read alone. Both restore the caller's scope before returning.
 */

export function assertPlatformAdmin(auth: AuthContext): void {
  if (!auth.isPlatformAdmin) throw forbidden(SERVER_MESSAGES.platformAdminOnly);
}

async function setScope(tx: Tx, organisationId: string, vendorId: string | null): Promise<void> {
  await tx.execute(
    sql`select set_config('app.organisation_id', ${organisationId}, true), set_config('app.vendor_id', ${vendorId ?? ''}, true)`,
  );
}

/** Runs `work` scoped to `organisationId` instead of the caller's organisation (platform administrators). */
export async function inOrganisation<T>(
  tx: Tx,
  auth: AuthContext,
  organisationId: string,
  work: () => Promise<T>,
): Promise<T> {
  assertPlatformAdmin(auth);
  await setScope(tx, organisationId, null);
  return thenRestore(work, () => setScope(tx, auth.organisationId, auth.vendorId));
}

/**
 * Work on the organisation `organisationId`: the caller's own runs as usual; another one only for a
 * platform administrator. Anyone else gets what row-level security shows them: nothing (a 404).
 */
export function forOrganisation<T>(
  tx: Tx,
  auth: AuthContext,
  organisationId: string,
  work: () => Promise<T>,
): Promise<T> {
  if (organisationId === auth.organisationId || !auth.isPlatformAdmin) return work();
  return inOrganisation(tx, auth, organisationId, work);
}

/** Runs one read across every organisation (platform administrators listing organisations). */
export async function acrossOrganisations<T>(tx: Tx, auth: AuthContext, read: () => Promise<T>): Promise<T> {
  assertPlatformAdmin(auth);
  await tx.execute(sql`reset role`);
  return thenRestore(read, () => tx.execute(sql.raw(`set local role ${APP_ROLE}`)));
}

/**
 * A read of the organisations the caller may list: every one for a platform administrator, else what
 * row-level security shows them (their own). The organisation list and its export both read through here.
 */
export function asListed<T>(tx: Tx, auth: AuthContext, read: () => Promise<T>): Promise<T> {
  return auth.isPlatformAdmin ? acrossOrganisations(tx, auth, read) : read();
}
