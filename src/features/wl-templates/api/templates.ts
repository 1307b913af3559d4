import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { deletedSchema } from '../../../domain/fields';
import {
  elementSchema,
  templateListSchema,
  templateSchema,
  templateSummarySchema,
  type Element,
  type ElementInput,
  type Template,
} from '../../../domain/work-location-templates';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export const templateKeys = createQueryKeys('workLocationTemplates');

/** GET WorkLocationTemplate/GetAll: every template of the organisation, searched by name or code. */
export function useTemplates(searchString: string) {
  return useQuery(
    queryOptions({
      queryKey: templateKeys.list({ searchString }),
      queryFn: async ({ signal }) =>
        templateListSchema.parse(
          await api.workorder.get<unknown>('WorkLocationTemplate/GetAll', {
            query: searchString ? { searchString } : {},
            signal,
          }),
        ).workLocationTemplates,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET WorkLocationTemplate/GetById: a template with its fields, fresh when online. */
export function useTemplate(id: string) {
  return useEditableRecord(
    queryOptions({
      queryKey: templateKeys.detail(id),
      queryFn: async ({ signal }) =>
        templateSchema.parse(
          await api.workorder.get<unknown>('WorkLocationTemplate/GetById', { query: { id }, signal }),
        ),
    }),
  );
}

export interface TemplateBody {
  name: string;
  code: string | null;
  description: string | null;
}

export function useCreateTemplate() {
  return useOptimisticWrite<{ body: TemplateBody & { id: string }; idempotencyKey: string }, Template['id']>({
    mutationFn: async ({ body, idempotencyKey }) =>
      templateSummarySchema.parse(
        await api.workorder.post<unknown>('WorkLocationTemplate', body, { idempotencyKey }),
      ).id,
    invalidates: () => [templateKeys.lists()],
  });
}

export function useUpdateTemplate() {
  return useOptimisticWrite<{ id: string; body: TemplateBody & { version: number } }, string>({
    mutationFn: async ({ id, body }) =>
      templateSummarySchema.parse(
        await api.workorder.put<unknown>('WorkLocationTemplate', body, { query: { id } }),
      ).name,
    optimistic: ({ id, body }) => [
      optimisticPatch<Template>(templateKeys.detail(id), (current) =>
        current ? { ...current, ...body, version: body.version + 1 } : current,
      ),
    ],
    invalidates: ({ id }) => [templateKeys.detail(id), templateKeys.lists()],
  });
}

export function useDeleteTemplate() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) =>
      deletedSchema.parse(
        await api.workorder.delete<unknown>('WorkLocationTemplate', undefined, { query: { id } }),
      ),
    invalidates: () => [templateKeys.lists()],
  });
}

export type ElementBody = Omit<ElementInput, 'version' | 'organisationId'>;

/** POST WorkLocationTemplate/Element (with an id) or PUT ...?id (with the version it was based on). */
export function useSaveElement(templateId: string) {
  return useOptimisticWrite<{ id: string | null; body: ElementBody; version?: number }, Element>({
    mutationFn: async ({ id, body, version }) =>
      elementSchema.parse(
        id
          ? await api.workorder.put<unknown>(
              'WorkLocationTemplate/Element',
              { ...body, version },
              { query: { id } },
            )
          : await api.workorder.post<unknown>('WorkLocationTemplate/Element', {
              ...body,
              workLocationTemplateId: templateId,
            }),
      ),
    invalidates: () => [templateKeys.detail(templateId), templateKeys.lists()],
  });
}

export function useDeleteElement(templateId: string) {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) =>
      deletedSchema.parse(
        await api.workorder.delete<unknown>('WorkLocationTemplate/Element', undefined, { query: { id } }),
      ),
    optimistic: (id) => [
      optimisticPatch<Template>(templateKeys.detail(templateId), (current) =>
        current
          ? {
              ...current,
              workLocationTemplateElements: current.workLocationTemplateElements.filter((e) => e.id !== id),
            }
          : current,
      ),
    ],
    invalidates: () => [templateKeys.detail(templateId), templateKeys.lists()],
  });
}
