import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { projectCreateSchema, projectUpdateSchema } from '../../../../src/domain/projects';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { project } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { getProject, projectValues } from './queries';

const projects = recordWrites(project, {
  uniqueFields: {
    project_name_uq: { field: 'ProjectName', message: SERVER_MESSAGES.projectNameInUse },
    project_code_uq: { field: 'Code', message: SERVER_MESSAGES.projectCodeInUse },
  },
  current: getProject,
});

/** Creates a project by the rules of POST Project (the route and the projects import): organisation users only. */
export async function createProject(
  tx: Tx,
  auth: AuthContext,
  body: z.output<typeof projectCreateSchema>,
): Promise<string> {
  assertOrganisationCaller(auth);
  return projects.insert(tx, auth, body.id, projectValues(body));
}

/** Updates a project at the version it was based on, by the rules of PUT Project: organisation users only. */
export async function updateProject(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof projectUpdateSchema>,
): Promise<void> {
  assertOrganisationCaller(auth);
  if (!(await getProject(tx, id))) throw notFound(SERVER_MESSAGES.projectNotFound);
  await projects.update(tx, auth, { id, version: body.version }, projectValues(body));
}
