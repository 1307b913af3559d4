import type { TenantWorld } from './tenant-world';
import type { RouteProbes } from './probes';
import { call } from './probes';

/** Activity templates and workflow templates (/api/workflow). */

const F = '/api/workflow';

/** An activity template body whose task and element carry the given template's ids (kept across edits). */
function templateBody(name: string, ids: TenantWorld['activityTemplate']) {
  return {
    name,
    activityTypeId: 1,
    tasks: [
      {
        id: ids.taskId,
        name: 'Record the site',
        elements: [{ id: ids.elementId, elementType: 'manual-reading', label: 'Oil level' }],
      },
    ],
  };
}

export const workflowProbes: RouteProbes[] = [
  {
    route: 'GET /api/workflow/WorkFlow/GetTemplateActivityByActivityTypeId',
    org: () => [
      call('GET', `${F}/WorkFlow/GetTemplateActivityByActivityTypeId?activityTypeId=1`, undefined, 'list'),
    ],
  },
  {
    route: 'POST /api/workflow/ActivityTemplate/GetAll',
    org: ({ a }) => [
      call('POST', `${F}/ActivityTemplate/GetAll`, { activityTypeId: 1, searchString: a.marker }, 'list'),
    ],
  },
  {
    route: 'GET /api/workflow/ActivityTemplate/GetById',
    org: ({ a }) => [call('GET', `${F}/ActivityTemplate/GetById?id=${a.activityTemplate.id}`)],
  },
  {
    route: 'POST /api/workflow/ActivityTemplate',
    reuse: ({ a, b }) => {
      const { id } = a.activityTemplate;
      return [
        call(
          'POST',
          `${F}/ActivityTemplate`,
          { id, ...templateBody(`${b.marker} Twin survey`, a.activityTemplate) },
          'own',
        ),
        call('GET', `${F}/ActivityTemplate/GetById?id=${id}`, undefined, 'own'),
        call('DELETE', `${F}/ActivityTemplate?id=${id}`, undefined, 'own'),
      ];
    },
  },
  {
    route: 'PUT /api/workflow/ActivityTemplate',
    org: async ({ a, b, version }) => [
      call('PUT', `${F}/ActivityTemplate?id=${a.activityTemplate.id}`, {
        ...templateBody('Renamed', a.activityTemplate),
        version: await version('activity_template', a.activityTemplate.id),
      }),
      // B's own template, claiming the task and element ids of A's.
      call(
        'PUT',
        `${F}/ActivityTemplate?id=${b.activityTemplate.id}`,
        {
          ...templateBody(`${b.marker} Site survey`, a.activityTemplate),
          version: await version('activity_template', b.activityTemplate.id, b),
        },
        'own',
      ),
    ],
  },
  {
    route: 'DELETE /api/workflow/ActivityTemplate',
    org: ({ a }) => [call('DELETE', `${F}/ActivityTemplate?id=${a.activityTemplate.id}`)],
  },
  {
    route: 'POST /api/workflow/WorkFlow/GetAllWorkFlowsForOrganisation',
    org: ({ a }) => [
      call(
        'POST',
        `${F}/WorkFlow/GetAllWorkFlowsForOrganisation`,
        { organisationID: a.organisationId },
        'list',
      ),
    ],
  },
  {
    route: 'GET /api/workflow/WorkFlow/GetWorkFlowById',
    org: ({ a }) => [call('GET', `${F}/WorkFlow/GetWorkFlowById?id=${a.workflowId}`)],
  },
  {
    route: 'GET /api/workflow/WorkFlow/GetWorkActivities',
    org: ({ a }) => [
      call('GET', `${F}/WorkFlow/GetWorkActivities?workflowId=${a.workflowId}`),
      call('GET', `${F}/WorkFlow/GetWorkActivities?workflowId=${a.workflowId}&publishedVersion=1`),
    ],
  },
  {
    route: 'POST /api/workflow/WorkFlow',
    org: ({ a }) => [
      call('POST', `${F}/WorkFlow`, {
        name: 'Intruder flow',
        activities: [{ activityTemplateId: a.activityTemplate.id }],
      }),
    ],
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${F}/WorkFlow`,
        {
          id: a.workflowId,
          name: `${b.marker} Twin flow`,
          activities: [{ activityTemplateId: b.activityTemplate.id }],
        },
        'own',
      ),
      call('GET', `${F}/WorkFlow/GetWorkFlowById?id=${a.workflowId}`, undefined, 'own'),
      call('DELETE', `${F}/WorkFlow?id=${a.workflowId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/workflow/WorkFlow',
    org: async ({ a, version }) => [
      call('PUT', `${F}/WorkFlow?id=${a.workflowId}`, {
        name: 'Renamed',
        isActive: false,
        version: await version('workflow', a.workflowId),
      }),
    ],
  },
  {
    route: 'DELETE /api/workflow/WorkFlow',
    org: ({ a }) => [call('DELETE', `${F}/WorkFlow?id=${a.workflowId}`)],
  },
  {
    route: 'PUT /api/workflow/WorkFlow/UpdateWorkActivities',
    org: async ({ a, b, version }) => [
      call('PUT', `${F}/WorkFlow/UpdateWorkActivities?id=${a.workflowId}`, {
        activities: [{ activityTemplateId: a.activityTemplate.id }],
        version: await version('workflow', a.workflowId),
      }),
      call('PUT', `${F}/WorkFlow/UpdateWorkActivities?id=${b.workflowId}`, {
        activities: [{ activityTemplateId: a.activityTemplate.id }],
        version: await version('workflow', b.workflowId, b),
      }),
    ],
  },
];
