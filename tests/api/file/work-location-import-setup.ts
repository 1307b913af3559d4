import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { workLocation } from '../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import type { Tree } from '../access-fixtures';
import { buildTree, grantGroups } from '../access-fixtures';
import { grant } from '../people-fixtures';
import { download, readSheet } from './file-fixtures';

/*
 * The world of one work-location import test file: its own app, an organisation with an admin, a vendor user
 * and a viewer, and a project tree with its template. openLocationImportWorld() builds it in beforeAll and
 * closes the app in afterAll; the bindings below are live, set once it is built, and each test file has its
 * own.
 */
export let t: TestApp;
export let org: Tenant;
export let admin: string;
export let vendorUser: string;
export let viewer: string;
export let tree: Tree;
export const LOCATIONS = '/api/workorder/WorkLocation/Import';
export const GROUPS = '/api/workorder/WorkLocationGroup/Import';
export const LOCATION_HEADER = [
  'Identifier',
  'Name',
  'Project',
  'Template',
  'Access group',
  'Country',
  'State',
  'City',
  'Latitude',
  'Longitude',
];

export function openLocationImportWorld() {
  beforeAll(async () => {
    t = await createTestApp();
    org = await createTenant(t, 'Location Import Org');
    admin = await t.signIn(org.adminEmail);
    const vendorId = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
    const vendorRole = org.roleIds.get('Vendor administrator')!;
    await grant(t, vendorRole, ['workLocationGroup.export', 'workLocation.import', 'importExport.view']);
    await addUser(t, org.organisationId, { email: 'v@loc-import.example', roleId: vendorRole, vendorId });
    vendorUser = await t.signIn('v@loc-import.example');
    await addUser(t, org.organisationId, {
      email: 'viewer@loc-import.example',
      roleId: org.roleIds.get('Viewer')!,
    });
    viewer = await t.signIn('viewer@loc-import.example');
    tree = await buildTree(t, admin, 'Guwahati Distribution');
    await t.db.execute(`update project set code = 'GHY-DT' where id = '${tree.projectId}'`);
    const template = await t.request('POST', '/api/workorder/WorkLocationTemplate', {
      token: admin,
      body: { name: 'Consumer meter' },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(200);
    await grantGroups(t, admin, 'VendorAccessGroup', vendorId, tree.projectId, [tree.ids['North-1']]);
  });
  afterAll(() => t.close());
}

export async function rejected(token: string, jobId: string) {
  const rows = await readSheet(
    (await download(t, token, `/api/file/FileProcessQueue/Download?id=${jobId}`)).content,
  );
  return rows.slice(1).map((r) => [r[0], r.at(-1)]);
}

export async function locations() {
  return t.db
    .select({
      identifier: workLocation.locationIdentifier,
      name: workLocation.name,
      accessGroupId: workLocation.accessGroupId,
      latitude: workLocation.latitude,
    })
    .from(workLocation)
    .where(eq(workLocation.organisationId, org.organisationId))
    .orderBy(asc(workLocation.locationIdentifier));
}
