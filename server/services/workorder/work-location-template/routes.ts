import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Tx } from '../../../db/client';
import { workLocationTemplate } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { notFound } from '../../../lib/http-errors';
import { assertUnreferenced } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import { withUniqueFields } from '../../../lib/unique-violation';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { versionedUpdate } from '../../../lib/versioned';
import { templateReferences } from '../references';
import { getTemplate, listElements, listTemplates, templateValues } from './queries';

const uniqueFields = {
  work_location_template_name_uq: { field: 'Name', message: SERVER_MESSAGES.templateNameInUse },
  work_location_template_code_uq: { field: 'Code', message: SERVER_MESSAGES.templateCodeInUse },
};

export async function mustGetTemplate(tx: Tx, id: string) {
  const found = await getTemplate(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.templateNotFound);
  return found;
}

/** Work-location templates. The two lookups feed filters everywhere, so any signed-in user may read them. */
export async function workLocationTemplateRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllWorkLocationTemplates, {
    handler: ({ tx, query }) => listTemplates(tx, query.searchString),
  });

  defineRoute(app, contracts.getWorkLocationTemplateElements, {
    handler: async ({ tx, query }) => {
      await mustGetTemplate(tx, query.workLocationTemplateId);
      return { workLocationTemplateElements: await listElements(tx, query.workLocationTemplateId) };
    },
  });

  defineRoute(app, contracts.getWorkLocationTemplateById, {
    handler: ({ tx, query }) => mustGetTemplate(tx, query.id),
  });

  defineRoute(app, contracts.createWorkLocationTemplate, {
    handler: async ({ tx, auth, body }) => {
      assertOrganisationCaller(auth);
      const id = body.id ?? newId();
      await withUniqueFields(
        () =>
          tx.insert(workLocationTemplate).values({
            organisationId: auth.organisationId,
            id,
            ...templateValues(body),
            createdBy: auth.userId,
            updatedBy: auth.userId,
          }),
        uniqueFields,
      );
      return mustGetTemplate(tx, id);
    },
  });

  defineRoute(app, contracts.updateWorkLocationTemplate, {
    handler: async ({ tx, auth, query, body }) => {
      assertOrganisationCaller(auth);
      await mustGetTemplate(tx, query.id);
      await withUniqueFields(
        () =>
          versionedUpdate(
            () =>
              tx
                .update(workLocationTemplate)
                .set({
                  ...templateValues(body),
                  version: sql`${workLocationTemplate.version} + 1`,
                  updatedAt: sql`now()`,
                  updatedBy: auth.userId,
                })
                .where(
                  and(eq(workLocationTemplate.id, query.id), eq(workLocationTemplate.version, body.version)),
                )
                .returning({ id: workLocationTemplate.id }),
            () => getTemplate(tx, query.id),
          ),
        uniqueFields,
      );
      return mustGetTemplate(tx, query.id);
    },
  });

  defineRoute(app, contracts.deleteWorkLocationTemplate, {
    handler: async ({ tx, auth, query }) => {
      assertOrganisationCaller(auth);
      const current = await mustGetTemplate(tx, query.id);
      assertUnreferenced(`The template "${current.name}"`, await templateReferences(tx, query.id));
      await tx.delete(workLocationTemplate).where(eq(workLocationTemplate.id, query.id));
      return { id: query.id };
    },
  });
}
