import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { ActivityTemplateInput, activityTemplateUpdateSchema } from '../../../../src/domain/workflows';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { activityTemplate } from '../../../db/schema/index';
import { recordWrites } from '../../../lib/record-writes';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { getActivityTemplate, savedTasks } from './queries';

const templates = recordWrites(activityTemplate, {
  uniqueFields: {
    activity_template_name_uq: { field: 'Name', message: SERVER_MESSAGES.activityTemplateNameInUse },
  },
  current: getActivityTemplate,
});

function templateValues(body: Omit<ActivityTemplateInput, 'id'>) {
  return {
    name: body.name,
    description: body.description,
    activityTypeId: body.activityTypeId,
    tasks: savedTasks(body.tasks),
  };
}

/** Creates an activity template (organisation users only). */
export async function createActivityTemplate(
  tx: Tx,
  auth: AuthContext,
  body: ActivityTemplateInput,
): Promise<string> {
  assertOrganisationCaller(auth);
  return templates.insert(tx, auth, body.id, templateValues(body));
}

/** Updates an activity template at the version it was based on; workflows keep the copy they published. */
export async function updateActivityTemplate(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof activityTemplateUpdateSchema>,
): Promise<void> {
  await templates.update(tx, auth, { id, version: body.version }, templateValues(body));
}
