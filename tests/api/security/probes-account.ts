import crypto from 'node:crypto';
import { PASSWORD } from '../../support/test-app';
import type { RouteProbes } from './probes';
import { call } from './probes';

/** Roles, admin users, vendors and notifications (/api/account). */

const A = '/api/account';
const NEW_PASSWORD = 'Hostile-Pass-2026';

export const accountProbes: RouteProbes[] = [
  {
    route: 'GET /api/account/Role/GetById',
    org: ({ a }) =>
      [a.roleId, a.vendorRoleId, a.tenant.roleIds.get('Viewer')!].map((id) =>
        call('GET', `${A}/Role/GetById?id=${id}`),
      ),
  },
  {
    route: 'POST /api/account/Role',
    reuse: ({ a, b }) => [
      call(
        'POST',
        `${A}/Role`,
        { id: a.roleId, name: `${b.marker} Reused role`, category: 1, permissions: ['workOrder.view'] },
        'own',
      ),
      call('GET', `${A}/Role/GetById?id=${a.roleId}`, undefined, 'own'),
      call('DELETE', `${A}/Role?id=${a.roleId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/account/Role',
    org: async ({ a, version }) => [
      call('PUT', `${A}/Role?id=${a.roleId}`, {
        name: 'Renamed',
        category: 1,
        permissions: [],
        version: await version('role', a.roleId),
      }),
    ],
  },
  { route: 'DELETE /api/account/Role', org: ({ a }) => [call('DELETE', `${A}/Role?id=${a.roleId}`)] },
  {
    route: 'POST /api/account/User/GetAll',
    org: ({ a, v1 }) => [
      call('POST', `${A}/User/GetAll`, { vendorId: v1.vendorId }, 'list'),
      call('POST', `${A}/User/GetAll`, { roleId: a.roleId }, 'list'),
      call('POST', `${A}/User/GetAll`, { searchString: a.marker }, 'list'),
    ],
    vendor: ({ a, v1 }) => [
      call('POST', `${A}/User/GetAll`, { vendorId: v1.vendorId }),
      call('POST', `${A}/User/GetAll`, { roleId: a.vendorRoleId, pageSize: 100 }, 'list'),
      call('POST', `${A}/User/GetAll`, { searchString: 'Assam' }, 'list'),
    ],
  },
  {
    route: 'GET /api/account/User/GetById/{id}',
    org: ({ a, v1 }) =>
      [a.adminUserId, a.planner.id, v1.userId].map((id) => call('GET', `${A}/User/GetById/${id}`)),
    vendor: ({ v1 }) => [call('GET', `${A}/User/GetById/${v1.userId}`)],
  },
  {
    route: 'POST /api/account/User',
    org: ({ a, b, v1 }) => [
      call('POST', `${A}/User`, {
        name: 'Intruder',
        email: 'intruder1@hostile.example',
        roleId: a.roleId,
        password: PASSWORD,
      }),
      call('POST', `${A}/User`, {
        name: 'Intruder',
        email: 'intruder2@hostile.example',
        roleId: b.vendorRoleId,
        vendorId: v1.vendorId,
        password: PASSWORD,
      }),
    ],
    vendor: ({ a, v1 }) => [
      call('POST', `${A}/User`, {
        id: v1.userId,
        name: 'Twin',
        email: 'twin@hostile.example',
        roleId: a.vendorRoleId,
        password: PASSWORD,
      }),
      call('POST', `${A}/User`, {
        name: 'Intruder',
        email: 'intruder3@hostile.example',
        roleId: a.vendorRoleId,
        vendorId: v1.vendorId,
        password: PASSWORD,
      }),
    ],
    reuse: ({ a, b }) => {
      const id = a.vendors[0].userId;
      return [
        call(
          'POST',
          `${A}/User`,
          {
            id,
            name: `${b.marker} Twin`,
            email: 'twin.b@hostile.example',
            roleId: b.roleId,
            password: PASSWORD,
          },
          'own',
        ),
        call('GET', `${A}/User/GetById/${id}`, undefined, 'own'),
        call('POST', `${A}/User/ChangeUserPassword`, { userId: id, newPassword: NEW_PASSWORD }, 'own'),
        call('DELETE', `${A}/User?id=${id}`, undefined, 'own'),
      ];
    },
  },
  {
    route: 'PUT /api/account/User',
    org: async ({ a, version }) => [
      call('PUT', `${A}/User?id=${a.planner.id}`, {
        name: 'Renamed',
        email: a.planner.email,
        roleId: a.roleId,
        isActive: false,
        version: await version('user_account', a.planner.id),
      }),
    ],
    vendor: async ({ a, v1, version }) => [
      call('PUT', `${A}/User?id=${v1.userId}`, {
        name: 'Renamed',
        email: v1.email,
        roleId: a.vendorRoleId,
        isActive: false,
        version: await version('user_account', v1.userId),
      }),
    ],
  },
  {
    route: 'DELETE /api/account/User',
    org: ({ a, v1 }) => [a.planner.id, v1.userId].map((id) => call('DELETE', `${A}/User?id=${id}`)),
    vendor: ({ v1 }) => [call('DELETE', `${A}/User?id=${v1.userId}`)],
  },
  {
    route: 'POST /api/account/User/ChangeUserPassword',
    org: ({ a, v1 }) =>
      [a.adminUserId, a.planner.id, v1.userId].map((userId) =>
        call('POST', `${A}/User/ChangeUserPassword`, { userId, newPassword: NEW_PASSWORD }),
      ),
    vendor: ({ v1 }) => [
      call('POST', `${A}/User/ChangeUserPassword`, { userId: v1.userId, newPassword: NEW_PASSWORD }),
    ],
  },
  {
    route: 'GET /api/account/Vendor/GetById',
    org: ({ a }) => a.vendors.map((v) => call('GET', `${A}/Vendor/GetById?id=${v.vendorId}`)),
    vendor: ({ v1 }) => [call('GET', `${A}/Vendor/GetById?id=${v1.vendorId}`)],
  },
  {
    route: 'POST /api/account/Vendor',
    vendor: ({ v1 }) => [call('POST', `${A}/Vendor`, { id: v1.vendorId, name: 'Twin vendor' })],
    reuse: ({ a, b }) => [
      call('POST', `${A}/Vendor`, { id: a.vendors[1].vendorId, name: `${b.marker} Twin vendor` }, 'own'),
      call('GET', `${A}/Vendor/GetById?id=${a.vendors[1].vendorId}`, undefined, 'own'),
      call('DELETE', `${A}/Vendor?id=${a.vendors[1].vendorId}`, undefined, 'own'),
    ],
  },
  {
    route: 'PUT /api/account/Vendor',
    org: async ({ v1, version }) => [
      call('PUT', `${A}/Vendor?id=${v1.vendorId}`, {
        name: 'Renamed',
        isActive: false,
        version: await version('vendor', v1.vendorId),
      }),
    ],
    vendor: async ({ v1, version }) => [
      call('PUT', `${A}/Vendor?id=${v1.vendorId}`, {
        name: 'Renamed',
        isActive: false,
        version: await version('vendor', v1.vendorId),
      }),
    ],
  },
  {
    route: 'DELETE /api/account/Vendor',
    org: ({ a }) => a.vendors.map((v) => call('DELETE', `${A}/Vendor?id=${v.vendorId}`)),
    vendor: ({ v1 }) => [call('DELETE', `${A}/Vendor?id=${v1.vendorId}`)],
  },
  {
    route: 'PUT /api/account/Notification/MarkRead',
    org: ({ a, v1 }) =>
      [a.notificationId, v1.notificationId].map((id) => call('PUT', `${A}/Notification/MarkRead?id=${id}`)),
    vendor: ({ a, v1 }) =>
      [v1.notificationId, a.notificationId].map((id) => call('PUT', `${A}/Notification/MarkRead?id=${id}`)),
  },
  {
    // A device is named by its endpoint: another's caller may "unsubscribe" it, and nothing of A's changes.
    route: 'POST /api/account/PushSubscription/Unsubscribe',
    org: ({ a }) => [call('POST', `${A}/PushSubscription/Unsubscribe`, { endpoint: a.pushEndpoint }, 'own')],
    vendor: ({ a }) => [
      call('POST', `${A}/PushSubscription/Unsubscribe`, { endpoint: a.pushEndpoint }, 'own'),
    ],
  },
  {
    // Subscribing A's device from B makes a device of B's own; A's stays A's administrator's.
    route: 'POST /api/account/PushSubscription',
    reuse: ({ a }) => [
      call(
        'POST',
        `${A}/PushSubscription`,
        {
          endpoint: a.pushEndpoint,
          keys: {
            p256dh: crypto.createECDH('prime256v1').generateKeys('base64url'),
            auth: crypto.randomBytes(16).toString('base64url'),
          },
        },
        'own',
      ),
    ],
  },
];
