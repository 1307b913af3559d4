import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletedSchema, idQuerySchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import { offsetOf } from '../../../src/domain/paging';
import {
  vendorCreateSchema,
  vendorListQuerySchema,
  vendorListSchema,
  vendorLookupQuerySchema,
  vendorLookupSchema,
  vendorSchema,
  vendorUpdateSchema,
} from '../../../src/domain/vendors';
import type { Tx } from '../../db/client';
import { crew, userAccount, vendor, workforce } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../lib/references';
import { assetPlaceReferences } from '../asset/references';
import { workOrderReferences } from '../workorder/references';
import { defineRoute } from '../../lib/route';
import { defineImportRoute } from '../file/import-route';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { createVendor, updateVendor } from './vendor-writes';
import { getVendor, listVendors, vendorSearch } from './vendors';

const tags = ['Vendor'];

async function mustGet(tx: Tx, id: string) {
  const found = await getVendor(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.vendorNotFound);
  return found;
}

/** Vendors: contractor companies. A vendor user sees (and may edit) only its own vendor. */
export async function vendorRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Vendor/GetAll',
      summary:
        'Vendors, paged and searched (name, code, contact, email), with their user, crew and workforce counts',
      permission: 'vendor.view',
      body: vendorListQuerySchema,
      response: vendorListSchema,
      handler: ({ tx, body }) => listVendors(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/VendorAccessGroup/GetAllVendors',
      summary: 'The vendor dropdown: ids and names, 100 per page, searched by searchTerm',
      permission: 'signed-in',
      body: vendorLookupQuerySchema,
      response: vendorLookupSchema,
      handler: async ({ tx, body }) => {
        const where = and(
          vendorSearch(body.searchTerm),
          body.includeInactive ? undefined : eq(vendor.isActive, true),
        );
        const vendors = await tx
          .select({ id: vendor.id, name: vendor.name })
          .from(vendor)
          .where(where)
          .orderBy(asc(vendor.name), asc(vendor.id))
          .limit(body.pageSize)
          .offset(offsetOf(body));
        const [total] = await tx.select({ n: count() }).from(vendor).where(where);
        return { vendors, pageTotal: total?.n ?? 0 };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Vendor/GetById',
      summary: 'One vendor',
      permission: 'vendor.view',
      query: idQuerySchema,
      response: vendorSchema,
      handler: ({ tx, query }) => mustGet(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Vendor',
      summary: 'Create a vendor (organisation users only)',
      permission: 'vendor.create',
      body: vendorCreateSchema,
      response: vendorSchema,
      handler: async ({ tx, auth, body }) => mustGet(tx, await createVendor(tx, auth, body)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Vendor',
      summary: 'Update a vendor (send the version you edited)',
      permission: 'vendor.update',
      query: idQuerySchema,
      body: vendorUpdateSchema,
      response: vendorSchema,
      handler: async ({ tx, auth, query, body }) => {
        await mustGet(tx, query.id);
        await updateVendor(tx, auth, query.id, body);
        return mustGet(tx, query.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Vendor',
      summary: 'Delete a vendor that no user, crew or workforce member belongs to (organisation users only)',
      permission: 'vendor.delete',
      query: idQuerySchema,
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        assertOrganisationCaller(auth);
        const current = await mustGet(tx, query.id);
        assertUnreferenced(`The vendor "${current.name}"`, [
          await findReferences(
            tx,
            { table: userAccount, name: userAccount.name, where: eq(userAccount.vendorId, query.id) },
            ['user', 'users'],
          ),
          await findReferences(tx, { table: crew, name: crew.name, where: eq(crew.vendorId, query.id) }, [
            'crew',
            'crews',
          ]),
          await findReferences(
            tx,
            { table: workforce, name: workforce.name, where: eq(workforce.vendorId, query.id) },
            ['mobile workforce member', 'mobile workforce members'],
          ),
          ...(await assetPlaceReferences(tx, 'vendor', query.id)),
          await workOrderReferences(tx, 'vendor', query.id),
        ]);
        await tx.delete(vendor).where(eq(vendor.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );

  defineImportRoute(app, 'vendor');
}
