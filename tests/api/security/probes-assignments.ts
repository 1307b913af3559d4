import { PASSWORD } from '../../support/test-app';
import type { ProbeContext, RouteProbes } from './probes';
import { call } from './probes';

/** Work-location groups assigned to vendors and crews, their field passwords and the served locations. */

const W = '/api/workorder';

function assignmentsOf(kind: 'Vendor' | 'Crew'): RouteProbes[] {
  const base = `${W}/${kind}WorkLocationGroup`;
  const key = kind === 'Vendor' ? 'vendorId' : 'crewId';
  const subject = (c: ProbeContext) => (kind === 'Vendor' ? c.v1.vendorId : c.v1.crewId);
  const assignment = (c: ProbeContext) =>
    kind === 'Vendor' ? c.v1.vendorAssignmentId : c.v1.crewAssignmentId;
  const ownSubject = (c: ProbeContext) =>
    kind === 'Vendor' ? c.b.vendors[0].vendorId : c.b.vendors[0].crewId;
  const ownAssignment = (c: ProbeContext) =>
    kind === 'Vendor' ? c.b.vendors[0].vendorAssignmentId : c.b.vendors[0].crewAssignmentId;
  // A vendor user naming another vendor is refused by the request guard; a crew id is checked by the query.
  const byProject = (c: ProbeContext, path: string) => [
    call('GET', `${path}?projectId=${c.a.projectId}&${key}=${subject(c)}`, undefined, 'list'),
    call('GET', `${path}?projectId=${c.a.projectId}`, undefined, 'list'),
  ];
  const getByProject = (path: string): RouteProbes => ({
    route: `GET ${path}`,
    org: (c) => byProject(c, path),
    vendor: (c) => byProject(c, path),
  });
  const password = { newPassword: PASSWORD, confirmPassword: PASSWORD };
  return [
    {
      route: `POST ${base}/GetAll`,
      org: (c) => [
        call('POST', `${base}/GetAll`, { [key]: subject(c) }, 'list'),
        call('POST', `${base}/GetAll`, { projectId: c.a.projectId }, 'list'),
      ],
      vendor: (c) => [
        call('POST', `${base}/GetAll`, { [key]: subject(c) }, 'list'),
        call('POST', `${base}/GetAll`, { projectId: c.a.projectId }, 'list'),
      ],
    },
    getByProject(`${base}/GetByProjectId`),
    ...(kind === 'Crew' ? [getByProject(`${base}//GetByProjectId`)] : []),
    {
      route: `PUT ${base}`,
      org: async (c) => [
        call('PUT', base, {
          [key]: subject(c),
          projectId: c.a.projectId,
          workLocationGroupIds: [c.a.locationGroupId],
          version: await c.version('location_group_assignment', assignment(c)),
        }),
        call('PUT', base, {
          [key]: subject(c),
          projectId: c.a.projectId,
          workLocationGroupIds: [c.a.locationGroupId],
        }),
        // B's own vendor or crew, given A's group.
        call('PUT', base, {
          [key]: ownSubject(c),
          projectId: c.b.projectId,
          workLocationGroupIds: [c.a.locationGroupId],
          version: await c.version('location_group_assignment', ownAssignment(c), c.b),
        }),
      ],
      vendor: async (c) => [
        call('PUT', base, {
          [key]: subject(c),
          projectId: c.a.projectId,
          workLocationGroupIds: [c.a.locationGroupId],
          version: await c.version('location_group_assignment', assignment(c)),
        }),
      ],
    },
    {
      route: `DELETE ${base}`,
      org: (c) => [call('DELETE', base, { [key]: subject(c), projectId: c.a.projectId })],
      vendor: (c) => [call('DELETE', base, { [key]: subject(c), projectId: c.a.projectId })],
    },
    {
      route: `PUT ${base}/ChangePassword`,
      org: (c) => [
        call('PUT', `${base}/ChangePassword`, { [key]: subject(c), projectId: c.a.projectId, ...password }),
      ],
      vendor: (c) => [
        call('PUT', `${base}/ChangePassword`, { [key]: subject(c), projectId: c.a.projectId, ...password }),
      ],
    },
  ];
}

export const assignmentProbes: RouteProbes[] = [
  ...assignmentsOf('Vendor'),
  ...assignmentsOf('Crew'),
  {
    route: 'POST /api/workorder/VendorWorkLocation/GetAll',
    org: ({ a, v1 }) => [
      call(
        'POST',
        `${W}/VendorWorkLocation/GetAll`,
        { vendorId: v1.vendorId, projectId: a.projectId },
        'list',
      ),
    ],
    vendor: ({ v1 }) => [call('POST', `${W}/VendorWorkLocation/GetAll`, { vendorId: v1.vendorId })],
  },
  {
    route: 'DELETE /api/workorder/VendorWorkLocation',
    org: ({ a, v1 }) => [
      call('DELETE', `${W}/VendorWorkLocation`, {
        vendorId: v1.vendorId,
        workLocationId: a.locations.get('N1-100'),
      }),
    ],
    vendor: ({ a, v1 }) => [
      call('DELETE', `${W}/VendorWorkLocation`, {
        vendorId: v1.vendorId,
        workLocationId: a.locations.get('N1-100'),
      }),
    ],
  },
];
