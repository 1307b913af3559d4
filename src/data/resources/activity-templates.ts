import { useQuery } from '@tanstack/react-query';
import { recordResource } from '../record-resource';
import {
  createActivityTemplate,
  deleteActivityTemplate,
  getActivityTemplateById,
  getAllActivityTemplates,
  updateActivityTemplate,
} from '../../domain/contracts/workflow/activity-template';
import {
  activityTemplateCreateSchema,
  activityTemplateSchema,
  activityTemplateUpdateSchema,
} from '../../domain/workflows';

/** The activity templates' list, by id, create, update and delete (workflow service). */
export const activityTemplates = recordResource({
  contracts: {
    list: getAllActivityTemplates,
    byId: getActivityTemplateById,
    create: createActivityTemplate,
    update: updateActivityTemplate,
    remove: deleteActivityTemplate,
  },
  area: 'activityTemplates',
  listName: 'activityTemplates',
  schema: activityTemplateSchema,
  bodies: { create: activityTemplateCreateSchema, update: activityTemplateUpdateSchema },
});

/** Every activity template (up to 500), for the workflow editor's activity picker. */
export function useAllActivityTemplates() {
  return useQuery({ ...activityTemplates.listOptions({ page: 1, pageSize: 500 }), staleTime: 0 });
}
