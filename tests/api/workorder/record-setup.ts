import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import { addRole } from '../people-fixtures';

/** The callers the record tests of the work-order service (projects, access groups, templates) check. */
export interface RecordWorld {
  t: TestApp;
  org: Tenant;
  admin: string;
  otherAdmin: string;
  viewer: string;
  /** A user whose role holds workOrder.view only. */
  dispatcher: string;
  /** A Vendor administrator of the organisation's vendor. */
  vendorUser: string;
}

/**
 * A new app with the organisation `<name> Org` and another one (`Other <name> Org`), each admin signed in, and
 * in the first a viewer, a dispatcher and a vendor user of `vendorName`, their emails at `domain`.
 */
export async function createRecordWorld(
  name: string,
  domain: string,
  vendorName: string,
): Promise<RecordWorld> {
  const t = await createTestApp();
  const org = await createTenant(t, `${name} Org`);
  const admin = await t.signIn(org.adminEmail);
  const otherAdmin = await t.signIn((await createTenant(t, `Other ${name} Org`)).adminEmail);
  await addUser(t, org.organisationId, { email: `viewer@${domain}`, roleId: org.roleIds.get('Viewer')! });
  const viewer = await t.signIn(`viewer@${domain}`);
  await addUser(t, org.organisationId, {
    email: `dispatch@${domain}`,
    roleId: await addRole(t, org.organisationId, 'Dispatcher', ['workOrder.view']),
  });
  const dispatcher = await t.signIn(`dispatch@${domain}`);
  const vendorId = await addVendor(t, org.organisationId, vendorName);
  await addUser(t, org.organisationId, {
    email: `v@${domain}`,
    roleId: org.roleIds.get('Vendor administrator')!,
    vendorId,
  });
  const vendorUser = await t.signIn(`v@${domain}`);
  return { t, org, admin, otherAdmin, viewer, dispatcher, vendorUser };
}
