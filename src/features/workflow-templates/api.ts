import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { createQueryKeys } from '../../data/query-keys';
import { useEditableRecord } from '../../data/lookups/use-editable-record';
import { deletedSchema } from '../../domain/fields';
import { workflowDetailSchema, workflowListSchema, type WorkflowDetail } from '../../domain/workflows';
import { useOptimisticWrite } from '../../offline/use-optimistic-write';

export const workflowKeys = createQueryKeys('workflows');

export function useWorkflowList(filter: { page: number; pageSize: number; searchString?: string }) {
  return useQuery(
    queryOptions({
      queryKey: workflowKeys.list(filter),
      queryFn: async ({ signal }) => workflowListSchema.parse(await api.workflow.post<unknown>('WorkFlow/GetAllWorkFlowsForOrganisation', filter, { signal })),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useWorkflow(id: string) {
  return useEditableRecord(
    queryOptions({
      queryKey: workflowKeys.detail(id),
      queryFn: async ({ signal }) => workflowDetailSchema.parse(await api.workflow.get<unknown>('WorkFlow/GetWorkFlowById', { query: { id }, signal })),
    }),
  );
}

const after = (id?: string) => [workflowKeys.lists(), ...(id ? [workflowKeys.detail(id)] : [])];

export function useCreateWorkflow() {
  return useOptimisticWrite<{ body: object & { id: string }; idempotencyKey: string }, WorkflowDetail>({
    mutationFn: async ({ body, idempotencyKey }) => workflowDetailSchema.parse(await api.workflow.post<unknown>('WorkFlow', body, { idempotencyKey })),
    invalidates: () => after(),
  });
}

/** PUT WorkFlow?id (details) or PUT WorkFlow/UpdateWorkActivities?id (a new published version). */
export function useUpdateWorkflow(part: 'details' | 'activities') {
  return useOptimisticWrite<{ id: string; body: object & { version: number } }, WorkflowDetail>({
    mutationFn: async ({ id, body }) =>
      workflowDetailSchema.parse(await api.workflow.put<unknown>(part === 'details' ? 'WorkFlow' : 'WorkFlow/UpdateWorkActivities', body, { query: { id } })),
    invalidates: ({ id }) => after(id),
  });
}

export function useDeleteWorkflow() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) => deletedSchema.parse(await api.workflow.delete<unknown>('WorkFlow', undefined, { query: { id } })),
    invalidates: () => after(),
  });
}
