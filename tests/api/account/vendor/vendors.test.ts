import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { city, state, vendor } from '../../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { addRole, addWorkforce, fields, grant } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let dispatcher: string;
let vendorUser: string;
let ownVendor: string;
let otherVendor: string;
let assam: { countryId: number; stateId: number; cityId: number };

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Vendor Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn((await createTenant(t, 'Other Vendor Org')).adminEmail);
  await addUser(t, org.organisationId, {
    email: 'viewer@vendors.example',
    roleId: org.roleIds.get('Viewer')!,
  });
  viewer = await t.signIn('viewer@vendors.example');
  await addUser(t, org.organisationId, {
    email: 'dispatch@vendors.example',
    roleId: await addRole(t, org.organisationId, 'Dispatcher', ['workOrder.view']),
  });
  dispatcher = await t.signIn('dispatch@vendors.example');
  ownVendor = await addVendor(t, org.organisationId, 'Brahmaputra Field Services');
  otherVendor = await addVendor(t, org.organisationId, 'Kamrup Line Contractors');
  const vendorRole = org.roleIds.get('Vendor administrator')!;
  await grant(t, vendorRole, ['vendor.update', 'vendor.create', 'vendor.delete']);
  await addUser(t, org.organisationId, {
    email: 'v@vendors.example',
    roleId: vendorRole,
    vendorId: ownVendor,
  });
  vendorUser = await t.signIn('v@vendors.example');
  const [row] = await t.db
    .select({ stateId: state.id, countryId: state.countryId, cityId: city.id })
    .from(state)
    .innerJoin(city, eq(city.stateId, state.id))
    .where(and(eq(state.name, 'Assam'), eq(city.name, 'Guwahati')));
  assam = row!;
});
afterAll(() => t.close());

const newVendor = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  code: name.slice(0, 3).toUpperCase(),
  contactPerson: 'Pranjal Baruah',
  email: 'ops@vendor.example',
  phone: '+91 361 254 1100',
  addressLine: 'GS Road, Christian Basti',
  ...assam,
  postalCode: '781005',
  ...extra,
});

async function vendorCount() {
  const [row] = await t.db
    .select({ n: count() })
    .from(vendor)
    .where(eq(vendor.organisationId, org.organisationId));
  return row!.n;
}

describe('POST /api/account/Vendor', () => {
  it('creates a vendor with contact and address', async () => {
    const response = await t.request('POST', '/api/account/Vendor', {
      token: admin,
      body: newVendor('Lohit Power Works'),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Lohit Power Works',
      code: 'LOH',
      cityName: 'Guwahati',
      stateName: 'Assam',
      isActive: true,
      userCount: 0,
      version: 1,
    });
  });

  it('answers invalid input with field errors and writes nothing', async () => {
    const before = await vendorCount();
    const response = await t.request('POST', '/api/account/Vendor', {
      token: admin,
      body: {
        name: ' ',
        code: 'X'.repeat(21),
        email: 'x@',
        phone: 'abc',
        contactPerson: 'y'.repeat(101),
        rating: 5,
      },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Code', 'ContactPerson', 'Email', 'Name', 'Phone', 'Rating']);
    expect(await vendorCount()).toBe(before);
  });

  it('refuses a duplicate name or code with a field error', async () => {
    const name = await t.request('POST', '/api/account/Vendor', {
      token: admin,
      body: newVendor('kamrup line contractors', { code: 'KLC' }),
    });
    expect(name.status).toBe(409);
    expect(name.body.errors).toEqual([{ field: 'Name', message: 'A vendor with this name already exists.' }]);
    const code = await t.request('POST', '/api/account/Vendor', {
      token: admin,
      body: newVendor('Another Lohit', { code: 'loh' }),
    });
    expect(code.body.errors).toEqual([{ field: 'Code', message: 'A vendor with this code already exists.' }]);
  });

  it('is for organisation users holding vendor.create', async () => {
    expect(
      (await t.request('POST', '/api/account/Vendor', { token: viewer, body: newVendor('Viewer Vendor') }))
        .status,
    ).toBe(403);
    const byVendor = await t.request('POST', '/api/account/Vendor', {
      token: vendorUser,
      body: newVendor('Vendor Vendor'),
    });
    expect(byVendor.status).toBe(403);
    expect(byVendor.body.message).toBe(
      'Only organisation-level users can do this; vendor users work inside their vendor.',
    );
  });

  it('replays a retried create with one vendor written', async () => {
    const before = await vendorCount();
    const headers = { 'idempotency-key': 'vendor-create-01' };
    const first = await t.request('POST', '/api/account/Vendor', {
      token: admin,
      body: newVendor('Dhansiri Electricals'),
      headers,
    });
    const second = await t.request('POST', '/api/account/Vendor', {
      token: admin,
      body: newVendor('Dhansiri Electricals'),
      headers,
    });
    expect(second.body).toEqual(first.body);
    expect(await vendorCount()).toBe(before + 1);
  });
});

describe('listing vendors', () => {
  it('pages and searches POST Vendor/GetAll by name, code or contact', async () => {
    const page = await t.request('POST', '/api/account/Vendor/GetAll', {
      token: admin,
      body: { page: 2, pageSize: 2 },
    });
    expect(page.body.data.vendors).toHaveLength(2);
    expect(page.body.data.pageTotal).toBe(await vendorCount());
    const byCode = await t.request('POST', '/api/account/Vendor/GetAll', {
      token: admin,
      body: { searchString: 'dha' },
    });
    expect(byCode.body.data.vendors.map((v: { name: string }) => v.name)).toEqual(['Dhansiri Electricals']);
  });

  it('shows a vendor user only their own vendor', async () => {
    const list = await t.request('POST', '/api/account/Vendor/GetAll', { token: vendorUser, body: {} });
    expect(list.body.data.vendors.map((v: { id: string }) => v.id)).toEqual([ownVendor]);
    expect(
      (await t.request('GET', `/api/account/Vendor/GetById?id=${otherVendor}`, { token: vendorUser })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/account/Vendor/GetById?id=${ownVendor}`, { token: otherAdmin })).status,
    ).toBe(404);
  });

  it('serves the dropdown (VendorAccessGroup/GetAllVendors) to any signed-in user: ids and names of active vendors', async () => {
    const { id } = (
      await t.request('POST', '/api/account/Vendor', {
        token: admin,
        body: newVendor('Retired Vendor', { isActive: false }),
      })
    ).body.data;
    const response = await t.request('POST', '/api/account/VendorAccessGroup/GetAllVendors', {
      token: dispatcher,
      body: { page: 1, pageSize: 100, searchTerm: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.vendors[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(response.body.data.vendors.map((v: { id: string }) => v.id)).not.toContain(id);
    const withInactive = await t.request('POST', '/api/account/VendorAccessGroup/GetAllVendors', {
      token: dispatcher,
      body: { searchTerm: 'retired', includeInactive: true },
    });
    expect(withInactive.body.data).toEqual({ vendors: [{ id, name: 'Retired Vendor' }], pageTotal: 1 });
    const tooMany = await t.request('POST', '/api/account/VendorAccessGroup/GetAllVendors', {
      token: dispatcher,
      body: { pageSize: 101 },
    });
    expect(fields(tooMany)).toEqual(['PageSize']);
    const own = await t.request('POST', '/api/account/VendorAccessGroup/GetAllVendors', {
      token: vendorUser,
      body: {},
    });
    expect(own.body.data.vendors.map((v: { id: string }) => v.id)).toEqual([ownVendor]);
  });
});

describe('PUT /api/account/Vendor', () => {
  it('updates with the edited version; a stale one gets 409 with the current vendor', async () => {
    const created = (
      await t.request('POST', '/api/account/Vendor', { token: admin, body: newVendor('Subansiri Services') })
    ).body.data;
    const ok = await t.request('PUT', `/api/account/Vendor?id=${created.id}`, {
      token: admin,
      body: { ...newVendor('Subansiri Services Ltd'), version: 1 },
    });
    expect(ok.body.data).toMatchObject({ name: 'Subansiri Services Ltd', version: 2 });
    const stale = await t.request('PUT', `/api/account/Vendor?id=${created.id}`, {
      token: admin,
      body: { ...newVendor('Stale'), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ name: 'Subansiri Services Ltd', version: 2 });
  });

  it('lets a vendor user edit their own vendor but not another', async () => {
    const own = await t.request('PUT', `/api/account/Vendor?id=${ownVendor}`, {
      token: vendorUser,
      body: { ...newVendor('Brahmaputra Field Services'), version: 1 },
    });
    expect(own.status).toBe(200);
    const other = await t.request('PUT', `/api/account/Vendor?id=${otherVendor}`, {
      token: vendorUser,
      body: { ...newVendor('Taken Over'), version: 1 },
    });
    expect(other.status).toBe(404);
  });

  it('refuses a city outside the chosen state', async () => {
    const [shillong] = await t.db.select({ id: city.id }).from(city).where(eq(city.name, 'Shillong'));
    const response = await t.request('PUT', `/api/account/Vendor?id=${otherVendor}`, {
      token: admin,
      body: { ...newVendor('Kamrup Line Contractors'), cityId: shillong!.id, version: 1 },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['CityId']);
  });
});

describe('DELETE /api/account/Vendor', () => {
  it('refuses while users, crews or workforce belong to the vendor, naming them', async () => {
    await addWorkforce(t, org.organisationId, { name: 'Ratul Kalita', vendorId: ownVendor });
    const response = await t.request('DELETE', `/api/account/Vendor?id=${ownVendor}`, { token: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'The vendor "Brahmaputra Field Services" is still used by 1 user (v) and 1 mobile workforce member (Ratul Kalita). Reassign or delete them first.',
    );
  });

  it('is refused to vendor users and hidden across organisations', async () => {
    expect(
      (await t.request('DELETE', `/api/account/Vendor?id=${otherVendor}`, { token: vendorUser })).status,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/api/account/Vendor?id=${otherVendor}`, { token: otherAdmin })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/account/Vendor?id=${otherVendor}`, { token: viewer })).status,
    ).toBe(403);
  });

  it('deletes a vendor nothing refers to', async () => {
    expect(
      (await t.request('DELETE', `/api/account/Vendor?id=${otherVendor}`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await t.request('GET', `/api/account/Vendor/GetById?id=${otherVendor}`, { token: admin })).status,
    ).toBe(404);
  });
});
