import { asc, count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/index';
import { crewSchema } from '../../../../src/domain/crews';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import { crew } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { assetPlaceReferences } from '../../asset/index';
import { workOrderReferences } from '../../../lib/work-order-references';
import { defineRoute } from '../../../lib/route';
import { defineImportRoute } from '../../file/index';
import { createCrew, updateCrew } from './writes';
import { crewFilter, getCrew, listCrews } from './queries';

/** Crews of the organisation or of a vendor, with their members; vendor users see only their vendor's. */
export async function crewRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    response: crewSchema,
    get: getCrew,
    notFound: SERVER_MESSAGES.crewNotFound,
    list: { contract: contracts.getAllCrews, list: listCrews },
    byId: { contract: contracts.getCrewById },
    create: { contract: contracts.createCrew, create: createCrew },
    update: { contract: contracts.updateCrew, update: updateCrew },
    remove: {
      contract: contracts.deleteCrew,
      table: crew,
      subject: (current) => `The crew "${current.name}"`,
      references: async (tx, id) => [
        ...(await assetPlaceReferences(tx, 'crew', id)),
        await workOrderReferences(tx, 'crew', id),
      ],
    },
  });

  defineRoute(app, contracts.getCrewLookup, {
    handler: async ({ tx, body }) => {
      const where = crewFilter({
        search: body.searchTerm,
        vendorId: body.vendorId,
        isActive: body.includeInactive ? undefined : true,
      });
      const crews = await tx
        .select({ id: crew.id, name: crew.name, vendorId: crew.vendorId })
        .from(crew)
        .where(where)
        .orderBy(asc(crew.name), asc(crew.id))
        .limit(body.pageSize)
        .offset(offsetOf(body));
      const [total] = await tx.select({ n: count() }).from(crew).where(where);
      return { crews, pageTotal: total?.n ?? 0 };
    },
  });

  defineImportRoute(app, 'crew', contracts.importCrews);
}
