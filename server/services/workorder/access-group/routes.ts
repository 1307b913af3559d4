import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Tx } from '../../../db/client';
import { accessGroup } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError, notFound } from '../../../lib/http-errors';
import { assertUnreferenced } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import { withUniqueFields } from '../../../lib/unique-violation';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { updateAtVersion } from '../../../lib/versioned';
import { accessGroupReferences } from '../references';
import { addToTree, isInSubtree, moveInTree } from './tree';
import { getAccessGroup, groupsByProject, listAccessGroups } from './queries';
import { getProject } from '../project/queries';

const uniqueFields = {
  access_group_name_uq: { field: 'Name', message: SERVER_MESSAGES.accessGroupNameInUse },
};

async function mustGet(tx: Tx, id: string) {
  const found = await getAccessGroup(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.accessGroupNotFound);
  return found;
}

/** The parent must be a group of the same project; null is the top level. */
async function assertParent(tx: Tx, projectId: string, parentId: string | null) {
  if (!parentId) return;
  const found = await getAccessGroup(tx, parentId);
  if (!found) throw fieldError('ParentId', SERVER_MESSAGES.accessGroupNotFound);
  if (found.projectId !== projectId) throw fieldError('ParentId', SERVER_MESSAGES.parentInOtherProject);
}

/** Access groups: a tree per project, by parentId. Organisation users shape it; everyone with the key reads it. */
export async function accessGroupRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllAccessGroups, {
    handler: ({ tx, body }) => listAccessGroups(tx, body),
  });

  defineRoute(app, contracts.getUserAccessGroups, {
    handler: ({ tx, body }) => groupsByProject(tx, body.projectId),
  });

  defineRoute(app, contracts.getAccessGroupById, {
    handler: ({ tx, query }) => mustGet(tx, query.id),
  });

  defineRoute(app, contracts.createAccessGroup, {
    handler: async ({ tx, auth, body }) => {
      assertOrganisationCaller(auth);
      if (!(await getProject(tx, body.projectId)))
        throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
      await assertParent(tx, body.projectId, body.parentId);
      const id = body.id ?? newId();
      await withUniqueFields(
        () =>
          tx.insert(accessGroup).values({
            organisationId: auth.organisationId,
            id,
            projectId: body.projectId,
            parentId: body.parentId,
            name: body.name,
            createdBy: auth.userId,
            updatedBy: auth.userId,
          }),
        uniqueFields,
      );
      await addToTree(tx, auth.organisationId, id, body.parentId);
      return mustGet(tx, id);
    },
  });

  defineRoute(app, contracts.updateAccessGroup, {
    handler: async ({ tx, auth, query, body }) => {
      assertOrganisationCaller(auth);
      const current = await mustGet(tx, query.id);
      if (body.projectId && body.projectId !== current.projectId)
        throw fieldError('ProjectId', SERVER_MESSAGES.accessGroupProjectFixed);
      await assertParent(tx, current.projectId, body.parentId);
      if (body.parentId && (await isInSubtree(tx, query.id, body.parentId)))
        throw fieldError('ParentId', SERVER_MESSAGES.accessGroupCycle);
      await withUniqueFields(
        () =>
          updateAtVersion(
            tx,
            accessGroup,
            { id: query.id, version: body.version, userId: auth.userId },
            { name: body.name, parentId: body.parentId },
            () => getAccessGroup(tx, query.id),
          ),
        uniqueFields,
      );
      if (body.parentId !== current.parentId)
        await moveInTree(tx, auth.organisationId, query.id, body.parentId);
      return mustGet(tx, query.id);
    },
  });

  defineRoute(app, contracts.deleteAccessGroup, {
    handler: async ({ tx, auth, query }) => {
      assertOrganisationCaller(auth);
      const current = await mustGet(tx, query.id);
      assertUnreferenced(`The access group "${current.name}"`, await accessGroupReferences(tx, query.id));
      await tx.delete(accessGroup).where(eq(accessGroup.id, query.id));
      return { id: query.id };
    },
  });
}
