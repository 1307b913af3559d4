import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camelQuery, deletedSchema, idQuerySchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import {
  warehouseAddressSchema,
  warehouseCreateSchema,
  warehouseImageSchema,
  warehouseListQuerySchema,
  warehouseListSchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from '../../../src/domain/warehouses';
import type { Tx } from '../../db/client';
import { warehouse, warehouseUser } from '../../db/schema/index';
import { assetPlaceReferences } from '../asset/references';
import { notFound } from '../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../lib/references';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../file/export-route';
import { defineImportRoute } from '../file/import-route';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { updateAtVersion } from '../../lib/versioned';
import { createWarehouse, updateWarehouseAddress, updateWarehouseDetails } from './warehouse-writes';
import { getWarehouse, listWarehouses } from './warehouses';

const tags = ['Warehouse'];
const idQuery = camelQuery(idQuerySchema);

export async function mustGetWarehouse(tx: Tx, id: string) {
  const found = await getWarehouse(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.warehouseNotFound);
  return found;
}

/** Warehouses: organisation records (vendor users may read them); their address, position and image. */
export async function warehouseRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Warehouse/GetAll',
      summary: 'Warehouses, paged and searched (name, code, address), with their asset and user counts',
      permission: 'warehouse.view',
      body: warehouseListQuerySchema,
      response: warehouseListSchema,
      handler: ({ tx, body }) => listWarehouses(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Warehouse/GetById/:id',
      summary: 'One warehouse',
      permission: 'warehouse.view',
      params: idQuerySchema,
      response: warehouseSchema,
      handler: ({ tx, params }) => mustGetWarehouse(tx, params.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Warehouse',
      summary: 'Create a warehouse with its address, position and image (organisation users only)',
      permission: 'warehouse.create',
      body: warehouseCreateSchema,
      response: warehouseSchema,
      handler: async ({ tx, auth, body }) => mustGetWarehouse(tx, await createWarehouse(tx, auth, body)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Warehouse',
      summary: 'Update a warehouse’s name, code, description and active flag (send the version you edited)',
      permission: 'warehouse.update',
      query: idQuery,
      body: warehouseUpdateSchema,
      response: warehouseSchema,
      handler: async ({ tx, auth, query, body }) => {
        assertOrganisationCaller(auth);
        await mustGetWarehouse(tx, query.id);
        await updateWarehouseDetails(tx, auth, query.id, body);
        return mustGetWarehouse(tx, query.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WarehouseAddress',
      summary: 'Update a warehouse’s address and map position (send the version you edited)',
      permission: 'warehouse.update',
      query: idQuery,
      body: warehouseAddressSchema,
      response: warehouseSchema,
      handler: async ({ tx, auth, query, body }) => {
        assertOrganisationCaller(auth);
        await mustGetWarehouse(tx, query.id);
        await updateWarehouseAddress(tx, auth, query.id, body);
        return mustGetWarehouse(tx, query.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WarehouseImage',
      summary: 'Set or clear a warehouse’s image (an image uploaded through the document service)',
      permission: 'warehouse.update',
      body: warehouseImageSchema,
      response: warehouseSchema,
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        await mustGetWarehouse(tx, body.id);
        await updateAtVersion(tx, warehouse, { id: body.id, version: body.version, userId: auth.userId }, { imageUrl: body.imageUrl }, () =>
          getWarehouse(tx, body.id),
        );
        return mustGetWarehouse(tx, body.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Warehouse',
      summary: 'Delete a warehouse that holds no assets, has no users and appears in no asset history',
      permission: 'warehouse.delete',
      query: idQuery,
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        assertOrganisationCaller(auth);
        const current = await mustGetWarehouse(tx, query.id);
        assertUnreferenced(`The warehouse "${current.name}"`, [
          await findReferences(tx, { table: warehouseUser, name: warehouseUser.name, where: eq(warehouseUser.warehouseId, query.id) }, [
            'warehouse user',
            'warehouse users',
          ]),
          ...(await assetPlaceReferences(tx, 'warehouse', query.id)),
        ]);
        await tx.delete(warehouse).where(eq(warehouse.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );

  defineImportRoute(app, 'warehouse');
  defineExportRoute(app, 'warehouse');
}
