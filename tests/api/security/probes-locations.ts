import type { ProbeContext, RouteProbes } from './probes';
import { call } from './probes';

/** Work locations and work-location groups (/api/workorder). */

const W = '/api/workorder';

const at = (c: ProbeContext, key: string) => c.a.locations.get(key)!;
const ownAt = (c: ProbeContext, key: string) => c.b.locations.get(key)!;

export const locationProbes: RouteProbes[] = [
  {
    route: 'POST /api/workorder/WorkLocation/GetAll',
    org: ({ a }) =>
      [
        { projectId: a.projectId },
        { accessGroupId: a.groups.North },
        { workLocationTemplateId: a.templateId },
        { elementFilter: { elementId: a.elementId, operator: 6, value: '0' } },
      ].map((filter) => call('POST', `${W}/WorkLocation/GetAll`, filter, 'list')),
  },
  {
    route: 'POST /api/workorder/WorkLocation/SearchWorklocation',
    org: ({ a }) => [
      call('POST', `${W}/WorkLocation/SearchWorklocation`, { projectId: a.projectId }, 'list'),
    ],
  },
  {
    route: 'GET /api/workorder/WorkLocation/GetById',
    org: (c) => ['N1-100', 'U-1000'].map((key) => call('GET', `${W}/WorkLocation/GetById?id=${at(c, key)}`)),
  },
  {
    route: 'POST /api/workorder/WorkLocation',
    org: (c) => {
      const own = { projectId: c.b.projectId, workLocationTemplateId: c.b.templateId, name: 'Intruder' };
      return [
        call('POST', `${W}/WorkLocation`, {
          projectId: c.a.projectId,
          workLocationTemplateId: c.a.templateId,
          locationIdentifier: 'HOSTILE-1',
          name: 'Intruder',
          elementValues: [{ elementId: c.a.elementId, value: '5' }],
        }),
        call('POST', `${W}/WorkLocation`, {
          ...own,
          locationIdentifier: 'HOSTILE-2',
          accessGroupId: c.a.groups.North,
          elementValues: [{ elementId: c.b.elementId, value: '5' }],
        }),
        call('POST', `${W}/WorkLocation`, {
          ...own,
          locationIdentifier: 'HOSTILE-3',
          elementValues: [
            { elementId: c.b.elementId, value: '5' },
            { elementId: c.a.elementId, value: '5' },
          ],
        }),
      ];
    },
    reuse: (c) => {
      const id = at(c, 'U-1000');
      return [
        call(
          'POST',
          `${W}/WorkLocation`,
          {
            id,
            projectId: c.b.projectId,
            workLocationTemplateId: c.b.templateId,
            locationIdentifier: 'TWIN-1',
            name: `${c.b.marker} Twin location`,
            elementValues: [{ elementId: c.b.elementId, value: '5' }],
          },
          'own',
        ),
        call('GET', `${W}/WorkLocation/GetById?id=${id}`, undefined, 'own'),
        call('DELETE', `${W}/WorkLocation?id=${id}`, undefined, 'own'),
      ];
    },
  },
  {
    route: 'PUT /api/workorder/WorkLocation',
    org: async (c) => [
      call('PUT', `${W}/WorkLocation?id=${at(c, 'N1-100')}`, {
        locationIdentifier: 'N1-100',
        name: 'Renamed',
        version: await c.version('work_location', at(c, 'N1-100')),
      }),
    ],
  },
  {
    route: 'PUT /api/workorder/WorkLocation/WorklocationAccessGroup',
    org: async (c) => [
      call('PUT', `${W}/WorkLocation/WorklocationAccessGroup?id=${at(c, 'N1-100')}`, {
        accessGroupId: c.a.groups.South,
        version: await c.version('work_location', at(c, 'N1-100')),
      }),
      call('PUT', `${W}/WorkLocation/WorklocationAccessGroup?id=${ownAt(c, 'N1-100')}`, {
        accessGroupId: c.a.groups.South,
        version: await c.version('work_location', ownAt(c, 'N1-100'), c.b),
      }),
    ],
  },
  {
    route: 'PUT /api/workorder/WorkLocation/UpdateWorklocationAddress',
    org: async (c) => [
      call('PUT', `${W}/WorkLocation/UpdateWorklocationAddress?id=${at(c, 'N1-100')}`, {
        addressLine: '1 Hostile Road',
        version: await c.version('work_location', at(c, 'N1-100')),
      }),
    ],
  },
  {
    route: 'PUT /api/workorder/WorkLocation/UpdateWorklocationElements',
    org: async (c) => [
      call('PUT', `${W}/WorkLocation/UpdateWorklocationElements?id=${at(c, 'N1-100')}`, {
        elementValues: [{ elementId: c.a.elementId, value: '7' }],
        version: await c.version('work_location', at(c, 'N1-100')),
      }),
      call('PUT', `${W}/WorkLocation/UpdateWorklocationElements?id=${ownAt(c, 'N1-100')}`, {
        elementValues: [
          { elementId: c.b.elementId, value: '7' },
          { elementId: c.a.elementId, value: '7' },
        ],
        version: await c.version('work_location', ownAt(c, 'N1-100'), c.b),
      }),
    ],
  },
  {
    route: 'DELETE /api/workorder/WorkLocation',
    org: (c) => [call('DELETE', `${W}/WorkLocation?id=${at(c, 'N1a-250')}`)],
  },
  {
    route: 'POST /api/workorder/WorkLocationGroup/GetAll',
    org: ({ a }) => [call('POST', `${W}/WorkLocationGroup/GetAll`, { projectId: a.projectId }, 'list')],
  },
  {
    route: 'GET /api/workorder/WorkLocationGroup/GetById',
    org: ({ a }) => [call('GET', `${W}/WorkLocationGroup/GetById?id=${a.locationGroupId}`)],
  },
  {
    route: 'POST /api/workorder/WorkLocationGroup',
    org: (c) => [
      call('POST', `${W}/WorkLocationGroup`, { projectId: c.a.projectId, name: 'Intruders' }),
      call('POST', `${W}/WorkLocationGroup`, {
        projectId: c.b.projectId,
        name: 'Intruders',
        workLocationIds: [at(c, 'N1-100')],
      }),
    ],
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${W}/WorkLocationGroup`,
        { id: a.locationGroupId, projectId: b.projectId, name: `${b.marker} Twin route` },
        'own',
      ),
      call('GET', `${W}/WorkLocationGroup/GetById?id=${a.locationGroupId}`, undefined, 'own'),
      call('DELETE', `${W}/WorkLocationGroup?id=${a.locationGroupId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/workorder/WorkLocationGroup',
    org: async (c) => [
      call('PUT', `${W}/WorkLocationGroup?id=${c.a.locationGroupId}`, {
        name: 'Renamed',
        workLocationIds: [],
        version: await c.version('work_location_group', c.a.locationGroupId),
      }),
      // B's own group given A's location besides its own.
      call('PUT', `${W}/WorkLocationGroup?id=${c.b.locationGroupId}`, {
        name: `${c.b.marker} Route 1`,
        workLocationIds: [ownAt(c, 'N1-100'), at(c, 'N1-100')],
        version: await c.version('work_location_group', c.b.locationGroupId, c.b),
      }),
    ],
  },
  {
    route: 'DELETE /api/workorder/WorkLocationGroup',
    org: ({ a }) => [call('DELETE', `${W}/WorkLocationGroup?id=${a.locationGroupId}`)],
  },
];
