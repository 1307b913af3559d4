import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type {
  WarehouseInput,
  warehouseAddressSchema,
  warehouseImageSchema,
  warehouseUpdateSchema,
} from '../../../../src/domain/warehouses';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { warehouse } from '../../../db/schema/index';
import { addressAndPositionValues, assertAddressConsistent } from '../../../lib/places';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { getWarehouse } from './queries';

const warehouses = recordWrites(warehouse, {
  uniqueFields: {
    warehouse_name_uq: { field: 'Name', message: SERVER_MESSAGES.warehouseNameInUse },
    warehouse_code_uq: { field: 'Code', message: SERVER_MESSAGES.warehouseCodeInUse },
  },
  current: getWarehouse,
});

/** Creates a warehouse by the rules of POST Warehouse (the route and the warehouses import). */
export async function createWarehouse(tx: Tx, auth: AuthContext, body: WarehouseInput): Promise<string> {
  assertOrganisationCaller(auth);
  await assertAddressConsistent(tx, body);
  const values = {
    name: body.name,
    code: body.code,
    description: body.description,
    isActive: body.isActive,
    ...addressAndPositionValues(body),
    imageUrl: body.imageUrl,
  };
  return warehouses.insert(tx, auth, body.id, values);
}

/** Name, code, description and active flag, at the version it was based on (PUT Warehouse). */
export async function updateWarehouseDetails(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof warehouseUpdateSchema>,
): Promise<void> {
  assertOrganisationCaller(auth);
  const values = { name: body.name, code: body.code, description: body.description, isActive: body.isActive };
  await warehouses.update(tx, auth, { id, version: body.version }, values);
}

/** The address and map position, at the version it was based on (PUT WarehouseAddress). */
export async function updateWarehouseAddress(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof warehouseAddressSchema>,
): Promise<void> {
  assertOrganisationCaller(auth);
  await assertAddressConsistent(tx, body);
  await warehouses.update(tx, auth, { id, version: body.version }, addressAndPositionValues(body));
}

/** Sets or clears the image, at the version it was based on (PUT WarehouseImage). */
export async function updateWarehouseImage(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof warehouseImageSchema>,
): Promise<void> {
  await warehouses.update(tx, auth, { id, version: body.version }, { imageUrl: body.imageUrl });
}
