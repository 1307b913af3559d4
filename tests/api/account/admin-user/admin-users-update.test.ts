import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userAccount } from '../../../../server/db/schema/index';
import { addUser } from '../../../support/test-app';
import { ALL_PERMISSIONS } from '../../../../src/domain/permissions';
import { addRole } from '../../people-fixtures';
import {
  admin,
  adminRole,
  newUser,
  openAdminUserWorld,
  org,
  t,
  vendor1Admin,
  vendor2UserId,
  vendorRole,
  viewerRole,
} from './admin-user-setup';

openAdminUserWorld();

describe('PUT /api/account/User', () => {
  it('updates a user and answers a stale version with 409 and the current record', async () => {
    const { id } = (
      await t.request('POST', '/api/account/User', { token: admin, body: newUser('edit.me@people.example') })
    ).body.data;
    const body = {
      name: 'Edited Name',
      email: 'edited@people.example',
      phone: null,
      roleId: viewerRole,
      vendorId: null,
      isActive: true,
      imageUrl: null,
      version: 1,
    };
    const ok = await t.request('PUT', `/api/account/User?id=${id}`, { token: admin, body });
    expect(ok.body.data).toMatchObject({ name: 'Edited Name', email: 'edited@people.example', version: 2 });
    const stale = await t.request('PUT', `/api/account/User?id=${id}`, {
      token: admin,
      body: { ...body, name: 'Lost' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ id, name: 'Edited Name', version: 2 });
  });

  it('lets nobody change their own role or deactivate themselves', async () => {
    const me = (await t.request('GET', '/api/account/User/Profile', { token: admin })).body.data;
    const body = {
      name: 'Me',
      email: org.adminEmail,
      roleId: viewerRole,
      isActive: true,
      version: me.version,
    };
    const role = await t.request('PUT', `/api/account/User?id=${me.id}`, { token: admin, body });
    expect(role.status).toBe(403);
    expect(role.body.message).toBe('You cannot change your own role.');
    const off = await t.request('PUT', `/api/account/User?id=${me.id}`, {
      token: admin,
      body: { ...body, roleId: adminRole, isActive: false },
    });
    expect(off.body.message).toBe('You cannot deactivate your own account.');
  });

  it('keeps the last active organisation administrator', async () => {
    const deputyRole = await addRole(t, org.organisationId, 'Deputy', [...ALL_PERMISSIONS]);
    await addUser(t, org.organisationId, { email: 'deputy@people.example', roleId: deputyRole });
    const deputy = await t.signIn('deputy@people.example');
    const target = (
      await t.request('POST', '/api/account/User/GetAll', { token: deputy, body: { roleId: adminRole } })
    ).body.data.users[0];
    const body = {
      name: target.name,
      email: target.email,
      roleId: adminRole,
      isActive: false,
      version: target.version,
    };
    const deactivate = await t.request('PUT', `/api/account/User?id=${target.id}`, { token: deputy, body });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.message).toBe(
      `${target.name} is the last active organisation administrator. Give another active user the Organisation administrator role first.`,
    );
    expect(
      (
        await t.request('PUT', `/api/account/User?id=${target.id}`, {
          token: deputy,
          body: { ...body, isActive: true, roleId: deputyRole },
        })
      ).status,
    ).toBe(409);
    expect((await t.request('DELETE', `/api/account/User?id=${target.id}`, { token: deputy })).status).toBe(
      409,
    );
    await t.request('POST', '/api/account/User', {
      token: deputy,
      body: newUser('second.admin@people.example', { roleId: adminRole }),
    });
    expect(
      (await t.request('PUT', `/api/account/User?id=${target.id}`, { token: deputy, body })).status,
    ).toBe(200);
    await t.db.update(userAccount).set({ isActive: true }).where(eq(userAccount.id, target.id));
  });

  it('refuses to change a user who holds more than the caller', async () => {
    const managerRole = await addRole(t, org.organisationId, 'Clerk', [
      'adminUser.view',
      'adminUser.update',
      'adminUser.delete',
      'adminUser.changePassword',
    ]);
    await addUser(t, org.organisationId, { email: 'clerk@people.example', roleId: managerRole });
    const clerk = await t.signIn('clerk@people.example');
    const target = (
      await t.request('POST', '/api/account/User/GetAll', {
        token: admin,
        body: { searchString: 'viewer@people' },
      })
    ).body.data.users[0];
    const response = await t.request('PUT', `/api/account/User?id=${target.id}`, {
      token: clerk,
      body: {
        name: 'Taken',
        email: 'taken@people.example',
        roleId: viewerRole,
        isActive: true,
        version: target.version,
      },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      'You cannot manage a user whose role has permissions you do not hold.',
    );
    const password = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: clerk,
      body: { userId: target.id, newPassword: 'Taken-over-1' },
    });
    expect(password.status).toBe(403);
  });

  it('hides another vendor’s users from a vendor user: no read, change or delete', async () => {
    expect(
      (await t.request('GET', `/api/account/User/GetById/${vendor2UserId}`, { token: vendor1Admin })).status,
    ).toBe(404);
    const body = {
      name: 'Moved',
      email: 'v2.admin@people.example',
      roleId: vendorRole,
      isActive: true,
      version: 1,
    };
    expect(
      (await t.request('PUT', `/api/account/User?id=${vendor2UserId}`, { token: vendor1Admin, body })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/account/User?id=${vendor2UserId}`, { token: vendor1Admin })).status,
    ).toBe(404);
    const password = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: vendor1Admin,
      body: { userId: vendor2UserId, newPassword: 'Vendor-two-9' },
    });
    expect(password.status).toBe(404);
  });
});
