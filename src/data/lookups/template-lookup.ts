import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { elementListSchema, templateListSchema } from '../../domain/work-location-templates';
import { lookupKeys } from './lookup-keys';

const TEMPLATE_STALE_MS = 5 * 60 * 1000;

/** GET WorkLocationTemplate/GetAll: every template (name, id, code) for pickers and filters. */
export function useTemplateOptions() {
  return useQuery({
    queryKey: [...lookupKeys.all, 'templates'],
    queryFn: async ({ signal }) =>
      templateListSchema.parse(await api.workorder.get<unknown>('WorkLocationTemplate/GetAll', { signal }))
        .workLocationTemplates,
    staleTime: TEMPLATE_STALE_MS,
  });
}

/** GET WorkLocationTemplate/GetWorkLocationTemplateElements: a template's fields, in their order. */
export function useTemplateElements(templateId: string | null) {
  return useQuery({
    queryKey: [...lookupKeys.all, 'templateElements', templateId ?? ''],
    queryFn: async ({ signal }) =>
      elementListSchema
        .parse(
          await api.workorder.get<unknown>('WorkLocationTemplate/GetWorkLocationTemplateElements', {
            query: { workLocationTemplateId: templateId ?? '' },
            signal,
          }),
        )
        .workLocationTemplateElements.toSorted((a, b) => a.sortOrder - b.sortOrder),
    enabled: Boolean(templateId),
    staleTime: TEMPLATE_STALE_MS,
  });
}
