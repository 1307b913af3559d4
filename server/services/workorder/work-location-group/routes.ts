import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Tx } from '../../../db/client';
import { locationGroupAssignment, workLocationGroup } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import { defineExportRoute, defineImportRoute } from '../../file/index';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { getLocationGroup, listLocationGroups } from './queries';
import { createLocationGroup, updateLocationGroup } from './writes';

async function mustGet(tx: Tx, id: string) {
  const found = await getLocationGroup(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.workLocationGroupNotFound);
  return found;
}

/** Work-location groups: named sets of locations of one project (organisation users shape them). */
export async function workLocationGroupRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllWorkLocationGroups, {
    handler: ({ tx, body }) => listLocationGroups(tx, body),
  });

  defineRoute(app, contracts.getWorkLocationGroupById, {
    handler: ({ tx, query }) => mustGet(tx, query.id),
  });

  defineRoute(app, contracts.createWorkLocationGroup, {
    handler: async ({ tx, auth, body }) => mustGet(tx, await createLocationGroup(tx, auth, body)),
  });

  defineRoute(app, contracts.updateWorkLocationGroup, {
    handler: async ({ tx, auth, query, body }) => {
      await updateLocationGroup(tx, auth, query.id, body);
      return mustGet(tx, query.id);
    },
  });

  defineRoute(app, contracts.deleteWorkLocationGroup, {
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
  });

  defineImportRoute(app, 'workLocationGroup', contracts.importWorkLocationGroups);
  defineExportRoute(app, 'workLocationGroup', contracts.exportWorkLocationGroups);
}
