import { camelQuery, idQuerySchema } from '../../fields';
import { queue, read } from '../../offline-action-kit';
import { edits, type RecordNoun } from '../../offline-record-actions';
import {
  warehouseAddressSchema,
  warehouseCreateSchema,
  warehouseImageSchema,
  warehouseListQuerySchema,
  warehouseListSchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from '../../warehouses';
import { exportContract, importContract } from '../file/sheet-calls';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';

const service = 'organisation';
const idQuery = camelQuery(idQuerySchema);
const WAREHOUSE: RecordNoun = { resource: 'warehouse', noun: 'warehouse' };
const tags = ['Warehouse'];

export const getAllWarehouses = defineContract({
  service,
  method: 'POST',
  path: 'Warehouse/GetAll',
  summary: 'Warehouses, paged and searched (name, code, address), with their asset and user counts',
  permission: 'warehouse.view',
  body: warehouseListQuerySchema,
  response: warehouseListSchema,
  offline: read,
});

export const getWarehouseById = defineContract({
  service,
  method: 'GET',
  path: 'Warehouse/GetById/{id}',
  summary: 'One warehouse',
  permission: 'warehouse.view',
  params: idQuerySchema,
  response: warehouseSchema,
  offline: read,
});

export const {
  create: createWarehouse,
  update: updateWarehouse,
  remove: deleteWarehouse,
} = recordWriteContracts({
  service,
  path: 'Warehouse',
  noun: WAREHOUSE,
  response: warehouseSchema,
  idQuery: idQuery,
  create: {
    summary: 'Create a warehouse with its address, position and image (organisation users only)',
    permission: 'warehouse.create',
    body: warehouseCreateSchema,
  },
  update: {
    summary: 'Update a warehouse’s name, code, description and active flag (send the version you edited)',
    permission: 'warehouse.update',
    body: warehouseUpdateSchema,
  },
  remove: {
    summary: 'Delete a warehouse that holds no assets, has no users and appears in no asset history',
    permission: 'warehouse.delete',
  },
});

export const updateWarehouseAddress = defineContract({
  service,
  method: 'PUT',
  path: 'WarehouseAddress',
  tags,
  summary: 'Update a warehouse’s address and map position (send the version you edited)',
  permission: 'warehouse.update',
  query: idQuery,
  body: warehouseAddressSchema,
  response: warehouseSchema,
  offline: queue(edits(WAREHOUSE, 'Change the address of', 'editAddress')),
});

/** The warehouse's id is in the body, beside the image and the version. */
export const updateWarehouseImage = defineContract({
  service,
  method: 'PUT',
  path: 'WarehouseImage',
  tags,
  summary: 'Set or clear a warehouse’s image (an image uploaded through the document service)',
  permission: 'warehouse.update',
  body: warehouseImageSchema,
  response: warehouseSchema,
  offline: queue(edits({ ...WAREHOUSE, idAt: ['body.id'] }, 'Change the picture of', 'editImage')),
});

export const importWarehouses = importContract('warehouse');

export const exportWarehouses = exportContract('warehouse', warehouseListQuerySchema);
