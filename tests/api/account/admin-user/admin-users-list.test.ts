import { describe, expect, it } from 'vitest';
import { createTenant } from '../../../support/test-app';
import {
  admin,
  emails,
  openAdminUserWorld,
  t,
  vendor1Admin,
  vendorRole,
  viewerRecord,
  viewerRole,
} from './admin-user-setup';

openAdminUserWorld();

describe('POST /api/account/User/GetAll', () => {
  it('filters by role, activity and organisation-level (vendorId null), paged', async () => {
    const byRole = await t.request('POST', '/api/account/User/GetAll', {
      token: admin,
      body: { roleId: vendorRole },
    });
    expect(emails(byRole).sort()).toEqual(['v1.admin@people.example', 'v2.admin@people.example']);
    const inactive = await t.request('POST', '/api/account/User/GetAll', {
      token: admin,
      body: { isActive: false },
    });
    expect(emails(inactive)).toEqual(['retired@people.example']);
    const orgLevel = await t.request('POST', '/api/account/User/GetAll', {
      token: admin,
      body: { vendorId: null, pageSize: 2, page: 1 },
    });
    expect(orgLevel.body.data.users).toHaveLength(2);
    expect(orgLevel.body.data.pageTotal).toBe(3);
    const searched = await t.request('POST', '/api/account/User/GetAll', {
      token: admin,
      body: { searchString: 'kiran' },
    });
    expect(emails(searched)).toEqual(['v2.admin@people.example']);
  });

  it('shows a vendor user only their vendor’s users', async () => {
    const response = await t.request('POST', '/api/account/User/GetAll', {
      token: vendor1Admin,
      body: { pageSize: 100 },
    });
    expect(emails(response)).toEqual(['v1.admin@people.example']);
  });
});

describe('another organisation', () => {
  it('cannot read, change, delete or set the password of this organisation’s users', async () => {
    const outsider = await t.signIn((await createTenant(t, 'Outsiders')).adminEmail);
    const target = await viewerRecord();
    expect(
      (await t.request('GET', `/api/account/User/GetById/${target.id}`, { token: outsider })).status,
    ).toBe(404);
    const body = {
      name: 'Taken',
      email: 'taken2@people.example',
      roleId: viewerRole,
      isActive: true,
      version: target.version,
    };
    expect(
      (await t.request('PUT', `/api/account/User?id=${target.id}`, { token: outsider, body })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/account/User?id=${target.id}`, { token: outsider })).status).toBe(
      404,
    );
    const password = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: outsider,
      body: { userId: target.id, newPassword: 'Outside-pass-1' },
    });
    expect(password.status).toBe(404);
  });
});
