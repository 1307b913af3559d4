import { useQuery } from '@tanstack/react-query';
import { recordResource } from '../record-resource';
import { activityTemplateSchema } from '../../domain/workflows';

/** ActivityTemplate/GetAll, GetById, POST, PUT and DELETE (workflow service). */
export const activityTemplates = recordResource({
  service: 'workflow',
  area: 'activityTemplates',
  path: 'ActivityTemplate',
  listName: 'activityTemplates',
  schema: activityTemplateSchema,
});

/** Every activity template (up to 500), for the workflow editor's activity picker. */
export function useAllActivityTemplates() {
  return useQuery({ ...activityTemplates.listOptions({ page: 1, pageSize: 500 }), staleTime: 0 });
}
