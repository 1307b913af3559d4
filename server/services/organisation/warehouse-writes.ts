import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import type {
  WarehouseInput,
  warehouseAddressSchema,
  warehouseUpdateSchema,
} from '../../../src/domain/warehouses';
import type { AuthContext } from '../../auth/context';
import type { Tx } from '../../db/client';
import { warehouse } from '../../db/schema/index';
import { assertAddressConsistent } from '../../lib/places';
import { insertRecord, updateRecord } from '../../lib/record-writes';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { updateAtVersion } from '../../lib/versioned';
import { getWarehouse, warehouseAddressValues } from './warehouses';

const uniqueFields = {
  warehouse_name_uq: { field: 'Name', message: SERVER_MESSAGES.warehouseNameInUse },
  warehouse_code_uq: { field: 'Code', message: SERVER_MESSAGES.warehouseCodeInUse },
};

/** Creates a warehouse by the rules of POST Warehouse (the route and the warehouses import). */
export async function createWarehouse(tx: Tx, auth: AuthContext, body: WarehouseInput): Promise<string> {
  assertOrganisationCaller(auth);
  await assertAddressConsistent(tx, body);
  const values = {
    name: body.name,
    code: body.code,
    description: body.description,
    isActive: body.isActive,
    ...warehouseAddressValues(body),
    imageUrl: body.imageUrl,
  };
  return insertRecord(tx, warehouse, auth, body.id, values, uniqueFields);
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
  await updateRecord(
    tx,
    warehouse,
    { id, version: body.version, userId: auth.userId },
    values,
    uniqueFields,
    () => getWarehouse(tx, id),
  );
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
  await updateAtVersion(
    tx,
    warehouse,
    { id, version: body.version, userId: auth.userId },
    warehouseAddressValues(body),
    () => getWarehouse(tx, id),
  );
}
