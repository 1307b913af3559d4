import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  crewCreateSchema,
  crewListQuerySchema,
  crewListSchema,
  crewLookupQuerySchema,
  crewLookupSchema,
  crewSchema,
  crewUpdateSchema,
} from '../../../src/domain/crews';
import { deletedSchema, idQuerySchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import { offsetOf } from '../../../src/domain/paging';
import type { Tx } from '../../db/client';
import { crew } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { assertUnreferenced } from '../../lib/references';
import { assetPlaceReferences } from '../asset/references';
import { workOrderReferences } from '../workorder/references';
import { defineRoute } from '../../lib/route';
import { defineImportRoute } from '../file/import-route';
import { createCrew, updateCrew } from './crew-writes';
import { crewFilter, getCrew, listCrews } from './crews';

const tags = ['Crew'];

async function mustGet(tx: Tx, id: string) {
  const found = await getCrew(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.crewNotFound);
  return found;
}

/** Crews of the organisation or of a vendor, with their members; vendor users see only their vendor's. */
export async function crewRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Crew/GetAll',
      summary: 'Crews, paged and searched, filtered by vendor (null: the organisation’s own) and activity',
      permission: 'crew.view',
      body: crewListQuerySchema,
      response: crewListSchema,
      handler: ({ tx, body }) => listCrews(tx, body),
    },
    tags,
  );

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

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Crew/GetById',
      summary: 'One crew with its members (leader first)',
      permission: 'crew.view',
      query: idQuerySchema,
      response: crewSchema,
      handler: ({ tx, query }) => mustGet(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Crew',
      summary: 'Create a crew with its members; whoever manages the crew is notified of the new members',
      permission: 'crew.create',
      body: crewCreateSchema,
      response: crewSchema,
      handler: async ({ tx, auth, body }) => mustGet(tx, await createCrew(tx, auth, body)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Crew',
      summary: 'Update a crew and replace its members (send the version you edited)',
      permission: 'crew.update',
      query: idQuerySchema,
      body: crewUpdateSchema,
      response: crewSchema,
      handler: async ({ tx, auth, query, body }) => {
        await mustGet(tx, query.id);
        await updateCrew(tx, auth, query.id, body);
        return mustGet(tx, query.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Crew',
      summary: 'Delete a crew that holds no assets and no asset history names; its memberships go with it',
      permission: 'crew.delete',
      query: idQuerySchema,
      response: deletedSchema,
      handler: async ({ tx, query }) => {
        const current = await mustGet(tx, query.id);
        assertUnreferenced(`The crew "${current.name}"`, [
          ...(await assetPlaceReferences(tx, 'crew', query.id)),
          await workOrderReferences(tx, 'crew', query.id),
        ]);
        await tx.delete(crew).where(eq(crew.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );

  defineImportRoute(app, 'crew');
}
