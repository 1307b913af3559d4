import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import {
  createTemplateElement,
  createWorkLocationTemplate,
  deleteTemplateElement,
  deleteWorkLocationTemplate,
  getAllWorkLocationTemplates,
  getWorkLocationTemplateById,
  updateTemplateElement,
  updateWorkLocationTemplate,
} from '../../../domain/contracts/workorder/work-location-template/work-location-template';
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

/** Every template of the organisation, searched by name or code. */
export function useTemplates(searchString: string) {
  return useQuery(
    queryOptions({
      queryKey: templateKeys.list({ searchString }),
      queryFn: async ({ signal }) =>
        templateListSchema.parse(
          await call(
            getAllWorkLocationTemplates,
            { query: searchString ? { searchString } : {} },
            { signal },
          ),
        ).workLocationTemplates,
      placeholderData: keepPreviousData,
    }),
  );
}

/** A template with its fields, fresh when online. */
export function useTemplate(id: string) {
  return useEditableRecord(
    queryOptions({
      queryKey: templateKeys.detail(id),
      queryFn: async ({ signal }) =>
        templateSchema.parse(await call(getWorkLocationTemplateById, { query: { id } }, { signal })),
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
      templateSummarySchema.parse(await call(createWorkLocationTemplate, { body }, { idempotencyKey })).id,
    invalidates: () => [templateKeys.lists()],
  });
}

export function useUpdateTemplate() {
  return useOptimisticWrite<{ id: string; body: TemplateBody & { version: number } }, string>({
    mutationFn: async ({ id, body }) =>
      templateSummarySchema.parse(await call(updateWorkLocationTemplate, { query: { id }, body })).name,
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
    mutationFn: async (id) => deletedSchema.parse(await call(deleteWorkLocationTemplate, { query: { id } })),
    invalidates: () => [templateKeys.lists()],
  });
}

export type ElementBody = Omit<ElementInput, 'version' | 'organisationId'>;

/** A new field (created with an id) or a change of one (by its id, with the version it was based on). */
export function useSaveElement(templateId: string) {
  return useOptimisticWrite<
    { id: null; body: ElementBody } | { id: string; body: ElementBody; version: number },
    Element
  >({
    mutationFn: async (saved) =>
      elementSchema.parse(
        saved.id
          ? await call(updateTemplateElement, {
              query: { id: saved.id },
              body: { ...saved.body, version: saved.version },
            })
          : await call(createTemplateElement, {
              body: { ...saved.body, workLocationTemplateId: templateId },
            }),
      ),
    invalidates: () => [templateKeys.detail(templateId), templateKeys.lists()],
  });
}

export function useDeleteElement(templateId: string) {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) => deletedSchema.parse(await call(deleteTemplateElement, { query: { id } })),
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
