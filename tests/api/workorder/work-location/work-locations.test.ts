import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, createTenant, createTestApp } from '../../../support/test-app';
import type { Tree } from '../../access-fixtures';
import { buildTree } from '../../access-fixtures';
import { fields } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let tree: Tree;
let templateId: string;
const el: Record<string, string> = {};
const base = '/api/workorder/WorkLocation';

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Location Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn((await createTenant(t, 'Other Location Org')).adminEmail);
  await addUser(t, org.organisationId, {
    email: 'viewer@locations.example',
    roleId: org.roleIds.get('Viewer')!,
  });
  viewer = await t.signIn('viewer@locations.example');
  tree = await buildTree(t, admin, 'Guwahati Distribution');
  templateId = (
    await t.request('POST', '/api/workorder/WorkLocationTemplate', {
      token: admin,
      body: { name: 'Distribution transformer', code: 'DT' },
    })
  ).body.data.id;
  for (const [code, elementType, extra] of [
    ['RATING', 'number', { isRequired: true }],
    ['PHASE', 'choice', { options: ['Single', 'Three'] }],
    ['INSTALLED', 'date', {}],
    ['GPS', 'capture-gps', {}],
  ] as const) {
    const response = await t.request('POST', '/api/workorder/WorkLocationTemplate/Element', {
      token: admin,
      body: {
        workLocationTemplateId: templateId,
        elementName: code.toLowerCase(),
        code,
        elementType,
        ...extra,
      },
    });
    el[code] = response.body.data.id;
  }
});
afterAll(() => t.close());

function location(
  identifier: string,
  group: keyof Tree['ids'] | null,
  rating: string,
  extra: Record<string, unknown> = {},
) {
  return {
    projectId: tree.projectId,
    workLocationTemplateId: templateId,
    accessGroupId: group ? tree.ids[group] : null,
    locationIdentifier: identifier,
    name: `Transformer ${identifier}`,
    latitude: 26.155,
    longitude: 91.779,
    elementValues: [
      { elementId: el.RATING, value: rating },
      { elementId: el.PHASE, value: 'three' },
      { elementId: el.INSTALLED, value: '2024-03-15' },
    ],
    ...extra,
  };
}

describe('POST /api/workorder/WorkLocation', () => {
  it('creates a location with its field values, stored in their typed form', async () => {
    const response = await t.request('POST', base, {
      token: admin,
      body: location('GHY-DT-0001', 'North-1a', '250'),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      locationIdentifier: 'GHY-DT-0001',
      accessGroupName: 'North-1a',
      projectName: 'Guwahati Distribution',
      workLocationTemplateName: 'Distribution transformer',
      latitude: 26.155,
      longitude: 91.779,
      version: 1,
    });
    expect(
      response.body.data.elementValues.map((v: { code: string; value: string | null }) => [v.code, v.value]),
    ).toEqual([
      ['GPS', null],
      ['INSTALLED', '2024-03-15'],
      ['PHASE', 'Three'],
      ['RATING', '250'],
    ]);
  });

  it('checks every value against its field type and the required fields', async () => {
    const response = await t.request('POST', base, {
      token: admin,
      body: location('GHY-DT-0099', 'North', 'lots', {
        elementValues: [
          { elementId: el.RATING, value: 'lots' },
          { elementId: el.PHASE, value: 'Two' },
          { elementId: el.INSTALLED, value: '2024-02-30' },
          { elementId: el.GPS, value: '95, 91.7' },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'rating must be a number',
      'phase must be one of: Single, Three',
      'installed must be a date (YYYY-MM-DD)',
      'gps must be "latitude, longitude"',
    ]);
    const missing = await t.request('POST', base, {
      token: admin,
      body: location('GHY-DT-0099', 'North', '1', { elementValues: [] }),
    });
    expect(missing.body.errors).toEqual([{ field: 'ElementValues', message: 'rating is required' }]);
  });

  it('validates position, project membership of the group and identifier uniqueness', async () => {
    expect(
      fields(
        await t.request('POST', base, {
          token: admin,
          body: location('X', 'North', '1', { latitude: 91, longitude: null }),
        }),
      ),
    ).toEqual(['Latitude', 'Longitude']);
    const other = await buildTree(t, admin, 'Jorhat Distribution');
    const foreign = await t.request('POST', base, {
      token: admin,
      body: location('X', null, '1', { accessGroupId: other.ids.North }),
    });
    expect(foreign.body.errors).toEqual([
      { field: 'AccessGroupId', message: 'The access group belongs to another project.' },
    ]);
    const duplicate = await t.request('POST', base, {
      token: admin,
      body: location('ghy-dt-0001', 'North', '1'),
    });
    expect(duplicate.status).toBe(409);
    expect(fields(duplicate)).toEqual(['LocationIdentifier']);
    expect(
      (await t.request('POST', base, { token: viewer, body: location('GHY-DT-0100', 'North', '1') })).status,
    ).toBe(403);
  });
});

describe('listing and searching', () => {
  beforeAll(async () => {
    const rows: Array<[string, keyof Tree['ids'] | null, string]> = [
      ['GHY-DT-0002', 'North-1', '100'],
      ['GHY-DT-0003', 'North-2', '400'],
      ['GHY-DT-0004', 'South-1', '630'],
      ['GHY-DT-0005', null, '25'],
    ];
    for (const [id, group, rating] of rows)
      expect(
        (await t.request('POST', base, { token: admin, body: location(id, group, rating) })).status,
      ).toBe(200);
  });

  const ids = (response: { body: { data: { workLocations: Array<{ locationIdentifier: string }> } } }) =>
    response.body.data.workLocations.map((w) => w.locationIdentifier);

  it('filters by access group including its descendants, by project and template', async () => {
    const north = await t.request('POST', `${base}/GetAll`, {
      token: admin,
      body: { projectId: tree.projectId, accessGroupId: tree.ids.North },
    });
    expect(ids(north)).toEqual(['GHY-DT-0001', 'GHY-DT-0002', 'GHY-DT-0003']);
    expect(north.body.data.pageTotal).toBe(3);
    const all = await t.request('POST', `${base}/GetAll`, {
      token: viewer,
      body: { workLocationTemplateId: templateId, page: 2, pageSize: 2 },
    });
    expect(ids(all)).toEqual(['GHY-DT-0003', 'GHY-DT-0004']);
    expect(all.body.data.pageTotal).toBe(5);
    expect(
      (await t.request('POST', `${base}/GetAll`, { token: otherAdmin, body: {} })).body.data.pageTotal,
    ).toBe(0);
  });

  it('filters by a template field with an operator', async () => {
    const filter = (elementId: string, operator: number, value: string) =>
      t.request('POST', `${base}/GetAll`, {
        token: admin,
        body: { elementFilter: { elementId, operator, value } },
      });
    expect(ids(await filter(el.RATING!, 4, '250'))).toEqual(['GHY-DT-0003', 'GHY-DT-0004']);
    expect(ids(await filter(el.RATING!, 7, '100'))).toEqual(['GHY-DT-0002', 'GHY-DT-0005']);
    expect(ids(await filter(el.RATING!, 1, '250.0'))).toEqual(['GHY-DT-0001']);
    expect(ids(await filter(el.PHASE!, 1, 'THREE'))).toHaveLength(5);
    expect(ids(await filter(el.PHASE!, 2, 'Three'))).toEqual([]);
    expect(ids(await filter(el.PHASE!, 3, 'hre'))).toHaveLength(5);
    expect(ids(await filter(el.INSTALLED!, 5, '2024-01-01'))).toEqual([]);
    expect(fields(await filter(el.RATING!, 4, 'big'))).toEqual(['ElementFilter.Value']);
    expect(fields(await filter(el.RATING!, 9, '1'))).toEqual(['ElementFilter.Operator']);
  });

  it('searches identifier and name in the list and the typeahead', async () => {
    expect(
      ids(await t.request('POST', `${base}/GetAll`, { token: admin, body: { searchString: '0004' } })),
    ).toEqual(['GHY-DT-0004']);
    const typeahead = await t.request('POST', `${base}/SearchWorklocation`, {
      token: admin,
      body: { searchTerm: 'transformer ghy-dt-000', projectId: tree.projectId },
    });
    expect(typeahead.body.data.pageTotal).toBe(5);
    expect(typeahead.body.data.workLocations[0]).toEqual({
      id: expect.any(String),
      locationIdentifier: 'GHY-DT-0001',
      name: 'Transformer GHY-DT-0001',
      projectId: tree.projectId,
      latitude: 26.155,
      longitude: 91.779,
    });
  });
});
