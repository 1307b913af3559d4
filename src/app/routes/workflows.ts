import { inSection, type AppRoute } from '../route-types';

export const WORKFLOWS_ROUTES: readonly AppRoute[] = inSection('workflows', [
  { path: '/workflow-template', permission: 'workflow.view', title: 'Workflow templates', nav: true },
  { path: '/workflow-template/create', permission: 'workflow.create', title: 'New workflow template' },
  { path: '/workflow-template/:id', permission: 'workflow.view', title: 'Workflow template' },
  {
    path: '/activity-template',
    permission: 'activityTemplate.view',
    title: 'Activity templates',
    nav: true,
  },
  {
    path: '/activity-template/create',
    permission: 'activityTemplate.create',
    title: 'New activity template',
  },
  {
    path: '/activity-template/edit',
    permission: 'activityTemplate.update',
    title: 'Edit activity template',
  },
]);
