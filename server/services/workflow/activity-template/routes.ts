import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camelQuery, idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  ACTIVITY_TYPES,
  activityTemplateCreateSchema,
  activityTemplateListQuerySchema,
  activityTemplateListSchema,
  activityTemplateSchema,
  activityTemplateUpdateSchema,
  activityTypeListSchema,
  activityTypeQuerySchema,
} from '../../../../src/domain/workflows';
import { activityTemplate, workflow, workflowTemplateUse } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { findReferences } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import { createActivityTemplate, updateActivityTemplate } from './writes';
import { getActivityTemplate, listActivityTemplates } from './queries';

const tags = ['ActivityTemplate'];
const idQuery = camelQuery(idQuerySchema);

/** Activity types and activity templates: the building blocks of workflows. */
export async function activityTemplateRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/ActivityType/GetAllActivityTypes',
      summary:
        'The activity types (Survey, Installation, Inspection, Maintenance, Replacement, Disconnection)',
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
      handler: ({ tx, query }) =>
        listActivityTemplates(tx, { page: 1, pageSize: 500, activityTypeId: query.activityTypeId }),
    },
    tags,
  );

  defineCrudRoutes(app, {
    path: 'ActivityTemplate',
    tags,
    response: activityTemplateSchema,
    get: getActivityTemplate,
    notFound: SERVER_MESSAGES.activityTemplateNotFound,
    list: {
      summary: 'Activity templates, paged, searched by name, optionally of one activity type',
      permission: ['activityTemplate.view', 'workflow.view'],
      filter: activityTemplateListQuerySchema,
      response: activityTemplateListSchema,
      list: listActivityTemplates,
    },
    byId: {
      summary: 'One activity template with its tasks and form elements',
      permission: ['activityTemplate.view', 'workflow.view'],
      id: { query: idQuery },
    },
    create: {
      summary: 'Create an activity template (organisation users only)',
      permission: 'activityTemplate.create',
      body: activityTemplateCreateSchema,
      create: createActivityTemplate,
    },
    update: {
      summary: 'Update an activity template; workflows keep the copy they published until republished',
      permission: 'activityTemplate.update',
      id: { query: idQuery },
      organisationOnly: true,
      body: activityTemplateUpdateSchema,
      update: updateActivityTemplate,
    },
    remove: {
      summary: 'Delete an activity template no workflow version was built from',
      permission: 'activityTemplate.delete',
      id: { query: idQuery },
      organisationOnly: true,
      table: activityTemplate,
      subject: (current) => `The activity template "${current.name}"`,
      references: async (tx, id) => [
        await findReferences(
          tx,
          {
            table: workflow,
            name: workflow.name,
            where: inArray(
              workflow.id,
              tx
                .select({ id: workflowTemplateUse.workflowId })
                .from(workflowTemplateUse)
                .where(eq(workflowTemplateUse.activityTemplateId, id)),
            ),
          },
          ['workflow', 'workflows'],
        ),
      ],
    },
  });
}
