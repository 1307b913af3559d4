import { eq, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../src/domain/messages';
import type { AuthContext } from '../auth/context';
import type { Executor } from '../db/client';
import { vendor } from '../db/schema/index';
import { fieldError, forbidden } from './http-errors';
import { thenRestore } from './then-restore';

/**
 * The vendor a new or changed record belongs to. A vendor-bound caller's records are always its own
 * vendor's: omitting the vendor means theirs, naming none (an organisation record) is refused. The request
 * guard already refused naming another vendor.
 */
export function resolveVendorId(auth: AuthContext, requested: string | null | undefined): string | null {
  if (!auth.vendorId) return requested ?? null;
  if (requested === null) throw forbidden(SERVER_MESSAGES.vendorUserOwnVendorOnly);
  return auth.vendorId;
}

/** The vendor must exist and be visible to the caller (row-level security hides other vendors). */
export async function assertVendorExists(
  tx: Executor,
  vendorId: string | null,
  field = 'VendorId',
): Promise<void> {
  if (!vendorId) return;
  const rows = await tx.select({ id: vendor.id }).from(vendor).where(eq(vendor.id, vendorId));
  if (rows.length === 0) throw fieldError(field, SERVER_MESSAGES.vendorNotFound);
}

/** Vendor-bound callers work inside their vendor; creating or deleting vendors is for the organisation. */
export function assertOrganisationCaller(auth: AuthContext): void {
  if (auth.vendorId) throw forbidden(SERVER_MESSAGES.organisationUsersOnly);
}

/**
 * Runs `work` with the vendor scope lifted (the organisation scope and the access-group rule stay), then
 * puts the caller's scope back: for statements a vendor user's change causes across the organisation.
 */
export async function withoutVendorScope<T>(tx: Executor, work: () => Promise<T>): Promise<T> {
  const [scope] = await tx
    .select({ vendorId: sql<string | null>`current_setting('app.vendor_id', true)` })
    .from(sql`(select 1) as scope`);
  await tx.execute(sql`select set_config('app.vendor_id', '', true)`);
  return thenRestore(work, () =>
    tx.execute(sql`select set_config('app.vendor_id', ${scope?.vendorId ?? ''}, true)`),
  );
}
