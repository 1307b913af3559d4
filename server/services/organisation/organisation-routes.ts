import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletedSchema, idQuerySchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import {
  organisationAddressUpdateSchema,
  organisationCreateSchema,
  organisationCreatedSchema,
  organisationListQuerySchema,
  organisationListSchema,
  organisationSchema,
  organisationUpdateSchema,
} from '../../../src/domain/organisations';
import type { Tx } from '../../db/client';
import { organisation } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { assertAddressConsistent, assertIndustryExists } from '../../lib/places';
import { defineRoute } from '../../lib/route';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { versionedUpdate } from '../../lib/versioned';
import { removeOrganisationUploads } from '../document/image-storage';
import { removeOrganisationFiles } from '../file/file-storage';
import { createOrganisationWithAdministrator, deleteOrganisation } from './organisation-lifecycle';
import { getOrganisation, listOrganisations } from './organisations';
import { acrossOrganisations, forOrganisation } from './platform-scope';

const tags = ['Organisation'];

async function mustGet(tx: Tx, id: string) {
  const found = await getOrganisation(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.organisationNotFound);
  return found;
}

/** Sets columns on one organisation if its version still matches; 409 with the current record if not. */
async function updateVersioned(tx: Tx, id: string, version: number, userId: string, values: Partial<typeof organisation.$inferInsert>) {
  await versionedUpdate(
    () =>
      tx
        .update(organisation)
        .set({ ...values, version: sql`${organisation.version} + 1`, updatedAt: sql`now()`, updatedBy: userId })
        .where(and(eq(organisation.id, id), eq(organisation.version, version)))
        .returning({ id: organisation.id }),
    () => getOrganisation(tx, id),
  );
  return mustGet(tx, id);
}

/**
 * Organisations. An organisation administrator sees and changes only their own; a platform administrator
 * also lists, creates and deletes others (through platform-scope.ts, the one cross-organisation path).
 */
export async function organisationRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Organisation/GetAll',
      summary: 'Organisations, paged and searched: every one for a platform administrator, else the caller’s own',
      permission: 'organisation.view',
      body: organisationListQuerySchema,
      response: organisationListSchema,
      handler: ({ tx, auth, body }) =>
        auth.isPlatformAdmin ? acrossOrganisations(tx, auth, () => listOrganisations(tx, body)) : listOrganisations(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Organisation/GetById',
      summary: 'One organisation',
      permission: 'organisation.view',
      query: idQuerySchema,
      response: organisationSchema,
      handler: ({ tx, auth, query }) => forOrganisation(tx, auth, query.id, () => mustGet(tx, query.id)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Organisation',
      summary: 'Create an organisation with its default roles and first administrator (platform administrators)',
      permission: 'organisation.create',
      body: organisationCreateSchema,
      response: organisationCreatedSchema,
      handler: ({ tx, auth, body }) => createOrganisationWithAdministrator(tx, auth, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Organisation',
      summary: 'Update name, industry and contact (send the version you edited)',
      permission: 'organisation.update',
      query: idQuerySchema,
      body: organisationUpdateSchema,
      response: organisationSchema,
      handler: ({ tx, auth, query, body }) =>
        forOrganisation(tx, auth, query.id, async () => {
          assertOrganisationCaller(auth);
          await mustGet(tx, query.id);
          await assertIndustryExists(tx, body.industryId);
          const { version, organisationId: _caller, ...values } = body;
          return updateVersioned(tx, query.id, version, auth.userId, values);
        }),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Organisation/UpdateAddress',
      summary: 'Update the address: country, state and city must belong together',
      permission: 'organisation.update',
      query: idQuerySchema,
      body: organisationAddressUpdateSchema,
      response: organisationSchema,
      handler: ({ tx, auth, query, body }) =>
        forOrganisation(tx, auth, query.id, async () => {
          assertOrganisationCaller(auth);
          await mustGet(tx, query.id);
          await assertAddressConsistent(tx, body);
          const { version, organisationId: _caller, ...address } = body;
          return updateVersioned(tx, query.id, version, auth.userId, address);
        }),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Organisation',
      summary: 'Delete an organisation that holds no vendors, crews or workforce (platform administrators)',
      permission: 'organisation.delete',
      query: idQuerySchema,
      response: deletedSchema,
      handler: async ({ tx, auth, query, reply }) => {
        await deleteOrganisation(tx, auth, query.id);
        // Files go only after the rows are gone for good: the response is sent after the commit.
        reply.raw.once('finish', () => {
          if (reply.statusCode !== 200) return;
          void removeOrganisationUploads(app.config.dataDir, query.id);
          void removeOrganisationFiles(app.config.dataDir, query.id);
        });
        return { id: query.id };
      },
    },
    tags,
  );
}
