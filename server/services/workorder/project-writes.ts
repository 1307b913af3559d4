import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import type { projectCreateSchema, projectUpdateSchema } from '../../../src/domain/projects';
import type { AuthContext } from '../../auth/context';
import type { Tx } from '../../db/client';
import { project } from '../../db/schema/index';
import { newId } from '../../lib/crypto';
import { notFound } from '../../lib/http-errors';
import { withUniqueFields } from '../../lib/unique-violation';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { versionedUpdate } from '../../lib/versioned';
import { getProject, projectValues } from './projects';

const uniqueFields = {
  project_name_uq: { field: 'ProjectName', message: SERVER_MESSAGES.projectNameInUse },
  project_code_uq: { field: 'Code', message: SERVER_MESSAGES.projectCodeInUse },
};

/** Creates a project by the rules of POST Project (the route and the projects import): organisation users only. */
export async function createProject(tx: Tx, auth: AuthContext, body: z.output<typeof projectCreateSchema>): Promise<string> {
  assertOrganisationCaller(auth);
  const id = body.id ?? newId();
  await withUniqueFields(
    () => tx.insert(project).values({ organisationId: auth.organisationId, id, ...projectValues(body), createdBy: auth.userId, updatedBy: auth.userId }),
    uniqueFields,
  );
  return id;
}

/** Updates a project at the version it was based on, by the rules of PUT Project: organisation users only. */
export async function updateProject(tx: Tx, auth: AuthContext, id: string, body: z.output<typeof projectUpdateSchema>): Promise<void> {
  assertOrganisationCaller(auth);
  if (!(await getProject(tx, id))) throw notFound(SERVER_MESSAGES.projectNotFound);
  await withUniqueFields(
    () =>
      versionedUpdate(
        () =>
          tx
            .update(project)
            .set({ ...projectValues(body), version: sql`${project.version} + 1`, updatedAt: sql`now()`, updatedBy: auth.userId })
            .where(and(eq(project.id, id), eq(project.version, body.version)))
            .returning({ id: project.id }),
        () => getProject(tx, id),
      ),
    uniqueFields,
  );
}
