import type { z } from 'zod';
import { api } from '../../../api/client';
import { recordResource, type UpdateInput } from '../../../data/record-resource';
import {
  workflowActivitiesUpdateSchema,
  workflowCreateSchema,
  workflowDetailSchema,
  workflowListSchema,
  workflowUpdateSchema,
  type WorkflowDetail,
} from '../../../domain/workflows';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

/**
 * WorkFlow/GetAllWorkFlowsForOrganisation, GetWorkFlowById, POST, PUT and DELETE WorkFlow (workflow service).
 * Its writes show nothing before the server answers: a workflow's activities are published as a new version.
 */
const resource = recordResource({
  service: 'workflow',
  area: 'workflows',
  path: 'WorkFlow',
  listName: 'workFlows',
  paths: { list: 'WorkFlow/GetAllWorkFlowsForOrganisation', byId: 'WorkFlow/GetWorkFlowById' },
  schema: workflowDetailSchema,
  bodies: { create: workflowCreateSchema, update: workflowUpdateSchema },
  listSchema: workflowListSchema,
});

const PARTS = {
  details: { path: 'WorkFlow', body: workflowUpdateSchema },
  activities: { path: 'WorkFlow/UpdateWorkActivities', body: workflowActivitiesUpdateSchema },
};
type Part = keyof typeof PARTS;

/** PUT WorkFlow?id (details) or PUT WorkFlow/UpdateWorkActivities?id (a new published version). */
function useUpdateWorkflow<P extends Part>(part: P) {
  return useOptimisticWrite<UpdateInput<z.input<(typeof PARTS)[P]['body']>>, WorkflowDetail>({
    mutationFn: async ({ id, body }) =>
      workflowDetailSchema.parse(await api.workflow.put<unknown>(PARTS[part].path, body, { query: { id } })),
    invalidates: ({ id }) => resource.invalidated(id),
  });
}

function useDeleteWorkflow() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: resource.remove,
    invalidates: () => resource.invalidated(),
  });
}

export const workflows = { ...resource, useUpdate: useUpdateWorkflow, useDelete: useDeleteWorkflow };
