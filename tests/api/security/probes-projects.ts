import type { RouteProbes } from './probes';
import { call } from './probes';

/** Projects, access groups and work-location templates with their fields (/api/workorder). */

const W = '/api/workorder';

export const projectProbes: RouteProbes[] = [
  {
    route: 'GET /api/workorder/Project/GetById',
    org: ({ a }) => [call('GET', `${W}/Project/GetById?id=${a.projectId}`)],
  },
  {
    route: 'POST /api/workorder/Project',
    reuse: ({ a, b }) => [
      call('POST', `${W}/Project`, { id: a.otherProjectId, projectName: `${b.marker} Twin project` }, 'own'),
      call('GET', `${W}/Project/GetById?id=${a.otherProjectId}`, undefined, 'own'),
      call('DELETE', `${W}/Project?id=${a.otherProjectId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/workorder/Project',
    org: async ({ a, version }) => [
      call('PUT', `${W}/Project?id=${a.projectId}`, {
        projectName: 'Renamed',
        isActive: false,
        version: await version('project', a.projectId),
      }),
    ],
  },
  {
    route: 'DELETE /api/workorder/Project',
    org: ({ a }) => [a.projectId, a.otherProjectId].map((id) => call('DELETE', `${W}/Project?id=${id}`)),
  },
  {
    route: 'POST /api/workorder/AccessGroup/GetAll',
    org: ({ a, b }) => [
      call('POST', `${W}/AccessGroup/GetAll`, { projectId: a.projectId }, 'list'),
      call('POST', `${W}/AccessGroup/GetAll`, { projectId: b.projectId, parentId: a.groups.North }, 'list'),
    ],
  },
  {
    route: 'POST /api/workorder/AccessGroup/GetUserAccessGroup',
    org: ({ a }) => [call('POST', `${W}/AccessGroup/GetUserAccessGroup`, { projectId: a.projectId }, 'list')],
  },
  {
    route: 'GET /api/workorder/AccessGroup/GetById',
    org: ({ a }) =>
      [a.groups.North, a.groups['North-1a']].map((id) => call('GET', `${W}/AccessGroup/GetById?id=${id}`)),
  },
  {
    route: 'POST /api/workorder/AccessGroup',
    org: ({ a, b }) => [
      call('POST', `${W}/AccessGroup`, { projectId: a.projectId, name: 'Intruders' }),
      call('POST', `${W}/AccessGroup`, {
        projectId: b.projectId,
        name: 'Intruders',
        parentId: a.groups.North,
      }),
    ],
    reuse: ({ a, b }) => {
      const id = a.groups['South-1'];
      return [
        call(
          'POST',
          `${W}/AccessGroup`,
          { id, projectId: b.projectId, name: `${b.marker} Twin group` },
          'own',
        ),
        call('GET', `${W}/AccessGroup/GetById?id=${id}`, undefined, 'own'),
        call('DELETE', `${W}/AccessGroup?id=${id}`, undefined, 'own'),
      ];
    },
  },
  {
    route: 'PUT /api/workorder/AccessGroup',
    org: async ({ a, b, version }) => [
      call('PUT', `${W}/AccessGroup?id=${a.groups['North-1']}`, {
        name: 'Renamed',
        parentId: a.groups.South,
        version: await version('access_group', a.groups['North-1']),
      }),
      // B's own group, moved under A's.
      call('PUT', `${W}/AccessGroup?id=${b.groups['North-1']}`, {
        name: 'North-1',
        parentId: a.groups.South,
        version: await version('access_group', b.groups['North-1'], b),
      }),
    ],
  },
  {
    route: 'DELETE /api/workorder/AccessGroup',
    org: ({ a }) => [call('DELETE', `${W}/AccessGroup?id=${a.groups['South-1']}`)],
  },
  {
    route: 'GET /api/workorder/WorkLocationTemplate/GetWorkLocationTemplateElements',
    org: ({ a }) => [
      call(
        'GET',
        `${W}/WorkLocationTemplate/GetWorkLocationTemplateElements?workLocationTemplateId=${a.templateId}`,
        undefined,
        'list',
      ),
    ],
  },
  {
    route: 'GET /api/workorder/WorkLocationTemplate/GetById',
    org: ({ a }) => [call('GET', `${W}/WorkLocationTemplate/GetById?id=${a.templateId}`)],
  },
  {
    route: 'POST /api/workorder/WorkLocationTemplate',
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${W}/WorkLocationTemplate`,
        { id: a.templateId, name: `${b.marker} Twin template` },
        'own',
      ),
      call('GET', `${W}/WorkLocationTemplate/GetById?id=${a.templateId}`, undefined, 'own'),
      call('DELETE', `${W}/WorkLocationTemplate?id=${a.templateId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/workorder/WorkLocationTemplate',
    org: async ({ a, version }) => [
      call('PUT', `${W}/WorkLocationTemplate?id=${a.templateId}`, {
        name: 'Renamed',
        version: await version('work_location_template', a.templateId),
      }),
    ],
  },
  {
    route: 'DELETE /api/workorder/WorkLocationTemplate',
    org: ({ a }) => [call('DELETE', `${W}/WorkLocationTemplate?id=${a.templateId}`)],
  },
  {
    route: 'POST /api/workorder/WorkLocationTemplate/Element',
    org: ({ a }) => [
      call('POST', `${W}/WorkLocationTemplate/Element`, {
        workLocationTemplateId: a.templateId,
        elementName: 'Intruder',
        code: 'INT',
        elementType: 'text',
      }),
    ],
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${W}/WorkLocationTemplate/Element`,
        {
          id: a.elementId,
          workLocationTemplateId: b.templateId,
          elementName: `${b.marker} Twin`,
          code: 'TWIN',
          elementType: 'text',
        },
        'own',
      ),
      call('DELETE', `${W}/WorkLocationTemplate/Element?id=${a.elementId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/workorder/WorkLocationTemplate/Element',
    org: async ({ a, version }) => [
      call('PUT', `${W}/WorkLocationTemplate/Element?id=${a.elementId}`, {
        elementName: 'Renamed',
        code: 'KVA',
        elementType: 'number',
        isRequired: false,
        version: await version('work_location_template_element', a.elementId),
      }),
    ],
  },
  {
    route: 'DELETE /api/workorder/WorkLocationTemplate/Element',
    org: ({ a }) => [call('DELETE', `${W}/WorkLocationTemplate/Element?id=${a.elementId}`)],
  },
];
