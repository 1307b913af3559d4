import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletedSchema, idQuerySchema } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import {
  projectCreateSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  projectUpdateSchema,
} from '../../../src/domain/projects';
import type { Tx } from '../../db/client';
import { project } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { assertUnreferenced } from '../../lib/references';
import { defineRoute } from '../../lib/route';
import { defineImportRoute } from '../file/import-route';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { projectReferences } from './references';
import { getProject, listProjects } from './projects';
import { createProject, updateProject } from './project-writes';

const tags = ['Project'];

async function mustGet(tx: Tx, id: string) {
  const found = await getProject(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.projectNotFound);
  return found;
}

/** Projects: organisation-level records; vendor users may read them but not change them. */
export async function projectRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Project/GetAll',
      summary: 'Projects, paged and searched (name, code), with their access-group counts',
      permission: 'project.view',
      body: projectListQuerySchema,
      response: projectListSchema,
      handler: ({ tx, body }) => listProjects(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Project/GetById',
      summary: 'One project',
      permission: 'project.view',
      query: idQuerySchema,
      response: projectSchema,
      handler: ({ tx, query }) => mustGet(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Project',
      summary: 'Create a project (organisation users only)',
      permission: 'project.create',
      body: projectCreateSchema,
      response: projectSchema,
      handler: async ({ tx, auth, body }) => mustGet(tx, await createProject(tx, auth, body)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Project',
      summary: 'Update a project (send the version you edited; organisation users only)',
      permission: 'project.update',
      query: idQuerySchema,
      body: projectUpdateSchema,
      response: projectSchema,
      handler: async ({ tx, auth, query, body }) => {
        await updateProject(tx, auth, query.id, body);
        return mustGet(tx, query.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Project',
      summary: 'Delete a project that no access group or work location belongs to (organisation users only)',
      permission: 'project.delete',
      query: idQuerySchema,
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        assertOrganisationCaller(auth);
        const current = await mustGet(tx, query.id);
        assertUnreferenced(`The project "${current.projectName}"`, await projectReferences(tx, query.id));
        await tx.delete(project).where(eq(project.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );

  defineImportRoute(app, 'project');
}
