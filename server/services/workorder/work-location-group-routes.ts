import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletedSchema, idQuerySchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import {
  workLocationGroupCreateSchema,
  workLocationGroupDetailSchema,
  workLocationGroupListQuerySchema,
  workLocationGroupListSchema,
  workLocationGroupUpdateSchema,
} from '../../../src/domain/work-location-groups';
import type { Tx } from '../../db/client';
import { locationGroupAssignment, workLocationGroup } from '../../db/schema/index';
import { newId } from '../../lib/crypto';
import { fieldError, notFound } from '../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../lib/references';
import { defineRoute } from '../../lib/route';
import { withUniqueFields } from '../../lib/unique-violation';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { versionedUpdate } from '../../lib/versioned';
import { getProject } from './projects';
import { getLocationGroup, listLocationGroups, replaceMembers, visibleLocationIds } from './work-location-groups';

const tags = ['WorkLocationGroup'];
const uniqueFields = { work_location_group_name_uq: { field: 'Name', message: SERVER_MESSAGES.workLocationGroupNameInUse } };

async function mustGet(tx: Tx, id: string) {
  const found = await getLocationGroup(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.workLocationGroupNotFound);
  return found;
}

async function assertMembers(tx: Tx, projectId: string, ids: string[]) {
  const visible = await visibleLocationIds(tx, projectId, ids);
  if (visible.size !== ids.length) throw fieldError('WorkLocationIds', SERVER_MESSAGES.locationsNotInProject);
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
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        if (!(await getProject(tx, body.projectId))) throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
        await assertMembers(tx, body.projectId, body.workLocationIds);
        const id = body.id ?? newId();
        await withUniqueFields(
          () =>
            tx.insert(workLocationGroup).values({
              organisationId: auth.organisationId,
              id,
              projectId: body.projectId,
              name: body.name,
              description: body.description,
              createdBy: auth.userId,
              updatedBy: auth.userId,
            }),
          uniqueFields,
        );
        await replaceMembers(tx, auth.organisationId, id, body.workLocationIds);
        return mustGet(tx, id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WorkLocationGroup',
      summary: 'Rename a group and replace its members (send the version you edited; organisation users only)',
      permission: 'workLocationGroup.update',
      query: idQuerySchema,
      body: workLocationGroupUpdateSchema,
      response: workLocationGroupDetailSchema,
      handler: async ({ tx, auth, query, body }) => {
        assertOrganisationCaller(auth);
        const current = await mustGet(tx, query.id);
        await assertMembers(tx, current.projectId, body.workLocationIds);
        await withUniqueFields(
          () =>
            versionedUpdate(
              () =>
                tx
                  .update(workLocationGroup)
                  .set({ name: body.name, description: body.description, version: sql`${workLocationGroup.version} + 1`, updatedAt: sql`now()`, updatedBy: auth.userId })
                  .where(and(eq(workLocationGroup.id, query.id), eq(workLocationGroup.version, body.version)))
                  .returning({ id: workLocationGroup.id }),
              () => getLocationGroup(tx, query.id),
            ),
          uniqueFields,
        );
        await replaceMembers(tx, auth.organisationId, query.id, body.workLocationIds);
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
          await findReferences(tx, { table: locationGroupAssignment, name: locationGroupAssignment.kind, where: sql`${query.id}::uuid = any(${locationGroupAssignment.groupIds})` }, [
            'assignment',
            'assignments',
          ]),
        ]);
        await tx.delete(workLocationGroup).where(eq(workLocationGroup.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );
}
