import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call, callParsed } from '../../../api/call';
import { getAllWarehouses } from '../../../domain/contracts/organisation/warehouse';
import { getAllWorkflows, getWorkActivities } from '../../../domain/contracts/workflow/workflow';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import {
  LOOKUP_PAGE_SIZE,
  type LookupPage,
  type PagedLookupSource,
} from '../../../data/lookups/lookup-paging';
import { MESSAGES } from '../../../domain/messages';
import { optionOfSchema } from '../../../domain/paging';
import type { WorkflowActivity } from '../../../domain/workflows';

const OPTIONS_STALE_MS = 5 * 60 * 1000;
const warehousePageSchema = z.object({ warehouses: z.array(optionOfSchema), pageTotal: z.number().int() });

/** One page of the warehouse dropdown, searched by name or code. */
async function getWarehouseOptions(page: number, term: string, signal?: AbortSignal): Promise<LookupPage> {
  const body = { page, pageSize: LOOKUP_PAGE_SIZE, ...(term ? { searchString: term } : {}) };
  const data = warehousePageSchema.parse(await call(getAllWarehouses, { body }, { signal }));
  return { options: data.warehouses.map(({ id, name }) => ({ id, name })), pageTotal: data.pageTotal };
}

export const warehouseLookupSource: PagedLookupSource = {
  queryKey: (term) => [...lookupKeys.all, 'warehouses', { term }],
  fetchPage: (page, term, signal) => getWarehouseOptions(page, term, signal),
  failure: { fallback: MESSAGES.somethingWentWrong },
};

/** Every workflow, retired ones too: old orders still follow them and reports still count them. */
export function useWorkflowOptions(enabled = true) {
  return useQuery({
    queryKey: [...lookupKeys.all, 'workflows', 'all'],
    queryFn: async ({ signal }) =>
      (await callParsed(getAllWorkflows, { body: { page: 1, pageSize: 500 } }, { signal })).workFlows,
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

function activitiesOptions(workflowId: string) {
  return {
    queryKey: [...lookupKeys.all, 'workflowActivities', workflowId],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await callParsed(getWorkActivities, { query: { workflowId } }, { signal })).activities,
    staleTime: OPTIONS_STALE_MS,
  };
}

/** The activities of a workflow's published version. */
export function useWorkflowActivities(workflowId: string | null) {
  return useQuery({ ...activitiesOptions(workflowId ?? ''), enabled: Boolean(workflowId) });
}

export interface CatalogueActivity extends WorkflowActivity {
  workflowName: string;
}

/**
 * Every activity of every workflow, for a Sub Type that is an activity (a task's, a form field's): the
 * activity is picked under its workflow's name, so two workflows' "Inspection" stay apart.
 */
export function useActivityCatalogue(enabled: boolean) {
  const workflows = useWorkflowOptions(enabled);
  const lists = useQueries({
    queries: (enabled ? (workflows.data ?? []) : []).map((workflow) => activitiesOptions(workflow.id)),
  });
  const activities: CatalogueActivity[] = (workflows.data ?? []).flatMap((workflow, index) =>
    (lists[index]?.data ?? []).map((activity) => ({ ...activity, workflowName: workflow.name })),
  );
  return { activities, workflows };
}
