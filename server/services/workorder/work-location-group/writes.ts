import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type {
  workLocationGroupCreateSchema,
  workLocationGroupUpdateSchema,
} from '../../../../src/domain/work-location-groups';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { workLocationGroup } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError, notFound } from '../../../lib/http-errors';
import { withUniqueFields } from '../../../lib/unique-violation';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { versionedUpdate } from '../../../lib/versioned';
import { getProject } from '../project/queries';
import { getLocationGroup, replaceMembers, visibleLocationIds } from './queries';

const uniqueFields = {
  work_location_group_name_uq: { field: 'Name', message: SERVER_MESSAGES.workLocationGroupNameInUse },
};

async function assertMembers(tx: Tx, projectId: string, ids: string[]) {
  const visible = await visibleLocationIds(tx, projectId, ids);
  if (visible.size !== ids.length) throw fieldError('WorkLocationIds', SERVER_MESSAGES.locationsNotInProject);
}

/**
 * Creates a group of locations of one project by the rules of POST WorkLocationGroup (the route and the
 * groups import): organisation users only, members the caller can see in that project. Returns its id.
 */
export async function createLocationGroup(
  tx: Tx,
  auth: AuthContext,
  body: z.output<typeof workLocationGroupCreateSchema>,
): Promise<string> {
  assertOrganisationCaller(auth);
  if (!(await getProject(tx, body.projectId))) throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
  await assertMembers(tx, body.projectId, body.workLocationIds);
  const id = body.id ?? newId();
  await withUniqueFields(
    () =>
      tx.insert(workLocationGroup).values({
        organisationId: auth.organisationId,
        id,
        projectId: body.projectId,
        name: body.name,
        description: body.description,
        createdBy: auth.userId,
        updatedBy: auth.userId,
      }),
    uniqueFields,
  );
  await replaceMembers(tx, auth.organisationId, id, body.workLocationIds);
  return id;
}

/** Renames a group and replaces its members, by the rules of PUT WorkLocationGroup (its project stays). */
export async function updateLocationGroup(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof workLocationGroupUpdateSchema>,
): Promise<void> {
  assertOrganisationCaller(auth);
  const current = await getLocationGroup(tx, id);
  if (!current) throw notFound(SERVER_MESSAGES.workLocationGroupNotFound);
  await assertMembers(tx, current.projectId, body.workLocationIds);
  await withUniqueFields(
    () =>
      versionedUpdate(
        () =>
          tx
            .update(workLocationGroup)
            .set({
              name: body.name,
              description: body.description,
              version: sql`${workLocationGroup.version} + 1`,
              updatedAt: sql`now()`,
              updatedBy: auth.userId,
            })
            .where(and(eq(workLocationGroup.id, id), eq(workLocationGroup.version, body.version)))
            .returning({ id: workLocationGroup.id }),
        () => getLocationGroup(tx, id),
      ),
    uniqueFields,
  );
  await replaceMembers(tx, auth.organisationId, id, body.workLocationIds);
}
