import type { FastifyInstance } from 'fastify';
import { activityTemplateRoutes } from './activity-template/routes';
import { workflowRoutes } from './workflow/routes';

/** The workflow service: /api/workflow/... (activity types and templates, workflow templates and their versions). */
export async function workflowService(app: FastifyInstance) {
  await app.register(activityTemplateRoutes);
  await app.register(workflowRoutes);
}

// What other services use.
export { getWorkflowActivities } from './workflow/queries';
