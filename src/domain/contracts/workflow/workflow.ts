import { camelQuery, idQuerySchema } from '../../fields';
import { queue, read } from '../../offline-action-kit';
import { edits, type RecordNoun } from '../../offline-record-actions';
import {
  workflowActivitiesQuerySchema,
  workflowActivitiesSchema,
  workflowActivitiesUpdateSchema,
  workflowCreateSchema,
  workflowDetailSchema,
  workflowListQuerySchema,
  workflowListSchema,
  workflowUpdateSchema,
} from '../../workflows';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';

const service = 'workflow';
const idQuery = camelQuery(idQuerySchema);
const WORKFLOW: RecordNoun = { resource: 'workflow', noun: 'workflow' };

export const getAllWorkflows = defineContract({
  service,
  method: 'POST',
  path: 'WorkFlow/GetAllWorkFlowsForOrganisation',
  summary: 'Workflows, paged and searched by name (returned as workFlows)',
  permission: 'workflow.view',
  body: workflowListQuerySchema,
  response: workflowListSchema,
  offline: read,
});

export const getWorkflowById = defineContract({
  service,
  method: 'GET',
  path: 'WorkFlow/GetWorkFlowById',
  summary: 'One workflow with the activities of its published version',
  permission: 'workflow.view',
  query: idQuery,
  response: workflowDetailSchema,
  offline: read,
});

export const {
  create: createWorkflow,
  update: updateWorkflow,
  remove: deleteWorkflow,
} = recordWriteContracts({
  service,
  path: 'WorkFlow',
  noun: WORKFLOW,
  response: workflowDetailSchema,
  idQuery,
  create: {
    summary: 'Create a workflow and publish its first version (organisation users only)',
    permission: 'workflow.create',
    body: workflowCreateSchema,
  },
  update: {
    summary: 'Update a workflow’s name, description and active flag (send the version you edited)',
    permission: 'workflow.update',
    body: workflowUpdateSchema,
  },
  remove: {
    summary:
      'Delete a workflow and its versions; refused while work orders use it (make it inactive instead)',
    permission: 'workflow.delete',
  },
});

export const getWorkActivities = defineContract({
  service,
  method: 'GET',
  path: 'WorkFlow/GetWorkActivities',
  summary: 'The activities of a workflow version (the published one when no version is named)',
  permission: 'workflow.view',
  query: camelQuery(workflowActivitiesQuerySchema),
  response: workflowActivitiesSchema,
  offline: read,
});

export const updateWorkActivities = defineContract({
  service,
  method: 'PUT',
  path: 'WorkFlow/UpdateWorkActivities',
  summary: 'Publish a new version of a workflow’s activities; earlier versions stay with their work orders',
  permission: 'workflow.update',
  query: idQuery,
  body: workflowActivitiesUpdateSchema,
  response: workflowDetailSchema,
  offline: queue(edits(WORKFLOW, 'Publish new activities of', 'publish')),
});
