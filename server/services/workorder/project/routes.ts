import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { projectSchema } from '../../../../src/domain/projects';
import { project } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { defineImportRoute } from '../../file/index';
import { projectReferences } from '../references';
import { getProject, listProjects } from './queries';
import { createProject, updateProject } from './writes';

/** Projects: organisation-level records; vendor users may read them but not change them. */
export async function projectRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    response: projectSchema,
    get: getProject,
    notFound: SERVER_MESSAGES.projectNotFound,
    list: { contract: contracts.getAllProjects, list: listProjects },
    byId: { contract: contracts.getProjectById },
    create: { contract: contracts.createProject, create: createProject },
    update: { contract: contracts.updateProject, organisationOnly: true, update: updateProject },
    remove: {
      contract: contracts.deleteProject,
      organisationOnly: true,
      table: project,
      subject: (current) => `The project "${current.projectName}"`,
      references: projectReferences,
    },
  });

  defineImportRoute(app, 'project', contracts.importProjects);
}
