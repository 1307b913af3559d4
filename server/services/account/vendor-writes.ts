import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import type { vendorCreateSchema, vendorUpdateSchema } from '../../../src/domain/vendors';
import type { AuthContext } from '../../auth/context';
import type { Tx } from '../../db/client';
import { vendor } from '../../db/schema/index';
import { newId } from '../../lib/crypto';
import { assertAddressConsistent } from '../../lib/places';
import { withUniqueFields } from '../../lib/unique-violation';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { versionedUpdate } from '../../lib/versioned';
import { getVendor, vendorValues } from './vendors';

const uniqueFields = {
  vendor_name_uq: { field: 'Name', message: SERVER_MESSAGES.vendorNameInUse },
  vendor_code_uq: { field: 'Code', message: SERVER_MESSAGES.vendorCodeInUse },
};

/** Creates a vendor by the rules of POST Vendor (the route and the vendors import): organisation users only. */
export async function createVendor(tx: Tx, auth: AuthContext, body: z.output<typeof vendorCreateSchema>): Promise<string> {
  assertOrganisationCaller(auth);
  await assertAddressConsistent(tx, body);
  const id = body.id ?? newId();
  await withUniqueFields(
    () => tx.insert(vendor).values({ organisationId: auth.organisationId, id, ...vendorValues(body), createdBy: auth.userId, updatedBy: auth.userId }),
    uniqueFields,
  );
  return id;
}

/** Updates a vendor at the version it was based on, by the rules of PUT Vendor. */
export async function updateVendor(tx: Tx, auth: AuthContext, id: string, body: z.output<typeof vendorUpdateSchema>): Promise<void> {
  await assertAddressConsistent(tx, body);
  await withUniqueFields(
    () =>
      versionedUpdate(
        () =>
          tx
            .update(vendor)
            .set({ ...vendorValues(body), version: sql`${vendor.version} + 1`, updatedAt: sql`now()`, updatedBy: auth.userId })
            .where(and(eq(vendor.id, id), eq(vendor.version, body.version)))
            .returning({ id: vendor.id }),
        () => getVendor(tx, id),
      ),
    uniqueFields,
  );
}
