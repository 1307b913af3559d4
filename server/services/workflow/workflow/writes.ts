import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { workflowCreateSchema, workflowUpdateSchema } from '../../../../src/domain/workflows';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { workflow } from '../../../db/schema/index';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { getWorkflow, publishVersion } from './queries';

/** A stale update answers with the workflow itself, without its activities. */
const workflows = recordWrites(workflow, {
  uniqueFields: { workflow_name_uq: { field: 'Name', message: SERVER_MESSAGES.workflowNameInUse } },
  current: getWorkflow,
});

/** Creates a workflow and publishes its first version (organisation users only). */
export async function createWorkflow(
  tx: Tx,
  auth: AuthContext,
  body: z.output<typeof workflowCreateSchema>,
): Promise<string> {
  assertOrganisationCaller(auth);
  const values = {
    name: body.name,
    description: body.description,
    isActive: body.isActive,
    publishedVersion: 1,
  };
  const id = await workflows.insert(tx, auth, body.id, values);
  await publishVersion(tx, auth, id, 1, body.activities);
  return id;
}

/** Updates a workflow's name, description and active flag at the version it was based on. */
export async function updateWorkflow(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof workflowUpdateSchema>,
): Promise<void> {
  await workflows.update(
    tx,
    auth,
    { id, version: body.version },
    { name: body.name, description: body.description, isActive: body.isActive },
  );
}
