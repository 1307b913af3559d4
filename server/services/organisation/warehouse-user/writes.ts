import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { WarehouseUserInput, warehouseUserUpdateSchema } from '../../../../src/domain/warehouses';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { warehouse, warehouseUser } from '../../../db/schema/index';
import { fieldError } from '../../../lib/http-errors';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { getWarehouseUser, warehouseUserValues } from './queries';

const warehouseUsers = recordWrites(warehouseUser, {
  uniqueFields: {
    warehouse_user_email_uq: { field: 'Email', message: SERVER_MESSAGES.warehouseUserEmailInUse },
  },
  current: getWarehouseUser,
});

async function assertWarehouse(tx: Tx, id: string) {
  const [found] = await tx.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.id, id));
  if (!found) throw fieldError('WarehouseId', SERVER_MESSAGES.warehouseNotFound);
}

/** Adds a user to a warehouse (organisation users only). */
export async function createWarehouseUser(
  tx: Tx,
  auth: AuthContext,
  body: WarehouseUserInput,
): Promise<string> {
  assertOrganisationCaller(auth);
  await assertWarehouse(tx, body.warehouseId);
  return warehouseUsers.insert(tx, auth, body.id, warehouseUserValues(body));
}

/** Updates a warehouse user at the version it was based on. */
export async function updateWarehouseUser(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof warehouseUserUpdateSchema>,
): Promise<void> {
  await assertWarehouse(tx, body.warehouseId);
  await warehouseUsers.update(tx, auth, { id, version: body.version }, warehouseUserValues(body));
}
