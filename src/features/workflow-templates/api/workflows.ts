import { call } from '../../../api/call';
import { recordResource, type UpdateInput } from '../../../data/record-resource';
import {
  createWorkflow,
  deleteWorkflow,
  getAllWorkflows,
  getWorkflowById,
  updateWorkActivities,
  updateWorkflow,
} from '../../../domain/contracts/workflow/workflow';
import type { AnyContract, ContractBody } from '../../../domain/contracts/kit';
import {
  workflowCreateSchema,
  workflowDetailSchema,
  workflowListSchema,
  workflowUpdateSchema,
  type WorkflowDetail,
} from '../../../domain/workflows';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

/**
 * The workflows' list, by id, create, update and delete (workflow service). Its writes show nothing before
 * the server answers: a workflow's activities are published as a new version.
 */
const resource = recordResource({
  contracts: {
    list: getAllWorkflows,
    byId: getWorkflowById,
    create: createWorkflow,
    update: updateWorkflow,
    remove: deleteWorkflow,
  },
  area: 'workflows',
  listName: 'workFlows',
  schema: workflowDetailSchema,
  bodies: { create: workflowCreateSchema, update: workflowUpdateSchema },
  listSchema: workflowListSchema,
});

const PARTS = { details: updateWorkflow, activities: updateWorkActivities };
type Part = keyof typeof PARTS;

/** An update of the workflow's details, or of its activities (a new published version). */
function useUpdateWorkflow<P extends Part>(part: P) {
  // Both answer the workflow with the activities of its published version.
  const contract: AnyContract = PARTS[part];
  return useOptimisticWrite<UpdateInput<ContractBody<(typeof PARTS)[P]>>, WorkflowDetail>({
    mutationFn: async ({ id, body }) =>
      workflowDetailSchema.parse(await call(contract, { query: { id }, body })),
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
