import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camelQuery, deletedSchema, idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  warehouseUserCreateSchema,
  warehouseUserListQuerySchema,
  warehouseUserListSchema,
  warehouseUserSchema,
  warehouseUserUpdateSchema,
} from '../../../../src/domain/warehouses';
import type { Tx } from '../../../db/client';
import { warehouse, warehouseUser } from '../../../db/schema/index';
import { newId } from '../../../lib/crypto';
import { fieldError, notFound } from '../../../lib/http-errors';
import { assertUnreferenced } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import { withUniqueFields } from '../../../lib/unique-violation';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { updateAtVersion } from '../../../lib/versioned';
import { assetPlaceReferences } from '../../asset/references';
import { getWarehouseUser, listWarehouseUsers, warehouseUserValues } from '../warehouse/queries';

const tags = ['WarehouseUser'];
const uniqueFields = {
  warehouse_user_email_uq: { field: 'Email', message: SERVER_MESSAGES.warehouseUserEmailInUse },
};
const idQuery = camelQuery(idQuerySchema);

async function mustGet(tx: Tx, id: string) {
  const found = await getWarehouseUser(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.warehouseUserNotFound);
  return found;
}

async function assertWarehouse(tx: Tx, id: string) {
  const [found] = await tx.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.id, id));
  if (!found) throw fieldError('WarehouseId', SERVER_MESSAGES.warehouseNotFound);
}

/** The people who operate a warehouse: they hand assets out of it and take them back in. */
export async function warehouseUserRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/WarehouseUser/GetAll',
      summary: 'Warehouse users, of one warehouse or all, paged and searched (name, email, designation)',
      permission: 'warehouseUser.view',
      body: warehouseUserListQuerySchema,
      response: warehouseUserListSchema,
      handler: ({ tx, body }) => listWarehouseUsers(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/WarehouseUser/GetById',
      summary: 'One warehouse user',
      permission: 'warehouseUser.view',
      query: idQuery,
      response: warehouseUserSchema,
      handler: ({ tx, query }) => mustGet(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/WarehouseUser',
      summary: 'Add a user to a warehouse (organisation users only)',
      permission: 'warehouseUser.create',
      body: warehouseUserCreateSchema,
      response: warehouseUserSchema,
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        await assertWarehouse(tx, body.warehouseId);
        const id = body.id ?? newId();
        await withUniqueFields(
          () =>
            tx.insert(warehouseUser).values({
              organisationId: auth.organisationId,
              id,
              ...warehouseUserValues(body),
              createdBy: auth.userId,
              updatedBy: auth.userId,
            }),
          uniqueFields,
        );
        return mustGet(tx, id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WarehouseUser',
      summary: 'Update a warehouse user (send the version you edited)',
      permission: 'warehouseUser.update',
      query: idQuery,
      body: warehouseUserUpdateSchema,
      response: warehouseUserSchema,
      handler: async ({ tx, auth, query, body }) => {
        assertOrganisationCaller(auth);
        await mustGet(tx, query.id);
        await assertWarehouse(tx, body.warehouseId);
        await withUniqueFields(
          () =>
            updateAtVersion(
              tx,
              warehouseUser,
              { id: query.id, version: body.version, userId: auth.userId },
              warehouseUserValues(body),
              () => getWarehouseUser(tx, query.id),
            ),
          uniqueFields,
        );
        return mustGet(tx, query.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/WarehouseUser',
      summary: 'Delete a warehouse user who handled no asset movements (make them inactive otherwise)',
      permission: 'warehouseUser.delete',
      query: idQuery,
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        assertOrganisationCaller(auth);
        const current = await mustGet(tx, query.id);
        assertUnreferenced(
          `The warehouse user "${current.name}"`,
          await assetPlaceReferences(tx, 'warehouseUser', query.id),
        );
        await tx.delete(warehouseUser).where(eq(warehouseUser.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );
}
