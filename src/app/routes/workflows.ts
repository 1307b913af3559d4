import { inSection, screen, type AppRoute } from '../../navigation/route-types';

export const WORKFLOWS_ROUTES: readonly AppRoute[] = inSection('workflows', [
  {
    path: '/workflow-template',
    permission: 'workflow.view',
    title: 'Workflow templates',
    nav: true,
    screen: screen(() => import('../../features/workflow-templates/Workflows.page'), 'WorkflowsPage'),
  },
  {
    path: '/workflow-template/create',
    permission: 'workflow.create',
    title: 'New workflow template',
    screen: screen(
      () => import('../../features/workflow-templates/WorkflowCreate.page'),
      'WorkflowCreatePage',
    ),
  },
  {
    path: '/workflow-template/:id',
    permission: 'workflow.view',
    title: 'Workflow template',
    screen: screen(() => import('../../features/workflow-templates/Workflow.page'), 'WorkflowPage'),
  },
  {
    path: '/activity-template',
    permission: 'activityTemplate.view',
    title: 'Activity templates',
    nav: true,
    screen: screen(
      () => import('../../features/activity-templates/ActivityTemplates.page'),
      'ActivityTemplatesPage',
    ),
  },
  {
    path: '/activity-template/create',
    permission: 'activityTemplate.create',
    title: 'New activity template',
    screen: screen(
      () => import('../../features/activity-templates/ActivityTemplateCreate.page'),
      'ActivityTemplateCreatePage',
    ),
  },
  {
    path: '/activity-template/edit',
    permission: 'activityTemplate.update',
    title: 'Edit activity template',
    screen: screen(
      () => import('../../features/activity-templates/ActivityTemplateEdit.page'),
      'ActivityTemplateEditPage',
    ),
  },
]);
