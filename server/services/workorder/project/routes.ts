import type { FastifyInstance } from 'fastify';
import { idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  projectCreateSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  projectUpdateSchema,
} from '../../../../src/domain/projects';
import { project } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { defineImportRoute } from '../../file/index';
import { projectReferences } from '../references';
import { getProject, listProjects } from './queries';
import { createProject, updateProject } from './writes';

/** Projects: organisation-level records; vendor users may read them but not change them. */
export async function projectRoutes(app: FastifyInstance) {
  defineCrudRoutes(app, {
    path: 'Project',
    tags: ['Project'],
    response: projectSchema,
    get: getProject,
    notFound: SERVER_MESSAGES.projectNotFound,
    list: {
      summary: 'Projects, paged and searched (name, code), with their access-group counts',
      permission: 'project.view',
      filter: projectListQuerySchema,
      response: projectListSchema,
      list: listProjects,
    },
    byId: { summary: 'One project', permission: 'project.view', id: { query: idQuerySchema } },
    create: {
      summary: 'Create a project (organisation users only)',
      permission: 'project.create',
      body: projectCreateSchema,
      create: createProject,
    },
    update: {
      summary: 'Update a project (send the version you edited; organisation users only)',
      permission: 'project.update',
      id: { query: idQuerySchema },
      organisationOnly: true,
      body: projectUpdateSchema,
      update: updateProject,
    },
    remove: {
      summary: 'Delete a project that no access group or work location belongs to (organisation users only)',
      permission: 'project.delete',
      id: { query: idQuerySchema },
      organisationOnly: true,
      table: project,
      subject: (current) => `The project "${current.projectName}"`,
      references: projectReferences,
    },
  });

  defineImportRoute(app, 'project');
}
