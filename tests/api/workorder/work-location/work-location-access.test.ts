import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withScope } from '../../../../server/db/client';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import type { Tree } from '../../access-fixtures';
import { addCrew, buildTree, grantGroups } from '../../access-fixtures';
import { addRole, fields, grant } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let vendorUser: string;
let addressOnly: string;
let vendorId: string;
let crewId: string;
let tree: Tree;
let templateId: string;
let choiceId: string;
const byIdentifier = new Map<string, string>();
const base = '/api/workorder/WorkLocation';
const LOCATIONS: Array<[string, keyof Tree['ids'] | null]> = [
  ['N-0', 'North'],
  ['N1-0', 'North-1'],
  ['N1a-0', 'North-1a'],
  ['N1a-1', 'North-1a'],
  ['N2-0', 'North-2'],
  ['S-0', 'South'],
  ['S1-0', 'South-1'],
  ['U-0', null],
];

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Access Rule Org');
  admin = await t.signIn(org.adminEmail);
  vendorId = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
  const vendorRole = org.roleIds.get('Vendor administrator')!;
  await grant(t, vendorRole, [
    'workLocation.update',
    'workLocation.updateAddress',
    'workLocation.updateElements',
    'workLocation.changeAccessGroup',
  ]);
  await addUser(t, org.organisationId, { email: 'v@rule.example', roleId: vendorRole, vendorId });
  vendorUser = await t.signIn('v@rule.example');
  await addUser(t, org.organisationId, {
    email: 'address@rule.example',
    roleId: await addRole(t, org.organisationId, 'Surveyor', [
      'workLocation.view',
      'workLocation.updateAddress',
    ]),
  });
  addressOnly = await t.signIn('address@rule.example');
  crewId = await addCrew(t, org.organisationId, 'Night Crew', vendorId);
  tree = await buildTree(t, admin, 'Guwahati Distribution');
  templateId = (
    await t.request('POST', '/api/workorder/WorkLocationTemplate', {
      token: admin,
      body: { name: 'Consumer meter' },
    })
  ).body.data.id;
  choiceId = (
    await t.request('POST', '/api/workorder/WorkLocationTemplate/Element', {
      token: admin,
      body: {
        workLocationTemplateId: templateId,
        elementName: 'Meter type',
        code: 'TYPE',
        elementType: 'choice',
        options: ['Prepaid', 'Postpaid'],
        isRequired: true,
      },
    })
  ).body.data.id;
  for (const [identifier, group] of LOCATIONS) {
    const response = await t.request('POST', base, {
      token: admin,
      body: {
        projectId: tree.projectId,
        workLocationTemplateId: templateId,
        accessGroupId: group ? tree.ids[group] : null,
        locationIdentifier: identifier,
        name: `Meter ${identifier}`,
        elementValues: [{ elementId: choiceId, value: 'Prepaid' }],
      },
    });
    byIdentifier.set(identifier, response.body.data.id);
  }
  await grantGroups(t, admin, 'VendorAccessGroup', vendorId, tree.projectId, [tree.ids['North-1']]);
  await grantGroups(t, admin, 'CrewAccessGroup', crewId, tree.projectId, [tree.ids['North-1']]);
});
afterAll(() => t.close());

const visible = ['N1-0', 'N1a-0', 'N1a-1'];
const hidden = LOCATIONS.map(([id]) => id).filter((id) => !visible.includes(id));
const identifiers = (response: {
  body: { data: { workLocations: Array<{ locationIdentifier: string }> } };
}) => response.body.data.workLocations.map((w) => w.locationIdentifier);

describe('the access-group rule on work locations', () => {
  it('shows a user granted nothing every location', async () => {
    expect(
      (await t.request('POST', `${base}/GetAll`, { token: admin, body: { pageSize: 500 } })).body.data
        .pageTotal,
    ).toBe(LOCATIONS.length);
  });

  it('shows the vendor user of a crew granted one child group exactly that group and its descendants', async () => {
    expect(
      identifiers(await t.request('POST', `${base}/GetAll`, { token: vendorUser, body: { pageSize: 500 } })),
    ).toEqual(visible);
    expect(
      identifiers(
        await t.request('POST', `${base}/GetAll`, {
          token: vendorUser,
          body: { accessGroupId: tree.ids.North },
        }),
      ),
    ).toEqual(visible);
    expect(
      identifiers(
        await t.request('POST', `${base}/GetAll`, {
          token: vendorUser,
          body: { elementFilter: { elementId: choiceId, operator: 1, value: 'prepaid' } },
        }),
      ),
    ).toEqual(visible);
    expect(
      identifiers(
        await t.request('POST', `${base}/SearchWorklocation`, {
          token: vendorUser,
          body: { searchTerm: 'meter' },
        }),
      ),
    ).toEqual(visible);
    for (const id of visible)
      expect(
        (await t.request('GET', `${base}/GetById?id=${byIdentifier.get(id)}`, { token: vendorUser })).status,
      ).toBe(200);
    for (const id of hidden)
      expect(
        (await t.request('GET', `${base}/GetById?id=${byIdentifier.get(id)}`, { token: vendorUser })).status,
      ).toBe(404);
  });

  it('applies the same rule to the crew itself, in the database', async () => {
    const rows = await withScope(t.db, { organisationId: org.organisationId, vendorId, crewId }, (tx) =>
      tx.execute(sql`select location_identifier from work_location order by location_identifier`),
    );
    expect(
      (rows as unknown as { rows: Array<{ location_identifier: string }> }).rows.map(
        (r) => r.location_identifier,
      ),
    ).toEqual(visible);
  });

  it('lets the restricted caller update only what it sees, and never move a location out of its groups', async () => {
    const mine = byIdentifier.get('N1a-0')!;
    const other = byIdentifier.get('S-0')!;
    const renamed = await t.request('PUT', `${base}?id=${mine}`, {
      token: vendorUser,
      body: { locationIdentifier: 'N1a-0', name: 'Meter renamed', version: 1 },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Meter renamed', version: 2 });
    expect(
      (
        await t.request('PUT', `${base}?id=${other}`, {
          token: vendorUser,
          body: { locationIdentifier: 'S-0', name: 'Taken', version: 1 },
        })
      ).status,
    ).toBe(404);
    const address = { addressLine: 'GS Road', latitude: 26.14, longitude: 91.78, version: 1 };
    expect(
      (
        await t.request('PUT', `${base}/UpdateWorklocationAddress?id=${other}`, {
          token: vendorUser,
          body: address,
        })
      ).status,
    ).toBe(404);
    const values = { elementValues: [{ elementId: choiceId, value: 'Postpaid' }], version: 1 };
    expect(
      (
        await t.request('PUT', `${base}/UpdateWorklocationElements?id=${other}`, {
          token: vendorUser,
          body: values,
        })
      ).status,
    ).toBe(404);
    const moveIn = await t.request('PUT', `${base}/WorklocationAccessGroup?id=${mine}`, {
      token: vendorUser,
      body: { accessGroupId: tree.ids['North-1'], version: 2 },
    });
    expect(moveIn.body.data).toMatchObject({ accessGroupName: 'North-1', version: 3 });
    const moveOut = await t.request('PUT', `${base}/WorklocationAccessGroup?id=${mine}`, {
      token: vendorUser,
      body: { accessGroupId: tree.ids.South, version: 3 },
    });
    expect(moveOut.status).toBe(403);
    expect(
      (await t.request('GET', `${base}/GetById?id=${mine}`, { token: admin })).body.data.accessGroupName,
    ).toBe('North-1');
  });
});

describe('the partial updates', () => {
  it('changes address and position with range checks and the version', async () => {
    const id = byIdentifier.get('S1-0')!;
    const ok = await t.request('PUT', `${base}/UpdateWorklocationAddress?id=${id}`, {
      token: addressOnly,
      body: { addressLine: 'Beltola Tiniali', latitude: 26.1201, longitude: 91.7905, version: 1 },
    });
    expect(ok.body.data).toMatchObject({
      addressLine: 'Beltola Tiniali',
      latitude: 26.1201,
      longitude: 91.7905,
      version: 2,
    });
    expect(
      fields(
        await t.request('PUT', `${base}/UpdateWorklocationAddress?id=${id}`, {
          token: addressOnly,
          body: { latitude: 26, longitude: 181, version: 2 },
        }),
      ),
    ).toEqual(['Longitude']);
    expect(
      (
        await t.request('PUT', `${base}/UpdateWorklocationAddress?id=${id}`, {
          token: addressOnly,
          body: { version: 1 },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.request('PUT', `${base}?id=${id}`, {
          token: addressOnly,
          body: { locationIdentifier: 'S1-0', name: 'x', version: 2 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('PUT', `${base}/UpdateWorklocationElements?id=${id}`, {
          token: addressOnly,
          body: { elementValues: [], version: 2 },
        })
      ).status,
    ).toBe(403);
  });

  it('replaces field values, refusing a wrong choice or a missing required value', async () => {
    const id = byIdentifier.get('S1-0')!;
    const wrong = await t.request('PUT', `${base}/UpdateWorklocationElements?id=${id}`, {
      token: admin,
      body: { elementValues: [{ elementId: choiceId, value: 'Smart' }], version: 2 },
    });
    expect(wrong.body.errors).toEqual([
      { field: 'ElementValues.0.Value', message: 'Meter type must be one of: Prepaid, Postpaid' },
    ]);
    const cleared = await t.request('PUT', `${base}/UpdateWorklocationElements?id=${id}`, {
      token: admin,
      body: { elementValues: [{ elementId: choiceId, value: null }], version: 2 },
    });
    expect(cleared.body.errors).toEqual([{ field: 'ElementValues', message: 'Meter type is required' }]);
    const ok = await t.request('PUT', `${base}/UpdateWorklocationElements?id=${id}`, {
      token: admin,
      body: { elementValues: [{ elementId: choiceId, value: 'postpaid' }], version: 2 },
    });
    expect(ok.body.data).toMatchObject({ version: 3, elementValues: [{ code: 'TYPE', value: 'Postpaid' }] });
  });

  it('deletes a location; templates, groups and projects in use refuse deletion', async () => {
    expect(
      (await t.request('DELETE', `/api/workorder/WorkLocationTemplate?id=${templateId}`, { token: admin }))
        .status,
    ).toBe(409);
    expect(
      (await t.request('DELETE', `/api/workorder/AccessGroup?id=${tree.ids['South-1']}`, { token: admin }))
        .status,
    ).toBe(409);
    const id = byIdentifier.get('U-0')!;
    expect((await t.request('DELETE', `${base}?id=${id}`, { token: vendorUser })).status).toBe(403);
    expect((await t.request('DELETE', `${base}?id=${id}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', `${base}/GetById?id=${id}`, { token: admin })).status).toBe(404);
  });
});
