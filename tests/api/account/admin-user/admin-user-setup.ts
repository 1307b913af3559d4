import { count } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { userAccount } from '../../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { grant } from '../../people-fixtures';

/*
 * The world of one admin-user test file: its own app, an organisation (People Org) with two vendors, a user of
 * each with the Vendor administrator role (granted the admin-user permissions), a viewer and an inactive user.
 * openAdminUserWorld() builds it in beforeAll and closes the app in afterAll; the bindings below are live, set
 * once it is built, and each test file has its own.
 */
export let t: TestApp;
export let org: Tenant;
export let admin: string;
export let viewer: string;
export let vendor1: string;
export let vendor2: string;
export let vendor1Admin: string;
export let vendor2UserId: string;
export let vendorRole: string;
export let adminRole: string;
export let viewerRole: string;

export function openAdminUserWorld() {
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
}

export const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Nilima Das',
  email,
  phone: '+91 98640 11223',
  roleId: viewerRole,
  password: 'Initial-pass-1',
  ...extra,
});

export async function userCount() {
  const [row] = await t.db.select({ n: count() }).from(userAccount);
  return row!.n;
}

export function emails(response: { body: { data: { users: Array<{ email: string }> } } }) {
  return response.body.data.users.map((u) => u.email);
}

/** The viewer's record as the admin lists it. */
export async function viewerRecord() {
  const list = await t.request('POST', '/api/account/User/GetAll', {
    token: admin,
    body: { searchString: 'viewer@people' },
  });
  return list.body.data.users[0];
}
