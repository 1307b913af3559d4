import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { vendorCreateSchema, vendorUpdateSchema } from '../../../../src/domain/vendors';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { vendor } from '../../../db/schema/index';
import { assertAddressConsistent } from '../../../lib/places';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { getVendor, vendorValues } from './queries';

const vendors = recordWrites(vendor, {
  uniqueFields: {
    vendor_name_uq: { field: 'Name', message: SERVER_MESSAGES.vendorNameInUse },
    vendor_code_uq: { field: 'Code', message: SERVER_MESSAGES.vendorCodeInUse },
  },
  current: getVendor,
});

/** Creates a vendor by the rules of POST Vendor (the route and the vendors import): organisation users only. */
export async function createVendor(
  tx: Tx,
  auth: AuthContext,
  body: z.output<typeof vendorCreateSchema>,
): Promise<string> {
  assertOrganisationCaller(auth);
  await assertAddressConsistent(tx, body);
  return vendors.insert(tx, auth, body.id, vendorValues(body));
}

/** Updates a vendor at the version it was based on, by the rules of PUT Vendor. */
export async function updateVendor(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof vendorUpdateSchema>,
): Promise<void> {
  await assertAddressConsistent(tx, body);
  await vendors.update(tx, auth, { id, version: body.version }, vendorValues(body));
}
