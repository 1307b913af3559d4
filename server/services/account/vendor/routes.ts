import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import {
  vendorCreateSchema,
  vendorListQuerySchema,
  vendorListSchema,
  vendorLookupQuerySchema,
  vendorLookupSchema,
  vendorSchema,
  vendorUpdateSchema,
} from '../../../../src/domain/vendors';
import { crew, userAccount, vendor, workforce } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { findReferences } from '../../../lib/references';
import { assetPlaceReferences } from '../../asset/index';
import { workOrderReferences } from '../../../lib/work-order-references';
import { defineRoute } from '../../../lib/route';
import { defineImportRoute } from '../../file/index';
import { createVendor, updateVendor } from './writes';
import { getVendor, listVendors, vendorSearch } from './queries';

const tags = ['Vendor'];

/** Vendors: contractor companies. A vendor user sees (and may edit) only its own vendor. */
export async function vendorRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    path: 'Vendor',
    tags,
    response: vendorSchema,
    get: getVendor,
    notFound: SERVER_MESSAGES.vendorNotFound,
    list: {
      summary:
        'Vendors, paged and searched (name, code, contact, email), with their user, crew and workforce counts',
      permission: 'vendor.view',
      filter: vendorListQuerySchema,
      response: vendorListSchema,
      list: listVendors,
    },
    byId: { summary: 'One vendor', permission: 'vendor.view', id: { query: idQuerySchema } },
    create: {
      summary: 'Create a vendor (organisation users only)',
      permission: 'vendor.create',
      body: vendorCreateSchema,
      create: createVendor,
    },
    update: {
      summary: 'Update a vendor (send the version you edited)',
      permission: 'vendor.update',
      id: { query: idQuerySchema },
      body: vendorUpdateSchema,
      update: updateVendor,
    },
    remove: {
      summary: 'Delete a vendor that no user, crew or workforce member belongs to (organisation users only)',
      permission: 'vendor.delete',
      id: { query: idQuerySchema },
      organisationOnly: true,
      table: vendor,
      subject: (current) => `The vendor "${current.name}"`,
      references: async (tx, id) => [
        await findReferences(
          tx,
          { table: userAccount, name: userAccount.name, where: eq(userAccount.vendorId, id) },
          ['user', 'users'],
        ),
        await findReferences(tx, { table: crew, name: crew.name, where: eq(crew.vendorId, id) }, [
          'crew',
          'crews',
        ]),
        await findReferences(
          tx,
          { table: workforce, name: workforce.name, where: eq(workforce.vendorId, id) },
          ['mobile workforce member', 'mobile workforce members'],
        ),
        ...(await assetPlaceReferences(tx, 'vendor', id)),
        await workOrderReferences(tx, 'vendor', id),
      ],
    },
  });

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

  defineImportRoute(app, 'vendor');
}
