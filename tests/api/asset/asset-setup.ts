import { afterAll, beforeAll } from 'vitest';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import { addCrew } from '../access-fixtures';
import { grant } from '../people-fixtures';
import { assetSetup, okCall } from './asset-fixtures';

/*
 * The world of one asset test file: its own app, an organisation with two vendors and a crew of each, a viewer,
 * a crew supervisor and a vendor user who may move and update assets, a warehouse and asset type (prefix KMR),
 * and another organisation's admin. openAssetWorld() builds it in beforeAll and closes the app in afterAll; the
 * bindings below are live, set once it is built, and each test file has its own.
 */
export let t: TestApp;
export let org: Tenant;
export let admin: string;
export let otherAdmin: string;
export let viewer: string;
export let supervisor: string;
export let vendorUser: string;
export let vendorId: string;
export let otherVendorId: string;
export let crewId: string;
export let otherVendorCrewId: string;
export let setup: Awaited<ReturnType<typeof assetSetup>>;

export function openAssetWorld() {
  beforeAll(async () => {
    t = await createTestApp();
    org = await createTenant(t, 'Asset Org');
    const other = await createTenant(t, 'Other Asset Org');
    admin = await t.signIn(org.adminEmail);
    otherAdmin = await t.signIn(other.adminEmail);
    vendorId = await addVendor(t, org.organisationId, 'Barpeta Meter Services');
    otherVendorId = await addVendor(t, org.organisationId, 'Goalpara Line Works');
    crewId = await addCrew(t, org.organisationId, 'Barpeta Crew A', vendorId);
    otherVendorCrewId = await addCrew(t, org.organisationId, 'Goalpara Crew', otherVendorId);
    await addUser(t, org.organisationId, {
      email: 'viewer@asset.example',
      roleId: org.roleIds.get('Viewer')!,
    });
    viewer = await t.signIn('viewer@asset.example');
    await addUser(t, org.organisationId, {
      email: 'sup@asset.example',
      roleId: org.roleIds.get('Crew supervisor')!,
    });
    supervisor = await t.signIn('sup@asset.example');
    const vendorAdmin = org.roleIds.get('Vendor administrator')!;
    await grant(t, vendorAdmin, ['asset.changeLocation', 'asset.update']);
    await addUser(t, org.organisationId, { email: 'vendor@asset.example', roleId: vendorAdmin, vendorId });
    vendorUser = await t.signIn('vendor@asset.example');
    setup = await assetSetup(t, admin, 'KMR');
  });
  afterAll(() => t.close());
}

/** A call to `/api/asset/<url>` (as the admin unless a token is given): the whole response. */
export const call = (method: string, url: string, body?: unknown, token = admin) =>
  t.request(method, `/api/asset/${url}`, { token, body });

/** The same call, expected to succeed: its `data`. */
export const ok = (method: string, url: string, body?: unknown, token = admin) =>
  okCall(t, token, method, `asset/${url}`, body);
