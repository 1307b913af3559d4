import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workflow/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { ACTIVITY_TYPES, activityTemplateSchema } from '../../../../src/domain/workflows';
import { activityTemplate, workflow, workflowTemplateUse } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { findReferences } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import { createActivityTemplate, updateActivityTemplate } from './writes';
import { getActivityTemplate, listActivityTemplates } from './queries';

/** Activity types and activity templates: the building blocks of workflows. */
export async function activityTemplateRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllActivityTypes, {
    handler: async () => ({ activityTypes: ACTIVITY_TYPES.map((t) => ({ ...t })) }),
  });

  defineRoute(app, contracts.getTemplateActivityByActivityTypeId, {
    handler: ({ tx, query }) =>
      listActivityTemplates(tx, { page: 1, pageSize: 500, activityTypeId: query.activityTypeId }),
  });

  defineCrudRoutes(app, {
    response: activityTemplateSchema,
    get: getActivityTemplate,
    notFound: SERVER_MESSAGES.activityTemplateNotFound,
    list: { contract: contracts.getAllActivityTemplates, list: listActivityTemplates },
    byId: { contract: contracts.getActivityTemplateById },
    create: { contract: contracts.createActivityTemplate, create: createActivityTemplate },
    update: {
      contract: contracts.updateActivityTemplate,
      organisationOnly: true,
      update: updateActivityTemplate,
    },
    remove: {
      contract: contracts.deleteActivityTemplate,
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
