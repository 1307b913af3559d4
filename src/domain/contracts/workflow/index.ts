import * as activityTemplate from './activity-template';
import * as workflow from './workflow';

export * from './activity-template';
export * from './workflow';

/** Every call of the workflow service (/api/workflow/...). */
export const WORKFLOW_CONTRACTS = [...Object.values(activityTemplate), ...Object.values(workflow)];
