import { useQuery } from '@tanstack/react-query';
import { recordResource } from '../record-resource';
import {
  activityTemplateCreateSchema,
  activityTemplateSchema,
  activityTemplateUpdateSchema,
} from '../../domain/workflows';

/** ActivityTemplate/GetAll, GetById, POST, PUT and DELETE (workflow service). */
export const activityTemplates = recordResource({
  service: 'workflow',
  area: 'activityTemplates',
  path: 'ActivityTemplate',
  listName: 'activityTemplates',
  schema: activityTemplateSchema,
  bodies: { create: activityTemplateCreateSchema, update: activityTemplateUpdateSchema },
});

/** Every activity template (up to 500), for the workflow editor's activity picker. */
export function useAllActivityTemplates() {
  return useQuery({ ...activityTemplates.listOptions({ page: 1, pageSize: 500 }), staleTime: 0 });
}
