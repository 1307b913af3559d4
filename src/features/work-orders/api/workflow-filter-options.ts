import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { workflowListSchema } from '../../../domain/workflows';
import { workOrderKeys } from './work-order-queries';

/** Every workflow, retired ones too: old orders still follow them and can be filtered by them. */
const FILTER_WORKFLOWS_BODY = { page: 1, pageSize: 500 } as const;

/** POST WorkFlow/GetAllWorkFlowsForOrganisation (`workFlows`) for the work-order filter's workflow choice. */
export function useFilterWorkflows(enabled = true) {
  return useQuery({
    queryKey: [...workOrderKeys.all, 'workflowFilterOptions'],
    queryFn: async ({ signal }) =>
      workflowListSchema.parse(
        await api.workflow.post<unknown>('WorkFlow/GetAllWorkFlowsForOrganisation', FILTER_WORKFLOWS_BODY, {
          signal,
        }),
      ).workFlows,
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
