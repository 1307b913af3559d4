import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/organisation/index';
import { defineRoute } from '../../../lib/route';
import { removeOrganisationUploads } from '../../document/index';
import { defineExportRoute, defineImportRoute, removeOrganisationFiles } from '../../file/index';
import { createOrganisationWithAdministrator, deleteOrganisation } from './lifecycle';
import { mustGetOrganisation, updateOrganisationAddress, updateOrganisationDetails } from './writes';
import { listOrganisations } from './queries';
import { asListed, forOrganisation } from './platform-scope';

/**
 * Organisations. An organisation administrator sees and changes only their own; a platform administrator
 * also lists, creates and deletes others (through platform-scope.ts, the one cross-organisation path).
 */
export async function organisationRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllOrganisations, {
    handler: ({ tx, auth, body }) => asListed(tx, auth, () => listOrganisations(tx, body)),
  });

  defineRoute(app, contracts.getOrganisationById, {
    handler: ({ tx, auth, query }) =>
      forOrganisation(tx, auth, query.id, () => mustGetOrganisation(tx, query.id)),
  });

  defineRoute(app, contracts.createOrganisation, {
    handler: ({ tx, auth, body }) => createOrganisationWithAdministrator(tx, auth, body),
  });

  defineRoute(app, contracts.updateOrganisation, {
    handler: ({ tx, auth, query, body }) => updateOrganisationDetails(tx, auth, query.id, body),
  });

  defineRoute(app, contracts.updateOrganisationAddress, {
    handler: ({ tx, auth, query, body }) => updateOrganisationAddress(tx, auth, query.id, body),
  });

  defineRoute(app, contracts.deleteOrganisation, {
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
  });

  defineImportRoute(app, 'organisation', contracts.importOrganisations);
  defineExportRoute(app, 'organisation', contracts.exportOrganisations);
}
