import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camelQuery, deletedSchema, idQuerySchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import {
  ACTIVITY_TYPES,
  activityTemplateCreateSchema,
  activityTemplateListQuerySchema,
  activityTemplateListSchema,
  activityTemplateSchema,
  activityTemplateUpdateSchema,
  activityTypeListSchema,
  activityTypeQuerySchema,
} from '../../../src/domain/workflows';
import type { Tx } from '../../db/client';
import { activityTemplate, workflow, workflowTemplateUse } from '../../db/schema/index';
import { newId } from '../../lib/crypto';
import { notFound } from '../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../lib/references';
import { defineRoute } from '../../lib/route';
import { withUniqueFields } from '../../lib/unique-violation';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { updateAtVersion } from '../../lib/versioned';
import { getActivityTemplate, listActivityTemplates, savedTasks } from './activity-templates';

const tags = ['ActivityTemplate'];
const uniqueFields = { activity_template_name_uq: { field: 'Name', message: SERVER_MESSAGES.activityTemplateNameInUse } };
const idQuery = camelQuery(idQuerySchema);

export async function mustGetActivityTemplate(tx: Tx, id: string) {
  const found = await getActivityTemplate(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.activityTemplateNotFound);
  return found;
}

/** Activity types and activity templates: the building blocks of workflows. */
export async function activityTemplateRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/ActivityType/GetAllActivityTypes',
      summary: 'The activity types (Survey, Installation, Inspection, Maintenance, Replacement, Disconnection)',
      permission: 'signed-in',
      response: activityTypeListSchema,
      handler: async () => ({ activityTypes: ACTIVITY_TYPES.map((t) => ({ ...t })) }),
    },
    ['ActivityType'],
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/WorkFlow/GetTemplateActivityByActivityTypeId',
      summary: 'The activity templates of one activity type',
      permission: ['activityTemplate.view', 'workflow.view'],
      query: camelQuery(activityTypeQuerySchema),
      response: activityTemplateListSchema,
      handler: ({ tx, query }) => listActivityTemplates(tx, { page: 1, pageSize: 500, activityTypeId: query.activityTypeId }),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/ActivityTemplate/GetAll',
      summary: 'Activity templates, paged, searched by name, optionally of one activity type',
      permission: ['activityTemplate.view', 'workflow.view'],
      body: activityTemplateListQuerySchema,
      response: activityTemplateListSchema,
      handler: ({ tx, body }) => listActivityTemplates(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/ActivityTemplate/GetById',
      summary: 'One activity template with its tasks and form elements',
      permission: ['activityTemplate.view', 'workflow.view'],
      query: idQuery,
      response: activityTemplateSchema,
      handler: ({ tx, query }) => mustGetActivityTemplate(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/ActivityTemplate',
      summary: 'Create an activity template (organisation users only)',
      permission: 'activityTemplate.create',
      body: activityTemplateCreateSchema,
      response: activityTemplateSchema,
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        const id = body.id ?? newId();
        await withUniqueFields(
          () =>
            tx.insert(activityTemplate).values({
              organisationId: auth.organisationId,
              id,
              name: body.name,
              description: body.description,
              activityTypeId: body.activityTypeId,
              tasks: savedTasks(body.tasks),
              createdBy: auth.userId,
              updatedBy: auth.userId,
            }),
          uniqueFields,
        );
        return mustGetActivityTemplate(tx, id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/ActivityTemplate',
      summary: 'Update an activity template; workflows keep the copy they published until republished',
      permission: 'activityTemplate.update',
      query: idQuery,
      body: activityTemplateUpdateSchema,
      response: activityTemplateSchema,
      handler: async ({ tx, auth, query, body }) => {
        assertOrganisationCaller(auth);
        await mustGetActivityTemplate(tx, query.id);
        const values = { name: body.name, description: body.description, activityTypeId: body.activityTypeId, tasks: savedTasks(body.tasks) };
        await withUniqueFields(
          () => updateAtVersion(tx, activityTemplate, { id: query.id, version: body.version, userId: auth.userId }, values, () => getActivityTemplate(tx, query.id)),
          uniqueFields,
        );
        return mustGetActivityTemplate(tx, query.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/ActivityTemplate',
      summary: 'Delete an activity template no workflow version was built from',
      permission: 'activityTemplate.delete',
      query: idQuery,
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        assertOrganisationCaller(auth);
        const current = await mustGetActivityTemplate(tx, query.id);
        assertUnreferenced(`The activity template "${current.name}"`, [
          await findReferences(
            tx,
            {
              table: workflow,
              name: workflow.name,
              where: inArray(
                workflow.id,
                tx.select({ id: workflowTemplateUse.workflowId }).from(workflowTemplateUse).where(eq(workflowTemplateUse.activityTemplateId, query.id)),
              ),
            },
            ['workflow', 'workflows'],
          ),
        ]);
        await tx.delete(activityTemplate).where(eq(activityTemplate.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );
}
