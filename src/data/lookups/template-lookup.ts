import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import {
  getAllWorkLocationTemplates,
  getWorkLocationTemplateElements,
} from '../../domain/contracts/workorder/work-location-template/work-location-template';
import { elementListSchema, templateListSchema } from '../../domain/work-location-templates';
import { lookupKeys } from './lookup-keys';

const TEMPLATE_STALE_MS = 5 * 60 * 1000;

/** Every template (name, id, code) for pickers and filters. */
export function useTemplateOptions() {
  return useQuery({
    queryKey: [...lookupKeys.all, 'templates'],
    queryFn: async ({ signal }) =>
      templateListSchema.parse(await call(getAllWorkLocationTemplates, { query: {} }, { signal }))
        .workLocationTemplates,
    staleTime: TEMPLATE_STALE_MS,
  });
}

/** A template's fields, in their order. */
export function useTemplateElements(templateId: string | null) {
  return useQuery({
    queryKey: [...lookupKeys.all, 'templateElements', templateId ?? ''],
    queryFn: async ({ signal }) =>
      elementListSchema
        .parse(
          await call(
            getWorkLocationTemplateElements,
            { query: { workLocationTemplateId: templateId ?? '' } },
            { signal },
          ),
        )
        .workLocationTemplateElements.toSorted((a, b) => a.sortOrder - b.sortOrder),
    enabled: Boolean(templateId),
    staleTime: TEMPLATE_STALE_MS,
  });
}
