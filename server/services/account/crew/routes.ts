import { asc, count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  crewCreateSchema,
  crewListQuerySchema,
  crewListSchema,
  crewLookupQuerySchema,
  crewLookupSchema,
  crewSchema,
  crewUpdateSchema,
} from '../../../../src/domain/crews';
import { idQuerySchema } from '../../../../src/domain/fields';
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

const tags = ['Crew'];

/** Crews of the organisation or of a vendor, with their members; vendor users see only their vendor's. */
export async function crewRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    path: 'Crew',
    tags,
    response: crewSchema,
    get: getCrew,
    notFound: SERVER_MESSAGES.crewNotFound,
    list: {
      summary: 'Crews, paged and searched, filtered by vendor (null: the organisation’s own) and activity',
      permission: 'crew.view',
      filter: crewListQuerySchema,
      response: crewListSchema,
      list: listCrews,
    },
    byId: {
      summary: 'One crew with its members (leader first)',
      permission: 'crew.view',
      id: { query: idQuerySchema },
    },
    create: {
      summary: 'Create a crew with its members; whoever manages the crew is notified of the new members',
      permission: 'crew.create',
      body: crewCreateSchema,
      create: createCrew,
    },
    update: {
      summary: 'Update a crew and replace its members (send the version you edited)',
      permission: 'crew.update',
      id: { query: idQuerySchema },
      body: crewUpdateSchema,
      update: updateCrew,
    },
    remove: {
      summary: 'Delete a crew that holds no assets and no asset history names; its memberships go with it',
      permission: 'crew.delete',
      id: { query: idQuerySchema },
      table: crew,
      subject: (current) => `The crew "${current.name}"`,
      references: async (tx, id) => [
        ...(await assetPlaceReferences(tx, 'crew', id)),
        await workOrderReferences(tx, 'crew', id),
      ],
    },
  });

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/CrewAccessGroup/GetAllCrews',
      summary: 'The crew dropdown: ids and names, 100 per page, searched by searchTerm, filtered by vendorId',
      permission: 'signed-in',
      body: crewLookupQuerySchema,
      response: crewLookupSchema,
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
    },
    tags,
  );

  defineImportRoute(app, 'crew');
}
