import type { ProbeContext, RouteProbes } from './probes';
import { call } from './probes';

/** Access-group grants to admin users, vendors and crews (/api/account/{Admin|Vendor|Crew}AccessGroup). */

const A = '/api/account';

const GRANTS = [
  {
    base: 'AdminAccessGroup',
    subject: (c: ProbeContext) => c.a.planner.id,
    grant: (c: ProbeContext) => c.a.adminGrantId,
    vendorSubject: (c: ProbeContext) => c.v1.userId,
    vendorGrant: null,
    ownSubject: (c: ProbeContext) => c.b.planner.id,
  },
  {
    base: 'VendorAccessGroup',
    subject: (c: ProbeContext) => c.v1.vendorId,
    grant: (c: ProbeContext) => c.v1.vendorGrantId,
    vendorSubject: (c: ProbeContext) => c.v1.vendorId,
    vendorGrant: (c: ProbeContext) => c.v1.vendorGrantId,
    ownSubject: (c: ProbeContext) => c.b.vendors[0].vendorId,
  },
  {
    base: 'CrewAccessGroup',
    subject: (c: ProbeContext) => c.v1.crewId,
    grant: (c: ProbeContext) => c.v1.crewGrantId,
    vendorSubject: (c: ProbeContext) => c.v1.crewId,
    vendorGrant: (c: ProbeContext) => c.v1.crewGrantId,
    ownSubject: (c: ProbeContext) => c.b.vendors[0].crewId,
  },
] as const;

/** GetAll, grant, change and withdraw of each kind of access-group grant, by subject. */
export function grantProbes(): RouteProbes[] {
  return GRANTS.flatMap((kind): RouteProbes[] => {
    const path = `${A}/${kind.base}`;
    const vendorGrant = kind.vendorGrant;
    return [
      {
        route: `POST ${path}/GetAll`,
        org: (c) => [
          call('POST', `${path}/GetAll`, { data: { subjectId: kind.subject(c) } }, 'list'),
          call('POST', `${path}/GetAll`, { data: { projectId: c.a.projectId } }, 'list'),
        ],
        vendor: (c) => [
          call('POST', `${path}/GetAll`, { data: { subjectId: kind.vendorSubject(c) } }, 'list'),
        ],
      },
      {
        route: `POST ${path}`,
        org: (c) => [
          call('POST', path, {
            data: {
              subjectId: kind.subject(c),
              projectId: c.a.projectId,
              accessGroupIds: [c.a.groups.South],
            },
          }),
          call('POST', path, {
            data: {
              subjectId: kind.ownSubject(c),
              projectId: c.a.projectId,
              accessGroupIds: [c.a.groups.South],
            },
          }),
          // B's own subject and project, with A's access group.
          call('POST', path, {
            data: {
              subjectId: kind.ownSubject(c),
              projectId: c.b.otherProjectId,
              accessGroupIds: [c.a.groups.South],
            },
          }),
        ],
        vendor: (c) => [
          call('POST', path, {
            data: {
              subjectId: kind.vendorSubject(c),
              projectId: c.a.otherProjectId,
              accessGroupIds: [c.a.groups.South],
            },
          }),
        ],
      },
      {
        route: `PUT ${path}`,
        org: async (c) => [
          call('PUT', path, {
            data: {
              id: kind.grant(c),
              accessGroupIds: [c.a.groups.South],
              version: await c.version('access_grant', kind.grant(c)),
            },
          }),
        ],
        vendor: async (c) =>
          vendorGrant
            ? [
                call('PUT', path, {
                  data: {
                    id: vendorGrant(c),
                    accessGroupIds: [c.a.groups.South],
                    version: await c.version('access_grant', vendorGrant(c)),
                  },
                }),
              ]
            : [],
      },
      {
        route: `POST ${path}/Delete`,
        org: (c) => [call('POST', `${path}/Delete`, { data: { id: kind.grant(c) } })],
        vendor: (c) =>
          vendorGrant ? [call('POST', `${path}/Delete`, { data: { id: vendorGrant(c) } })] : [],
      },
    ];
  });
}
