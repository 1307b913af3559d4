import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/organisation/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { warehouseUserSchema } from '../../../../src/domain/warehouses';
import { warehouseUser } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { assetPlaceReferences } from '../../asset/index';
import { getWarehouseUser, listWarehouseUsers } from './queries';
import { createWarehouseUser, updateWarehouseUser } from './writes';

/** The people who operate a warehouse: they hand assets out of it and take them back in. */
export async function warehouseUserRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    response: warehouseUserSchema,
    get: getWarehouseUser,
    notFound: SERVER_MESSAGES.warehouseUserNotFound,
    list: { contract: contracts.getAllWarehouseUsers, list: listWarehouseUsers },
    byId: { contract: contracts.getWarehouseUserById },
    create: { contract: contracts.createWarehouseUser, create: createWarehouseUser },
    update: { contract: contracts.updateWarehouseUser, organisationOnly: true, update: updateWarehouseUser },
    remove: {
      contract: contracts.deleteWarehouseUser,
      organisationOnly: true,
      table: warehouseUser,
      subject: (current) => `The warehouse user "${current.name}"`,
      references: (tx, id) => assetPlaceReferences(tx, 'warehouseUser', id),
    },
  });
}
