import { and, asc, count, eq, sql } from 'drizzle-orm';
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
import { newId } from '../../lib/crypto';
import { notFound } from '../../lib/http-errors';
import { assertUnreferenced } from '../../lib/references';
import { assetPlaceReferences } from '../asset/references';
import { workOrderReferences } from '../workorder/references';
import { defineRoute } from '../../lib/route';
import { withUniqueFields } from '../../lib/unique-violation';
import { assertVendorExists, resolveVendorId } from '../../lib/vendor-scope';
import { versionedUpdate } from '../../lib/versioned';
import { checkMembers, notifyAddedToCrew, replaceMembers } from './crew-members';
import { crewFilter, getCrew, listCrews } from './crews';

const tags = ['Crew'];
const uniqueFields = {
  crew_name_uq: { field: 'Name', message: SERVER_MESSAGES.crewNameInUse },
  crew_code_uq: { field: 'Code', message: SERVER_MESSAGES.crewCodeInUse },
};

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
      handler: async ({ tx, auth, body }) => {
        const vendorId = resolveVendorId(auth, body.vendorId);
        await assertVendorExists(tx, vendorId);
        const names = await checkMembers(tx, vendorId, body.members);
        const id = body.id ?? newId();
        await withUniqueFields(
          () =>
            tx.insert(crew).values({
              organisationId: auth.organisationId,
              id,
              name: body.name,
              code: body.code,
              vendorId,
              isActive: body.isActive,
              createdBy: auth.userId,
              updatedBy: auth.userId,
            }),
          uniqueFields,
        );
        const added = await replaceMembers(tx, auth, { id, vendorId }, body.members);
        await notifyAddedToCrew(tx, auth, { id, name: body.name, vendorId }, added, names);
        return mustGet(tx, id);
      },
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
        const vendorId = resolveVendorId(auth, body.vendorId);
        await assertVendorExists(tx, vendorId);
        const names = await checkMembers(tx, vendorId, body.members);
        await withUniqueFields(
          () =>
            versionedUpdate(
              () =>
                tx
                  .update(crew)
                  .set({
                    name: body.name,
                    code: body.code,
                    vendorId,
                    isActive: body.isActive,
                    version: sql`${crew.version} + 1`,
                    updatedAt: sql`now()`,
                    updatedBy: auth.userId,
                  })
                  .where(and(eq(crew.id, query.id), eq(crew.version, body.version)))
                  .returning({ id: crew.id }),
              () => getCrew(tx, query.id),
            ),
          uniqueFields,
        );
        const added = await replaceMembers(tx, auth, { id: query.id, vendorId }, body.members);
        await notifyAddedToCrew(tx, auth, { id: query.id, name: body.name, vendorId }, added, names);
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
}
