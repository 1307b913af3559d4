import type { FastifyInstance } from 'fastify';
import { deletedSchema, idQuerySchema } from '../../../../src/domain/fields';
import {
  organisationAddressUpdateSchema,
  organisationCreateSchema,
  organisationCreatedSchema,
  organisationListQuerySchema,
  organisationListSchema,
  organisationSchema,
  organisationUpdateSchema,
} from '../../../../src/domain/organisations';
import { defineRoute } from '../../../lib/route';
import { removeOrganisationUploads } from '../../document/index';
import { defineExportRoute, defineImportRoute, removeOrganisationFiles } from '../../file/index';
import { createOrganisationWithAdministrator, deleteOrganisation } from './lifecycle';
import { mustGetOrganisation, updateOrganisationAddress, updateOrganisationDetails } from './writes';
import { listOrganisations } from './queries';
import { asListed, forOrganisation } from './platform-scope';

const tags = ['Organisation'];

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
      summary:
        'Organisations, paged and searched: every one for a platform administrator, else the caller’s own',
      permission: 'organisation.view',
      body: organisationListQuerySchema,
      response: organisationListSchema,
      handler: ({ tx, auth, body }) => asListed(tx, auth, () => listOrganisations(tx, body)),
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
      handler: ({ tx, auth, query }) =>
        forOrganisation(tx, auth, query.id, () => mustGetOrganisation(tx, query.id)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Organisation',
      summary:
        'Create an organisation with its default roles and first administrator (platform administrators)',
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
      handler: ({ tx, auth, query, body }) => updateOrganisationDetails(tx, auth, query.id, body),
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
      handler: ({ tx, auth, query, body }) => updateOrganisationAddress(tx, auth, query.id, body),
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

  defineImportRoute(app, 'organisation');
  defineExportRoute(app, 'organisation');
}
