import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { notification } from '../../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { addRole, addWorkforce } from '../../people-fixtures';

/*
 * The world of one crew test file: its own app, an organisation with two vendors, a vendor user of the first,
 * a viewer and a dispatcher, workforce people of each vendor and another organisation's admin.
 * openCrewWorld() builds it in beforeAll and closes the app in afterAll; the bindings below are live, set once
 * it is built, and each test file has its own.
 */
export let t: TestApp;
export let org: Tenant;
export let admin: string;
export let otherAdmin: string;
export let viewer: string;
export let dispatcher: string;
export let v1User: string;
export let v1: string;
export let v2: string;
export let deputyId: string;
export let v1PeerId: string;
export const people: Record<string, string> = {};

export function openCrewWorld() {
  beforeAll(async () => {
    t = await createTestApp();
    org = await createTenant(t, 'Crew Org');
    admin = await t.signIn(org.adminEmail);
    otherAdmin = await t.signIn((await createTenant(t, 'Other Crew Org')).adminEmail);
    v1 = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
    v2 = await addVendor(t, org.organisationId, 'Kamrup Line Contractors');
    const vendorRole = org.roleIds.get('Vendor administrator')!;
    await addUser(t, org.organisationId, {
      email: 'v1@crews.example',
      name: 'Bina Vendor',
      roleId: vendorRole,
      vendorId: v1,
    });
    v1PeerId = await addUser(t, org.organisationId, {
      email: 'v1.peer@crews.example',
      name: 'Pallavi Peer',
      roleId: vendorRole,
      vendorId: v1,
    });
    await addUser(t, org.organisationId, { email: 'v2@crews.example', roleId: vendorRole, vendorId: v2 });
    deputyId = await addUser(t, org.organisationId, {
      email: 'deputy@crews.example',
      name: 'Deputy Admin',
      roleId: org.roleIds.get('Organisation administrator')!,
    });
    await addUser(t, org.organisationId, {
      email: 'viewer@crews.example',
      roleId: org.roleIds.get('Viewer')!,
    });
    await addUser(t, org.organisationId, {
      email: 'dispatch@crews.example',
      roleId: await addRole(t, org.organisationId, 'Dispatcher', ['workOrder.view']),
    });
    v1User = await t.signIn('v1@crews.example');
    viewer = await t.signIn('viewer@crews.example');
    dispatcher = await t.signIn('dispatch@crews.example');
    people.ravi = await addWorkforce(t, org.organisationId, { name: 'Ravi Deka', vendorId: v1 });
    people.mina = await addWorkforce(t, org.organisationId, { name: 'Mina Bora', vendorId: v1 });
    people.jiten = await addWorkforce(t, org.organisationId, { name: 'Jiten Saikia', vendorId: v1 });
    people.gone = await addWorkforce(t, org.organisationId, {
      name: 'Gone Person',
      vendorId: v1,
      isActive: false,
    });
    people.other = await addWorkforce(t, org.organisationId, { name: 'Other Vendor Tech', vendorId: v2 });
    people.staff = await addWorkforce(t, org.organisationId, { name: 'Hemanta Staff' });
  });
  afterAll(() => t.close());
}

export const newCrew = (
  name: string,
  members: Array<{ workforceId: string; role: string }> = [],
  extra: Record<string, unknown> = {},
) => ({
  name,
  vendorId: v1,
  members,
  ...extra,
});

export async function feedOf(userId: string) {
  return t.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.event, 'addedToCrew')));
}
