import { useQuery } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { getAllWorkflows } from '../../../domain/contracts/workflow/workflow';
import { workOrderKeys } from './work-order-queries';

/** Every workflow, retired ones too: old orders still follow them and can be filtered by them. */
const FILTER_WORKFLOWS_BODY = { page: 1, pageSize: 500 } as const;

/** Every workflow (`workFlows`), for the work-order filter's workflow choice. */
export function useFilterWorkflows(enabled = true) {
  return useQuery({
    queryKey: [...workOrderKeys.all, 'workflowFilterOptions'],
    queryFn: async ({ signal }) =>
      (await callParsed(getAllWorkflows, { body: FILTER_WORKFLOWS_BODY }, { signal })).workFlows,
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
