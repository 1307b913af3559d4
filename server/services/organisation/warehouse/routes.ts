import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camelQuery, idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  warehouseAddressSchema,
  warehouseCreateSchema,
  warehouseImageSchema,
  warehouseListQuerySchema,
  warehouseListSchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from '../../../../src/domain/warehouses';
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

const idQuery = camelQuery(idQuerySchema);

const warehouseRecord = {
  path: 'Warehouse',
  tags: ['Warehouse'],
  response: warehouseSchema,
  get: getWarehouse,
  notFound: SERVER_MESSAGES.warehouseNotFound,
};

/** Warehouses: organisation records (vendor users may read them); their address, position and image. */
export async function warehouseRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    ...warehouseRecord,
    list: {
      summary: 'Warehouses, paged and searched (name, code, address), with their asset and user counts',
      permission: 'warehouse.view',
      filter: warehouseListQuerySchema,
      response: warehouseListSchema,
      list: listWarehouses,
    },
    byId: {
      url: '/Warehouse/GetById/:id',
      summary: 'One warehouse',
      permission: 'warehouse.view',
      id: { params: idQuerySchema },
    },
    create: {
      summary: 'Create a warehouse with its address, position and image (organisation users only)',
      permission: 'warehouse.create',
      body: warehouseCreateSchema,
      create: createWarehouse,
    },
    update: {
      summary: 'Update a warehouse’s name, code, description and active flag (send the version you edited)',
      permission: 'warehouse.update',
      id: { query: idQuery },
      organisationOnly: true,
      body: warehouseUpdateSchema,
      update: updateWarehouseDetails,
    },
    remove: {
      summary: 'Delete a warehouse that holds no assets, has no users and appears in no asset history',
      permission: 'warehouse.delete',
      id: { query: idQuery },
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
      url: '/WarehouseAddress',
      summary: 'Update a warehouse’s address and map position (send the version you edited)',
      permission: 'warehouse.update',
      id: { query: idQuery },
      organisationOnly: true,
      body: warehouseAddressSchema,
      update: updateWarehouseAddress,
    },
  });

  defineCrudRoutes(app, {
    ...warehouseRecord,
    update: {
      url: '/WarehouseImage',
      summary: 'Set or clear a warehouse’s image (an image uploaded through the document service)',
      permission: 'warehouse.update',
      organisationOnly: true,
      body: warehouseImageSchema,
      update: updateWarehouseImage,
    },
  });

  defineImportRoute(app, 'warehouse');
  defineExportRoute(app, 'warehouse');
}
