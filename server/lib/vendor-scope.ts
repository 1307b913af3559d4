import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../src/domain/messages';
import type { AuthContext } from '../auth/context';
import type { Executor } from '../db/client';
import { vendor } from '../db/schema/index';
import { fieldError, forbidden } from './http-errors';

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
export async function assertVendorExists(tx: Executor, vendorId: string | null, field = 'VendorId'): Promise<void> {
  if (!vendorId) return;
  const rows = await tx.select({ id: vendor.id }).from(vendor).where(eq(vendor.id, vendorId));
  if (rows.length === 0) throw fieldError(field, SERVER_MESSAGES.vendorNotFound);
}

/** Vendor-bound callers work inside their vendor; creating or deleting vendors is for the organisation. */
export function assertOrganisationCaller(auth: AuthContext): void {
  if (auth.vendorId) throw forbidden(SERVER_MESSAGES.organisationUsersOnly);
}
