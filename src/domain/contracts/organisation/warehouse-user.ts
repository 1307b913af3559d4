import { camelQuery, idQuerySchema } from '../../fields';
import { read } from '../../offline-action-kit';
import {
  warehouseUserCreateSchema,
  warehouseUserListQuerySchema,
  warehouseUserListSchema,
  warehouseUserSchema,
  warehouseUserUpdateSchema,
} from '../../warehouses';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';

const service = 'organisation';
const idQuery = camelQuery(idQuerySchema);

export const getAllWarehouseUsers = defineContract({
  service,
  method: 'POST',
  path: 'WarehouseUser/GetAll',
  summary: 'Warehouse users, of one warehouse or all, paged and searched (name, email, designation)',
  permission: 'warehouseUser.view',
  body: warehouseUserListQuerySchema,
  response: warehouseUserListSchema,
  offline: read,
});

export const getWarehouseUserById = defineContract({
  service,
  method: 'GET',
  path: 'WarehouseUser/GetById',
  summary: 'One warehouse user',
  permission: 'warehouseUser.view',
  query: idQuery,
  response: warehouseUserSchema,
  offline: read,
});

export const {
  create: createWarehouseUser,
  update: updateWarehouseUser,
  remove: deleteWarehouseUser,
} = recordWriteContracts({
  service,
  path: 'WarehouseUser',
  noun: { resource: 'warehouseUser', noun: 'warehouse user' },
  response: warehouseUserSchema,
  idQuery: idQuery,
  create: {
    summary: 'Add a user to a warehouse (organisation users only)',
    permission: 'warehouseUser.create',
    body: warehouseUserCreateSchema,
  },
  update: {
    summary: 'Update a warehouse user (send the version you edited)',
    permission: 'warehouseUser.update',
    body: warehouseUserUpdateSchema,
  },
  remove: {
    summary: 'Delete a warehouse user who handled no asset movements (make them inactive otherwise)',
    permission: 'warehouseUser.delete',
  },
});
