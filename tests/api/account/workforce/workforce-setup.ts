import { count } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { workforce } from '../../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { addWorkforce } from '../../people-fixtures';

/*
 * The world of one workforce test file: its own app, an organisation with two vendors, a vendor user, a viewer,
 * supervisors of each vendor and of the organisation, and another organisation's admin. openWorkforceWorld()
 * builds it in beforeAll and closes the app in afterAll; the bindings below are live, set once it is built, and
 * each test file has its own.
 */
export let t: TestApp;
export let org: Tenant;
export let admin: string;
export let otherAdmin: string;
export let viewer: string;
export let v1User: string;
export let v1: string;
export let v2: string;
export let v1Supervisor: string;
export let v2Supervisor: string;
export let orgSupervisor: string;
export let v2Tech: string;

export function openWorkforceWorld() {
  beforeAll(async () => {
    t = await createTestApp();
    org = await createTenant(t, 'Workforce Org');
    admin = await t.signIn(org.adminEmail);
    otherAdmin = await t.signIn((await createTenant(t, 'Other Workforce Org')).adminEmail);
    v1 = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
    v2 = await addVendor(t, org.organisationId, 'Kamrup Line Contractors');
    await addUser(t, org.organisationId, {
      email: 'v1@workforce.example',
      roleId: org.roleIds.get('Vendor administrator')!,
      vendorId: v1,
    });
    await addUser(t, org.organisationId, {
      email: 'viewer@workforce.example',
      roleId: org.roleIds.get('Viewer')!,
    });
    v1User = await t.signIn('v1@workforce.example');
    viewer = await t.signIn('viewer@workforce.example');
    v1Supervisor = await addWorkforce(t, org.organisationId, {
      name: 'Dipankar Supervisor',
      vendorId: v1,
      kind: 2,
    });
    v2Supervisor = await addWorkforce(t, org.organisationId, {
      name: 'Kamal Supervisor',
      vendorId: v2,
      kind: 2,
    });
    orgSupervisor = await addWorkforce(t, org.organisationId, { name: 'Anjali Supervisor', kind: 2 });
    v2Tech = await addWorkforce(t, org.organisationId, { name: 'Kamrup Tech', vendorId: v2 });
  });
  afterAll(() => t.close());
}

export const person = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: 1,
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@workforce.example`,
  phone: '+91 94350 12345',
  vendorId: v1,
  ...extra,
});

export async function workforceCount() {
  const [row] = await t.db.select({ n: count() }).from(workforce);
  return row!.n;
}
