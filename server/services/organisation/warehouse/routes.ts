import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/organisation/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { warehouseSchema } from '../../../../src/domain/warehouses';
import { warehouse, warehouseUser } from '../../../db/schema/index';
import { assetPlaceReferences } from '../../asset/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { findReferences } from '../../../lib/references';
import { defineExportRoute, defineImportRoute } from '../../file/index';
import {
  createWarehouse,
  updateWarehouseAddress,
  updateWarehouseDetails,
  updateWarehouseImage,
} from './writes';
import { getWarehouse, listWarehouses } from './queries';

const warehouseRecord = {
  response: warehouseSchema,
  get: getWarehouse,
  notFound: SERVER_MESSAGES.warehouseNotFound,
};

/** Warehouses: organisation records (vendor users may read them); their address, position and image. */
export async function warehouseRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    ...warehouseRecord,
    list: { contract: contracts.getAllWarehouses, list: listWarehouses },
    byId: { contract: contracts.getWarehouseById },
    create: { contract: contracts.createWarehouse, create: createWarehouse },
    update: { contract: contracts.updateWarehouse, organisationOnly: true, update: updateWarehouseDetails },
    remove: {
      contract: contracts.deleteWarehouse,
      organisationOnly: true,
      table: warehouse,
      subject: (current) => `The warehouse "${current.name}"`,
      references: async (tx, id) => [
        await findReferences(
          tx,
          { table: warehouseUser, name: warehouseUser.name, where: eq(warehouseUser.warehouseId, id) },
          ['warehouse user', 'warehouse users'],
        ),
        ...(await assetPlaceReferences(tx, 'warehouse', id)),
      ],
    },
  });

  defineCrudRoutes(app, {
    ...warehouseRecord,
    update: {
      contract: contracts.updateWarehouseAddress,
      organisationOnly: true,
      update: updateWarehouseAddress,
    },
  });

  defineCrudRoutes(app, {
    ...warehouseRecord,
    update: {
      contract: contracts.updateWarehouseImage,
      organisationOnly: true,
      update: updateWarehouseImage,
    },
  });

  defineImportRoute(app, 'warehouse', contracts.importWarehouses);
  defineExportRoute(app, 'warehouse', contracts.exportWarehouses);
}
