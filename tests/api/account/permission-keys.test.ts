import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../../src/domain/permissions';
import type { PermissionKey } from '../../../src/domain/permissions';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, createTenant, createTestApp } from '../../support/test-app';
import { addRole } from '../people-fixtures';

let t: TestApp;
let org: Tenant;
const someId = '0195b8a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Keys Org');
});
afterAll(() => t.close());

/** Every route of this area with the key it needs; each is refused to a user holding everything else. */
const routes: Array<[PermissionKey, string, string, unknown?]> = [
  ['organisation.view', 'POST', '/api/organisation/Organisation/GetAll', {}],
  ['organisation.view', 'GET', `/api/organisation/Organisation/GetById?id=${someId}`],
  [
    'organisation.create',
    'POST',
    '/api/organisation/Organisation',
    { name: 'X', administrator: { name: 'A', email: 'a@x.example' } },
  ],
  ['organisation.update', 'PUT', `/api/organisation/Organisation?id=${someId}`, { name: 'X', version: 1 }],
  [
    'organisation.update',
    'PUT',
    `/api/organisation/Organisation/UpdateAddress?id=${someId}`,
    { addressLine: 'X', countryId: 1, version: 1 },
  ],
  ['organisation.delete', 'DELETE', `/api/organisation/Organisation?id=${someId}`],
  ['adminUser.view', 'POST', '/api/account/User/GetAll', {}],
  ['adminUser.view', 'GET', `/api/account/User/GetById/${someId}`],
  [
    'adminUser.create',
    'POST',
    '/api/account/User',
    { name: 'X', email: 'x@x.example', roleId: someId, password: 'Pass-word-1' },
  ],
  [
    'adminUser.update',
    'PUT',
    `/api/account/User?id=${someId}`,
    { name: 'X', email: 'x@x.example', roleId: someId, version: 1 },
  ],
  ['adminUser.delete', 'DELETE', `/api/account/User?id=${someId}`],
  [
    'adminUser.changePassword',
    'POST',
    '/api/account/User/ChangeUserPassword',
    { userId: someId, newPassword: 'Pass-word-1' },
  ],
  ['vendor.view', 'POST', '/api/account/Vendor/GetAll', {}],
  ['vendor.view', 'GET', `/api/account/Vendor/GetById?id=${someId}`],
  ['vendor.create', 'POST', '/api/account/Vendor', { name: 'X' }],
  ['vendor.update', 'PUT', `/api/account/Vendor?id=${someId}`, { name: 'X', version: 1 }],
  ['vendor.delete', 'DELETE', `/api/account/Vendor?id=${someId}`],
  ['crew.view', 'POST', '/api/account/Crew/GetAll', {}],
  ['crew.view', 'GET', `/api/account/Crew/GetById?id=${someId}`],
  ['crew.create', 'POST', '/api/account/Crew', { name: 'X' }],
  ['crew.update', 'PUT', `/api/account/Crew?id=${someId}`, { name: 'X', version: 1 }],
  ['crew.delete', 'DELETE', `/api/account/Crew?id=${someId}`],
  ['workforce.view', 'POST', '/api/account/Workforce/GetAll', {}],
  ['workforce.view', 'GET', '/api/account/Workforce/GetSupervisor'],
  ['workforce.view', 'GET', `/api/account/Workforce/GetById?id=${someId}`],
  ['workforce.create', 'POST', '/api/account/Workforce', { kind: 1, name: 'X', email: 'x@x.example' }],
  [
    'workforce.update',
    'PUT',
    `/api/account/Workforce?id=${someId}`,
    { kind: 1, name: 'X', email: 'x@x.example', version: 1 },
  ],
  ['workforce.delete', 'DELETE', `/api/account/Workforce?id=${someId}`],
];

describe('permission keys of the organisation, people and vendor routes', () => {
  it.each(routes)('%s is required by %s %s', async (key, method, url, body) => {
    const roleId = await addRole(
      t,
      org.organisationId,
      `All but ${key} ${method} ${url}`.slice(0, 100),
      ALL_PERMISSIONS.filter((k) => k !== key),
    );
    const email = `${key.replace('.', '-')}-${Math.random().toString(36).slice(2, 8)}@keys.example`;
    await addUser(t, org.organisationId, { email, roleId });
    const response = await t.request(method, url, { token: await t.signIn(email), body });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You do not have permission to do this.');
  });

  it('lets any signed-in user call the dropdowns, their profile and their notifications', async () => {
    const roleId = await addRole(t, org.organisationId, 'Nothing at all', []);
    await addUser(t, org.organisationId, { email: 'nobody@keys.example', roleId });
    const token = await t.signIn('nobody@keys.example');
    for (const [method, url, body] of [
      ['POST', '/api/account/VendorAccessGroup/GetAllVendors', {}],
      ['POST', '/api/account/CrewAccessGroup/GetAllCrews', {}],
      ['GET', '/api/account/User/Profile', undefined],
      ['GET', '/api/account/NotificationSetting', undefined],
      ['POST', '/api/account/Notification/GetAll', {}],
      ['GET', '/api/account/Notification/UnreadCount', undefined],
    ] as const) {
      expect((await t.request(method, url, { token, body })).status, `${method} ${url}`).toBe(200);
    }
  });

  it('documents each route’s permission key in the OpenAPI description', async () => {
    const docs = (await t.request('GET', '/api/docs/json')).body;
    expect(docs.paths['/api/account/Crew'].post.description).toBe('Permission: crew.create');
    expect(docs.paths['/api/organisation/Organisation/UpdateAddress'].put.description).toBe(
      'Permission: organisation.update',
    );
    expect(docs.paths['/api/document/Image'].post.description).toBe('Permission: signed-in');
  });
});
