import type { RouteProbes } from './probes';
import { call } from './probes';

/** Crews and the mobile workforce (/api/account), where vendor isolation matters most. */

const A = '/api/account';

export const peopleProbes: RouteProbes[] = [
  {
    route: 'POST /api/account/Crew/GetAll',
    org: ({ v1 }) => [call('POST', `${A}/Crew/GetAll`, { vendorId: v1.vendorId }, 'list')],
    vendor: ({ v1 }) => [call('POST', `${A}/Crew/GetAll`, { vendorId: v1.vendorId })],
  },
  {
    route: 'POST /api/account/CrewAccessGroup/GetAllCrews',
    org: ({ v1 }) => [call('POST', `${A}/CrewAccessGroup/GetAllCrews`, { vendorId: v1.vendorId }, 'list')],
    vendor: ({ v1 }) => [
      call('POST', `${A}/CrewAccessGroup/GetAllCrews`, { vendorId: v1.vendorId }),
      call('POST', `${A}/CrewAccessGroup/GetAllCrews`, { includeInactive: true }, 'list'),
    ],
  },
  {
    route: 'GET /api/account/Crew/GetById',
    org: ({ a, v1 }) => [a.crewId, v1.crewId].map((id) => call('GET', `${A}/Crew/GetById?id=${id}`)),
    vendor: ({ v1 }) => [v1.crewId, v1.firstCrewId].map((id) => call('GET', `${A}/Crew/GetById?id=${id}`)),
  },
  {
    route: 'POST /api/account/Crew',
    org: ({ a, v1 }) => [
      call('POST', `${A}/Crew`, {
        name: 'Intruders',
        members: [{ workforceId: a.workerId, role: 'leader' }],
      }),
      call('POST', `${A}/Crew`, { name: 'Intruders', vendorId: v1.vendorId }),
    ],
    vendor: ({ v1 }) => [
      call('POST', `${A}/Crew`, {
        name: 'Poachers',
        members: [{ workforceId: v1.workerId, role: 'leader' }],
      }),
      call('POST', `${A}/Crew`, { id: v1.crewId, name: 'Twin crew' }),
    ],
    reuse: ({ a, b }) => [
      call('POST', `${A}/Crew`, { id: a.crewId, name: `${b.marker} Twin crew` }, 'own'),
      call('GET', `${A}/Crew/GetById?id=${a.crewId}`, undefined, 'own'),
      call('DELETE', `${A}/Crew?id=${a.crewId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/account/Crew',
    org: async ({ a, b, version }) => [
      call('PUT', `${A}/Crew?id=${a.crewId}`, {
        name: 'Renamed',
        members: [],
        version: await version('crew', a.crewId),
      }),
      // B's own crew, given A's worker.
      call('PUT', `${A}/Crew?id=${b.crewId}`, {
        name: `${b.marker} Depot Crew`,
        members: [{ workforceId: a.workerId, role: 'leader' }],
        version: await version('crew', b.crewId, b),
      }),
    ],
    vendor: async ({ v1, v2, version }) => [
      call('PUT', `${A}/Crew?id=${v1.crewId}`, {
        name: 'Renamed',
        members: [],
        version: await version('crew', v1.crewId),
      }),
      call('PUT', `${A}/Crew?id=${v2.crewId}`, {
        name: 'Poachers',
        members: [{ workforceId: v1.workerId, role: 'leader' }],
        version: await version('crew', v2.crewId),
      }),
    ],
  },
  {
    route: 'DELETE /api/account/Crew',
    org: ({ a, v1 }) => [a.crewId, v1.crewId].map((id) => call('DELETE', `${A}/Crew?id=${id}`)),
    vendor: ({ v1 }) => [v1.crewId, v1.firstCrewId].map((id) => call('DELETE', `${A}/Crew?id=${id}`)),
  },
  {
    route: 'POST /api/account/Workforce/GetAll',
    org: ({ a, v1 }) => [
      call('POST', `${A}/Workforce/GetAll`, { vendorId: v1.vendorId }, 'list'),
      call('POST', `${A}/Workforce/GetAll`, { supervisorId: a.supervisorId }, 'list'),
    ],
    vendor: ({ v1 }) => [
      call('POST', `${A}/Workforce/GetAll`, { vendorId: v1.vendorId }),
      call('POST', `${A}/Workforce/GetAll`, { supervisorId: v1.supervisorId }, 'list'),
    ],
  },
  {
    route: 'GET /api/account/Workforce/GetSupervisor',
    org: ({ v1 }) => [call('GET', `${A}/Workforce/GetSupervisor?vendorId=${v1.vendorId}`, undefined, 'list')],
    vendor: ({ v1 }) => [call('GET', `${A}/Workforce/GetSupervisor?vendorId=${v1.vendorId}`)],
  },
  {
    route: 'GET /api/account/Workforce/GetById',
    org: ({ a, v1 }) =>
      [a.supervisorId, a.workerId, v1.workerId].map((id) => call('GET', `${A}/Workforce/GetById?id=${id}`)),
    vendor: ({ v1 }) =>
      [v1.supervisorId, v1.workerId].map((id) => call('GET', `${A}/Workforce/GetById?id=${id}`)),
  },
  {
    route: 'POST /api/account/Workforce',
    org: ({ a }) => [
      call('POST', `${A}/Workforce`, {
        kind: 1,
        name: 'Intruder',
        email: 'w1@hostile.example',
        supervisorId: a.supervisorId,
      }),
    ],
    vendor: ({ v1 }) => [
      call('POST', `${A}/Workforce`, {
        kind: 1,
        name: 'Poacher',
        email: 'w2@hostile.example',
        supervisorId: v1.supervisorId,
      }),
      call('POST', `${A}/Workforce`, { id: v1.workerId, kind: 1, name: 'Twin', email: 'w3@hostile.example' }),
    ],
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${A}/Workforce`,
        { id: a.workerId, kind: 1, name: `${b.marker} Twin`, email: 'w4@hostile.example' },
        'own',
      ),
      call('GET', `${A}/Workforce/GetById?id=${a.workerId}`, undefined, 'own'),
      call('DELETE', `${A}/Workforce?id=${a.workerId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/account/Workforce',
    org: async ({ a, b, version }) => [
      call('PUT', `${A}/Workforce?id=${a.workerId}`, {
        kind: 1,
        name: 'Renamed',
        email: 'w5@hostile.example',
        isActive: false,
        version: await version('workforce', a.workerId),
      }),
      call('PUT', `${A}/Workforce?id=${b.workerId}`, {
        kind: 1,
        name: `${b.marker} Depot Fitter`,
        email: 'w6@hostile.example',
        supervisorId: a.supervisorId,
        version: await version('workforce', b.workerId, b),
      }),
    ],
    vendor: async ({ v1, v2, version }) => [
      call('PUT', `${A}/Workforce?id=${v1.workerId}`, {
        kind: 1,
        name: 'Renamed',
        email: 'w7@hostile.example',
        isActive: false,
        version: await version('workforce', v1.workerId),
      }),
      call('PUT', `${A}/Workforce?id=${v2.workerId}`, {
        kind: 1,
        name: 'Poacher',
        email: 'w8@hostile.example',
        supervisorId: v1.supervisorId,
        version: await version('workforce', v2.workerId),
      }),
    ],
  },
  {
    route: 'DELETE /api/account/Workforce',
    org: ({ a, v1 }) => [a.workerId, v1.workerId].map((id) => call('DELETE', `${A}/Workforce?id=${id}`)),
    vendor: ({ v1 }) => [v1.workerId, v1.supervisorId].map((id) => call('DELETE', `${A}/Workforce?id=${id}`)),
  },
];
