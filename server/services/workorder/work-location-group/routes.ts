import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletedSchema, idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  workLocationGroupCreateSchema,
  workLocationGroupDetailSchema,
  workLocationGroupListQuerySchema,
  workLocationGroupListSchema,
  workLocationGroupUpdateSchema,
} from '../../../../src/domain/work-location-groups';
import type { Tx } from '../../../db/client';
import { locationGroupAssignment, workLocationGroup } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import { defineExportRoute, defineImportRoute } from '../../file/index';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { getLocationGroup, listLocationGroups } from './queries';
import { createLocationGroup, updateLocationGroup } from './writes';

const tags = ['WorkLocationGroup'];

async function mustGet(tx: Tx, id: string) {
  const found = await getLocationGroup(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.workLocationGroupNotFound);
  return found;
}

/** Work-location groups: named sets of locations of one project (organisation users shape them). */
export async function workLocationGroupRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/WorkLocationGroup/GetAll',
      summary: 'Work-location groups, paged, by project and searched by name',
      permission: 'workLocationGroup.view',
      body: workLocationGroupListQuerySchema,
      response: workLocationGroupListSchema,
      handler: ({ tx, body }) => listLocationGroups(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/WorkLocationGroup/GetById',
      summary: 'One group with the member locations the caller may see',
      permission: 'workLocationGroup.view',
      query: idQuerySchema,
      response: workLocationGroupDetailSchema,
      handler: ({ tx, query }) => mustGet(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/WorkLocationGroup',
      summary: 'Create a group of locations of one project (organisation users only)',
      permission: 'workLocationGroup.create',
      body: workLocationGroupCreateSchema,
      response: workLocationGroupDetailSchema,
      handler: async ({ tx, auth, body }) => mustGet(tx, await createLocationGroup(tx, auth, body)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WorkLocationGroup',
      summary:
        'Rename a group and replace its members (send the version you edited; organisation users only)',
      permission: 'workLocationGroup.update',
      query: idQuerySchema,
      body: workLocationGroupUpdateSchema,
      response: workLocationGroupDetailSchema,
      handler: async ({ tx, auth, query, body }) => {
        await updateLocationGroup(tx, auth, query.id, body);
        return mustGet(tx, query.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/WorkLocationGroup',
      summary: 'Delete a group no vendor or crew is assigned; its locations stay (organisation users only)',
      permission: 'workLocationGroup.delete',
      query: idQuerySchema,
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        assertOrganisationCaller(auth);
        const current = await mustGet(tx, query.id);
        assertUnreferenced(`The work location group "${current.name}"`, [
          await findReferences(
            tx,
            {
              table: locationGroupAssignment,
              name: locationGroupAssignment.kind,
              where: sql`${query.id}::uuid = any(${locationGroupAssignment.groupIds})`,
            },
            ['assignment', 'assignments'],
          ),
        ]);
        await tx.delete(workLocationGroup).where(eq(workLocationGroup.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );

  defineImportRoute(app, 'workLocationGroup');
  defineExportRoute(app, 'workLocationGroup');
}
