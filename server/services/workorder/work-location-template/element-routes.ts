import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Tx } from '../../../db/client';
import { workLocationTemplate, workLocationTemplateElement } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { withUniqueFields } from '../../../lib/unique-violation';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { updateAtVersion } from '../../../lib/versioned';
import { elementValues, getElement, getTemplate } from './queries';

const uniqueFields = {
  work_location_template_element_name_uq: { field: 'ElementName', message: SERVER_MESSAGES.elementNameInUse },
  work_location_template_element_code_uq: { field: 'Code', message: SERVER_MESSAGES.elementCodeInUse },
};

async function mustGet(tx: Tx, id: string) {
  const found = await getElement(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.elementNotFound);
  return found;
}

/** A field change is a change of its template: the template's version moves too, so open editors see it. */
async function touchTemplate(tx: Tx, templateId: string, userId: string) {
  await tx
    .update(workLocationTemplate)
    .set({ version: sql`${workLocationTemplate.version} + 1`, updatedAt: sql`now()`, updatedBy: userId })
    .where(eq(workLocationTemplate.id, templateId));
}

/** Template fields, beside the template calls (their contracts are in work-location-template.ts). */
export async function workLocationElementRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.createTemplateElement, {
    handler: async ({ tx, auth, body }) => {
      assertOrganisationCaller(auth);
      if (!(await getTemplate(tx, body.workLocationTemplateId)))
        throw fieldError('WorkLocationTemplateId', SERVER_MESSAGES.templateNotFound);
      const id = body.id ?? newId();
      await withUniqueFields(
        () =>
          tx.insert(workLocationTemplateElement).values({
            organisationId: auth.organisationId,
            id,
            templateId: body.workLocationTemplateId,
            ...elementValues(body),
            createdBy: auth.userId,
            updatedBy: auth.userId,
          }),
        uniqueFields,
      );
      await touchTemplate(tx, body.workLocationTemplateId, auth.userId);
      return mustGet(tx, id);
    },
  });

  defineRoute(app, contracts.updateTemplateElement, {
    handler: async ({ tx, auth, query, body }) => {
      assertOrganisationCaller(auth);
      const current = await mustGet(tx, query.id);
      await withUniqueFields(
        () =>
          updateAtVersion(
            tx,
            workLocationTemplateElement,
            { id: query.id, version: body.version, userId: auth.userId },
            elementValues(body),
            () => getElement(tx, query.id),
          ),
        uniqueFields,
      );
      await touchTemplate(tx, current.workLocationTemplateId, auth.userId);
      return mustGet(tx, query.id);
    },
  });

  defineRoute(app, contracts.deleteTemplateElement, {
    handler: async ({ tx, auth, query }) => {
      assertOrganisationCaller(auth);
      const current = await mustGet(tx, query.id);
      await tx.delete(workLocationTemplateElement).where(eq(workLocationTemplateElement.id, query.id));
      await touchTemplate(tx, current.workLocationTemplateId, auth.userId);
      return { id: query.id };
    },
  });
}
