import type { FastifyInstance } from 'fastify';
import { camelQuery, idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  warehouseUserCreateSchema,
  warehouseUserListQuerySchema,
  warehouseUserListSchema,
  warehouseUserSchema,
  warehouseUserUpdateSchema,
} from '../../../../src/domain/warehouses';
import { warehouseUser } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { assetPlaceReferences } from '../../asset/index';
import { getWarehouseUser, listWarehouseUsers } from './queries';
import { createWarehouseUser, updateWarehouseUser } from './writes';

const idQuery = camelQuery(idQuerySchema);

/** The people who operate a warehouse: they hand assets out of it and take them back in. */
export async function warehouseUserRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    path: 'WarehouseUser',
    tags: ['WarehouseUser'],
    response: warehouseUserSchema,
    get: getWarehouseUser,
    notFound: SERVER_MESSAGES.warehouseUserNotFound,
    list: {
      summary: 'Warehouse users, of one warehouse or all, paged and searched (name, email, designation)',
      permission: 'warehouseUser.view',
      filter: warehouseUserListQuerySchema,
      response: warehouseUserListSchema,
      list: listWarehouseUsers,
    },
    byId: { summary: 'One warehouse user', permission: 'warehouseUser.view', id: { query: idQuery } },
    create: {
      summary: 'Add a user to a warehouse (organisation users only)',
      permission: 'warehouseUser.create',
      body: warehouseUserCreateSchema,
      create: createWarehouseUser,
    },
    update: {
      summary: 'Update a warehouse user (send the version you edited)',
      permission: 'warehouseUser.update',
      id: { query: idQuery },
      organisationOnly: true,
      body: warehouseUserUpdateSchema,
      update: updateWarehouseUser,
    },
    remove: {
      summary: 'Delete a warehouse user who handled no asset movements (make them inactive otherwise)',
      permission: 'warehouseUser.delete',
      id: { query: idQuery },
      organisationOnly: true,
      table: warehouseUser,
      subject: (current) => `The warehouse user "${current.name}"`,
      references: (tx, id) => assetPlaceReferences(tx, 'warehouseUser', id),
    },
  });
}
