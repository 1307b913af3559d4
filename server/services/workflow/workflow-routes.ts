import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camelQuery, deletedSchema, idQuerySchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import {
  workflowActivitiesQuerySchema,
  workflowActivitiesSchema,
  workflowActivitiesUpdateSchema,
  workflowCreateSchema,
  workflowDetailSchema,
  workflowListQuerySchema,
  workflowListSchema,
  workflowUpdateSchema,
} from '../../../src/domain/workflows';
import type { Tx } from '../../db/client';
import { workflow } from '../../db/schema/index';
import { newId } from '../../lib/crypto';
import { conflict, notFound } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { withUniqueFields } from '../../lib/unique-violation';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { assertUnreferenced } from '../../lib/references';
import { updateAtVersion } from '../../lib/versioned';
import { workOrderReferences } from '../workorder/references';
import { getWorkflow, getWorkflowActivities, listWorkflows, publishVersion } from './workflows';

const tags = ['WorkFlow'];
const uniqueFields = { workflow_name_uq: { field: 'Name', message: SERVER_MESSAGES.workflowNameInUse } };
const idQuery = camelQuery(idQuerySchema);

async function mustGet(tx: Tx, id: string) {
  const found = await getWorkflow(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.workflowNotFound);
  return found;
}

async function withActivities(tx: Tx, id: string) {
  const found = await mustGet(tx, id);
  return { ...found, activities: (await getWorkflowActivities(tx, id, found.publishedVersion)) ?? [] };
}

/** Workflow templates: an ordered set of activities, published in versions that running work orders keep. */
export async function workflowRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/WorkFlow/GetAllWorkFlowsForOrganisation',
      summary: 'Workflows, paged and searched by name (returned as workFlows)',
      permission: 'workflow.view',
      body: workflowListQuerySchema,
      response: workflowListSchema,
      handler: ({ tx, body }) => listWorkflows(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/WorkFlow/GetWorkFlowById',
      summary: 'One workflow with the activities of its published version',
      permission: 'workflow.view',
      query: idQuery,
      response: workflowDetailSchema,
      handler: ({ tx, query }) => withActivities(tx, query.id),
    },
    tags,
  );

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
      method: 'POST',
      url: '/WorkFlow',
      summary: 'Create a workflow and publish its first version (organisation users only)',
      permission: 'workflow.create',
      body: workflowCreateSchema,
      response: workflowDetailSchema,
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        const id = body.id ?? newId();
        await withUniqueFields(
          () =>
            tx.insert(workflow).values({
              organisationId: auth.organisationId,
              id,
              name: body.name,
              description: body.description,
              isActive: body.isActive,
              publishedVersion: 1,
              createdBy: auth.userId,
              updatedBy: auth.userId,
            }),
          uniqueFields,
        );
        await publishVersion(tx, auth, id, 1, body.activities);
        return withActivities(tx, id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/WorkFlow',
      summary: 'Update a workflow’s name, description and active flag (send the version you edited)',
      permission: 'workflow.update',
      query: idQuery,
      body: workflowUpdateSchema,
      response: workflowDetailSchema,
      handler: async ({ tx, auth, query, body }) => {
        assertOrganisationCaller(auth);
        await mustGet(tx, query.id);
        const values = { name: body.name, description: body.description, isActive: body.isActive };
        await withUniqueFields(
          () =>
            updateAtVersion(
              tx,
              workflow,
              { id: query.id, version: body.version, userId: auth.userId },
              values,
              () => getWorkflow(tx, query.id),
            ),
          uniqueFields,
        );
        return withActivities(tx, query.id);
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

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/WorkFlow',
      summary:
        'Delete a workflow and its versions; refused while work orders use it (make it inactive instead)',
      permission: 'workflow.delete',
      query: idQuery,
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        assertOrganisationCaller(auth);
        const current = await mustGet(tx, query.id);
        assertUnreferenced(`The workflow "${current.name}"`, [
          await workOrderReferences(tx, 'workflow', query.id),
        ]);
        await tx.delete(workflow).where(eq(workflow.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );
}
