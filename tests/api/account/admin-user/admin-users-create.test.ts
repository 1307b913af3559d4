import { describe, expect, it } from 'vitest';
import { addUser, createTenant } from '../../../support/test-app';
import { addRole, fields } from '../../people-fixtures';
import {
  admin,
  newUser,
  openAdminUserWorld,
  org,
  t,
  userCount,
  vendor1,
  vendor1Admin,
  vendor2,
  vendorRole,
  viewer,
  viewerRole,
} from './admin-user-setup';

openAdminUserWorld();

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
