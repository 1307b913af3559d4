import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camelQuery, idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  workflowActivitiesQuerySchema,
  workflowActivitiesSchema,
  workflowActivitiesUpdateSchema,
  workflowCreateSchema,
  workflowDetailSchema,
  workflowListQuerySchema,
  workflowListSchema,
  workflowUpdateSchema,
} from '../../../../src/domain/workflows';
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

const tags = ['WorkFlow'];
const idQuery = camelQuery(idQuerySchema);

const mustGet = (tx: Tx, id: string) => orNotFound(getWorkflow(tx, id), SERVER_MESSAGES.workflowNotFound);
const withActivities = (tx: Tx, id: string) =>
  orNotFound(getWorkflowDetail(tx, id), SERVER_MESSAGES.workflowNotFound);

/** Workflow templates: an ordered set of activities, published in versions that running work orders keep. */
export async function workflowRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    path: 'WorkFlow',
    tags,
    response: workflowDetailSchema,
    get: getWorkflowDetail,
    notFound: SERVER_MESSAGES.workflowNotFound,
    list: {
      url: '/WorkFlow/GetAllWorkFlowsForOrganisation',
      summary: 'Workflows, paged and searched by name (returned as workFlows)',
      permission: 'workflow.view',
      filter: workflowListQuerySchema,
      response: workflowListSchema,
      list: listWorkflows,
    },
    byId: {
      url: '/WorkFlow/GetWorkFlowById',
      summary: 'One workflow with the activities of its published version',
      permission: 'workflow.view',
      id: { query: idQuery },
    },
    create: {
      summary: 'Create a workflow and publish its first version (organisation users only)',
      permission: 'workflow.create',
      body: workflowCreateSchema,
      create: createWorkflow,
    },
    update: {
      summary: 'Update a workflow’s name, description and active flag (send the version you edited)',
      permission: 'workflow.update',
      id: { query: idQuery },
      organisationOnly: true,
      body: workflowUpdateSchema,
      update: updateWorkflow,
    },
    remove: {
      summary:
        'Delete a workflow and its versions; refused while work orders use it (make it inactive instead)',
      permission: 'workflow.delete',
      id: { query: idQuery },
      organisationOnly: true,
      table: workflow,
      subject: (current) => `The workflow "${current.name}"`,
      references: async (tx, id) => [await workOrderReferences(tx, 'workflow', id)],
    },
  });

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/WorkFlow/GetWorkActivities',
      summary: 'The activities of a workflow version (the published one when no version is named)',
      permission: 'workflow.view',
      query: camelQuery(workflowActivitiesQuerySchema),
      response: workflowActivitiesSchema,
      handler: async ({ tx, query }) => {
        const found = await mustGet(tx, query.workflowId);
        const publishedVersion = query.publishedVersion ?? found.publishedVersion;
        const activities = await getWorkflowActivities(tx, query.workflowId, publishedVersion);
        if (!activities) throw notFound(SERVER_MESSAGES.workflowNotFound);
        return { publishedVersion, activities };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WorkFlow/UpdateWorkActivities',
      summary:
        'Publish a new version of a workflow’s activities; earlier versions stay with their work orders',
      permission: 'workflow.update',
      query: idQuery,
      body: workflowActivitiesUpdateSchema,
      response: workflowDetailSchema,
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
    },
    tags,
  );
}
