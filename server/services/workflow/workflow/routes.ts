import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workflow/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { workflowDetailSchema } from '../../../../src/domain/workflows';
import type { Tx } from '../../../db/client';
import { workflow } from '../../../db/schema/index';
import { defineCrudRoutes, orNotFound } from '../../../lib/crud';
import { conflict, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { workOrderReferences } from '../../../lib/work-order-references';
import { createWorkflow, updateWorkflow } from './writes';
import {
  getWorkflow,
  getWorkflowActivities,
  getWorkflowDetail,
  listWorkflows,
  publishVersion,
} from './queries';

const mustGet = (tx: Tx, id: string) => orNotFound(getWorkflow(tx, id), SERVER_MESSAGES.workflowNotFound);
const withActivities = (tx: Tx, id: string) =>
  orNotFound(getWorkflowDetail(tx, id), SERVER_MESSAGES.workflowNotFound);

/** Workflow templates: an ordered set of activities, published in versions that running work orders keep. */
export async function workflowRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    response: workflowDetailSchema,
    get: getWorkflowDetail,
    notFound: SERVER_MESSAGES.workflowNotFound,
    list: { contract: contracts.getAllWorkflows, list: listWorkflows },
    byId: { contract: contracts.getWorkflowById },
    create: { contract: contracts.createWorkflow, create: createWorkflow },
    update: { contract: contracts.updateWorkflow, organisationOnly: true, update: updateWorkflow },
    remove: {
      contract: contracts.deleteWorkflow,
      organisationOnly: true,
      table: workflow,
      subject: (current) => `The workflow "${current.name}"`,
      references: async (tx, id) => [await workOrderReferences(tx, 'workflow', id)],
    },
  });

  defineRoute(app, contracts.getWorkActivities, {
    handler: async ({ tx, query }) => {
      const found = await mustGet(tx, query.workflowId);
      const publishedVersion = query.publishedVersion ?? found.publishedVersion;
      const activities = await getWorkflowActivities(tx, query.workflowId, publishedVersion);
      if (!activities) throw notFound(SERVER_MESSAGES.workflowNotFound);
      return { publishedVersion, activities };
    },
  });

  defineRoute(app, contracts.updateWorkActivities, {
    handler: async ({ tx, auth, query, body }) => {
      assertOrganisationCaller(auth);
      await mustGet(tx, query.id);
      const [bumped] = await tx
        .update(workflow)
        .set({
          publishedVersion: sql`${workflow.publishedVersion} + 1`,
          version: sql`${workflow.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: auth.userId,
        })
        .where(and(eq(workflow.id, query.id), eq(workflow.version, body.version)))
        .returning({ publishedVersion: workflow.publishedVersion });
      if (!bumped) throw conflict(SERVER_MESSAGES.staleVersion, await withActivities(tx, query.id));
      await publishVersion(tx, auth, query.id, bumped.publishedVersion, body.activities);
      return withActivities(tx, query.id);
    },
  });
}
