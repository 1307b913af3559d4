import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import { vendorSchema } from '../../../../src/domain/vendors';
import { crew, userAccount, vendor, workforce } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { findReferences } from '../../../lib/references';
import { assetPlaceReferences } from '../../asset/index';
import { workOrderReferences } from '../../../lib/work-order-references';
import { defineRoute } from '../../../lib/route';
import { defineImportRoute } from '../../file/index';
import { createVendor, updateVendor } from './writes';
import { getVendor, listVendors, vendorSearch } from './queries';

/** Vendors: contractor companies. A vendor user sees (and may edit) only its own vendor. */
export async function vendorRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    response: vendorSchema,
    get: getVendor,
    notFound: SERVER_MESSAGES.vendorNotFound,
    list: { contract: contracts.getAllVendors, list: listVendors },
    byId: { contract: contracts.getVendorById },
    create: { contract: contracts.createVendor, create: createVendor },
    update: { contract: contracts.updateVendor, update: updateVendor },
    remove: {
      contract: contracts.deleteVendor,
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

  defineRoute(app, contracts.getVendorLookup, {
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
  });

  defineImportRoute(app, 'vendor', contracts.importVendors);
}
