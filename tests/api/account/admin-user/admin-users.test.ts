import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS } from '../../../../src/domain/permissions';
import { notification, userAccount } from '../../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../../support/test-app';
import { PASSWORD, addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { addRole, fields, grant } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let viewer: string;
let vendor1: string;
let vendor2: string;
let vendor1Admin: string;
let vendor2UserId: string;
let vendorRole: string;
let adminRole: string;
let viewerRole: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'People Org');
  admin = await t.signIn(org.adminEmail);
  adminRole = org.roleIds.get('Organisation administrator')!;
  viewerRole = org.roleIds.get('Viewer')!;
  vendorRole = org.roleIds.get('Vendor administrator')!;
  await grant(t, vendorRole, [
    'adminUser.view',
    'adminUser.create',
    'adminUser.update',
    'adminUser.delete',
    'adminUser.changePassword',
  ]);
  vendor1 = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
  vendor2 = await addVendor(t, org.organisationId, 'Kamrup Line Contractors');
  await addUser(t, org.organisationId, {
    email: 'v1.admin@people.example',
    name: 'Bina Vendor',
    roleId: vendorRole,
    vendorId: vendor1,
  });
  vendor2UserId = await addUser(t, org.organisationId, {
    email: 'v2.admin@people.example',
    name: 'Kiran Vendor',
    roleId: vendorRole,
    vendorId: vendor2,
  });
  await addUser(t, org.organisationId, {
    email: 'viewer@people.example',
    name: 'Vik Viewer',
    roleId: viewerRole,
  });
  await addUser(t, org.organisationId, {
    email: 'retired@people.example',
    name: 'Old Timer',
    roleId: viewerRole,
    isActive: false,
  });
  vendor1Admin = await t.signIn('v1.admin@people.example');
  viewer = await t.signIn('viewer@people.example');
});
afterAll(() => t.close());

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Nilima Das',
  email,
  phone: '+91 98640 11223',
  roleId: viewerRole,
  password: 'Initial-pass-1',
  ...extra,
});

async function userCount() {
  const [row] = await t.db.select({ n: count() }).from(userAccount);
  return row!.n;
}

function emails(response: { body: { data: { users: Array<{ email: string }> } } }) {
  return response.body.data.users.map((u) => u.email);
}

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

describe('POST /api/account/User', () => {
  it('creates an organisation user who can sign in with the initial password', async () => {
    const response = await t.request('POST', '/api/account/User', {
      token: admin,
      body: newUser('nilima@people.example'),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Nilima Das',
      roleName: 'Viewer',
      vendorId: null,
      isActive: true,
      version: 1,
    });
    await t.signIn('nilima@people.example', 'Initial-pass-1');
  });

  it('answers invalid input with field errors and writes nothing', async () => {
    const before = await userCount();
    const response = await t.request('POST', '/api/account/User', {
      token: admin,
      body: {
        name: '',
        email: 'not-an-email',
        phone: 'call me',
        roleId: 'x',
        password: 'short',
        nickname: 'N',
      },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Email', 'Name', 'Nickname', 'Password', 'Phone', 'RoleId']);
    expect(response.body.errors.find((e: { field: string }) => e.field === 'Email').message).toBe(
      'Enter valid email address',
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses an email in use anywhere in the installation, whatever its case', async () => {
    const otherOrg = await createTenant(t, 'Elsewhere');
    const response = await t.request('POST', '/api/account/User', {
      token: admin,
      body: newUser(otherOrg.adminEmail.toUpperCase()),
    });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual([
      { field: 'Email', message: 'A user with this email already exists.' },
    ]);
  });

  it('needs adminUser.create', async () => {
    const response = await t.request('POST', '/api/account/User', {
      token: viewer,
      body: newUser('nope@people.example'),
    });
    expect(response.status).toBe(403);
  });

  it('never gives a role holding permissions the caller lacks', async () => {
    const managerRole = await addRole(t, org.organisationId, 'User manager', [
      'adminUser.view',
      'adminUser.create',
      'adminUser.update',
    ]);
    await addUser(t, org.organisationId, { email: 'manager@people.example', roleId: managerRole });
    const manager = await t.signIn('manager@people.example');
    const response = await t.request('POST', '/api/account/User', {
      token: manager,
      body: newUser('raised@people.example', { roleId: viewerRole }),
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/^You cannot give a role with permissions you do not hold: /);
    const own = await t.request('POST', '/api/account/User', {
      token: manager,
      body: newUser('peer@people.example', { roleId: managerRole }),
    });
    expect(own.status).toBe(200);
  });

  it('matches the role to the kind of user: Admin roles for organisation users, Vendor or Crew roles for vendor users', async () => {
    const vendorWithAdminRole = await t.request('POST', '/api/account/User', {
      token: admin,
      body: newUser('a1@people.example', { vendorId: vendor1, roleId: viewerRole }),
    });
    expect(vendorWithAdminRole.body.errors).toEqual([
      { field: 'RoleId', message: 'A vendor user needs a Vendor or Crew role.' },
    ]);
    const orgWithVendorRole = await t.request('POST', '/api/account/User', {
      token: admin,
      body: newUser('a2@people.example', { roleId: vendorRole }),
    });
    expect(orgWithVendorRole.body.errors).toEqual([
      { field: 'RoleId', message: 'An organisation user needs an Admin role.' },
    ]);
  });

  it('keeps a vendor user’s new users in their own vendor', async () => {
    const own = await t.request('POST', '/api/account/User', {
      token: vendor1Admin,
      body: newUser('v1.new@people.example', { roleId: vendorRole }),
    });
    expect(own.status).toBe(200);
    expect(own.body.data.vendorId).toBe(vendor1);
    const other = await t.request('POST', '/api/account/User', {
      token: vendor1Admin,
      body: newUser('v2.new@people.example', { roleId: vendorRole, vendorId: vendor2 }),
    });
    expect(other.status).toBe(403);
    const orgLevel = await t.request('POST', '/api/account/User', {
      token: vendor1Admin,
      body: newUser('org.new@people.example', { roleId: vendorRole, vendorId: null }),
    });
    expect(orgLevel.status).toBe(403);
  });

  it('replays a retried create with one user written', async () => {
    const before = await userCount();
    const headers = { 'idempotency-key': 'user-create-0001' };
    const first = await t.request('POST', '/api/account/User', {
      token: admin,
      body: newUser('once@people.example'),
      headers,
    });
    const second = await t.request('POST', '/api/account/User', {
      token: admin,
      body: newUser('once@people.example'),
      headers,
    });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await userCount()).toBe(before + 1);
  });
});

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

describe('another organisation', () => {
  it('cannot read, change, delete or set the password of this organisation’s users', async () => {
    const outsider = await t.signIn((await createTenant(t, 'Outsiders')).adminEmail);
    const target = (
      await t.request('POST', '/api/account/User/GetAll', {
        token: admin,
        body: { searchString: 'viewer@people' },
      })
    ).body.data.users[0];
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

describe('DELETE /api/account/User', () => {
  it('deletes a user, never oneself, and only with adminUser.delete', async () => {
    const { id } = (
      await t.request('POST', '/api/account/User', { token: admin, body: newUser('leaving@people.example') })
    ).body.data;
    expect((await t.request('DELETE', `/api/account/User?id=${id}`, { token: viewer })).status).toBe(403);
    expect((await t.request('DELETE', `/api/account/User?id=${id}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', `/api/account/User/GetById/${id}`, { token: admin })).status).toBe(404);
    const me = (await t.request('GET', '/api/account/User/Profile', { token: admin })).body.data;
    const self = await t.request('DELETE', `/api/account/User?id=${me.id}`, { token: admin });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot delete your own account.');
  });
});

describe('POST /api/account/User/ChangeUserPassword', () => {
  it('sets another user’s password, ends their sessions and tells them', async () => {
    const { id } = (
      await t.request('POST', '/api/account/User', {
        token: admin,
        body: newUser('forgetful@people.example'),
      })
    ).body.data;
    const session = await t.request('POST', '/api/account/Auth/SignIn', {
      body: { email: 'forgetful@people.example', password: 'Initial-pass-1' },
    });
    const response = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: admin,
      body: { userId: id, newPassword: 'Fresh-pass-22' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.message).toBe('Password changed successfully.');
    await t.signIn('forgetful@people.example', 'Fresh-pass-22');
    const refresh = await t.request('POST', '/api/account/Auth/RefreshToken', {
      body: { refreshToken: session.body.data.refresh_token, grantType: 'refresh_token' },
    });
    expect(refresh.status).toBe(401);
    const [feed] = await t.db.select().from(notification).where(eq(notification.userId, id));
    expect(feed).toMatchObject({
      event: 'passwordChanged',
      title: 'Your password was changed',
      inConsole: true,
    });
    expect(feed!.body).toMatch(/set a new password for your account/);
    await vi.waitFor(() =>
      expect(
        t.mail.some((m) => m.to === 'forgetful@people.example' && m.subject === 'Your password was changed'),
      ).toBe(true),
    );
  });

  it('is not the way to change one’s own password, needs the permission and a valid password', async () => {
    const me = (await t.request('GET', '/api/account/User/Profile', { token: admin })).body.data;
    const self = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: admin,
      body: { userId: me.id, newPassword: 'Mine-pass-123' },
    });
    expect(self.status).toBe(403);
    const target = (
      await t.request('POST', '/api/account/User/GetAll', {
        token: admin,
        body: { searchString: 'viewer@people' },
      })
    ).body.data.users[0];
    expect(
      (
        await t.request('POST', '/api/account/User/ChangeUserPassword', {
          token: viewer,
          body: { userId: target.id, newPassword: 'Mine-pass-123' },
        })
      ).status,
    ).toBe(403);
    const weak = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: admin,
      body: { userId: target.id, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(fields(weak)).toEqual(['NewPassword']);
    await t.signIn('viewer@people.example', PASSWORD);
  });
});
