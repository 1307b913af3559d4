import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { fields } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let other: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let vendorUser: string;

const WAREHOUSE = {
  name: 'Jalukbari Central Store',
  code: 'WH-JLB',
  addressLine: 'NH-17, Jalukbari',
  latitude: 26.1552,
  longitude: 91.6627,
};

async function call(method: string, url: string, body?: unknown, token = admin) {
  return t.request(method, `/api/organisation/${url}`, { token, body });
}

async function ok(method: string, url: string, body?: unknown, token = admin) {
  const response = await call(method, url, body, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Store Org');
  other = await createTenant(t, 'Other Store Org');
  admin = await t.signIn(org.adminEmail);
  otherAdmin = await t.signIn(other.adminEmail);
  await addUser(t, org.organisationId, { email: 'viewer@store.example', roleId: org.roleIds.get('Viewer')! });
  viewer = await t.signIn('viewer@store.example');
  const vendorId = await addVendor(t, org.organisationId, 'Nalbari Meter Works');
  await addUser(t, org.organisationId, {
    email: 'vendor@store.example',
    roleId: org.roleIds.get('Organisation administrator')!,
    vendorId,
  });
  vendorUser = await t.signIn('vendor@store.example');
});
afterAll(() => t.close());

describe('warehouses', () => {
  it('creates a warehouse with its position, reads it by id and lists it with counts', async () => {
    const created = await ok('POST', 'Warehouse', WAREHOUSE);
    expect(created).toMatchObject({ ...WAREHOUSE, imageUrl: null, assetCount: 0, userCount: 0, version: 1 });
    expect(await ok('GET', `Warehouse/GetById/${created.id}`)).toMatchObject({ name: WAREHOUSE.name });
    const list = await ok('POST', 'Warehouse/GetAll', { searchString: 'jalukbari' });
    expect(list.pageTotal).toBe(1);
    expect(list.warehouses[0].id).toBe(created.id);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const response = await call('POST', 'Warehouse', { name: ' ', latitude: 95, longitude: 91 });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(expect.arrayContaining(['Name', 'Latitude']));
    const half = await call('POST', 'Warehouse', { name: 'Half', latitude: 26.1 });
    expect(half.status).toBe(400);
    expect(fields(half)).toContain('Longitude');
    expect((await ok('POST', 'Warehouse/GetAll', { searchString: 'Half' })).pageTotal).toBe(0);
  });

  it('keeps names and codes unique in the organisation, not across organisations', async () => {
    const again = await call('POST', 'Warehouse', { name: WAREHOUSE.name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.returnMessage).toContain('A warehouse with this name already exists.');
    await ok('POST', 'Warehouse', WAREHOUSE, otherAdmin);
  });

  it('updates details, address and image separately, each at the version edited', async () => {
    const created = await ok('POST', 'Warehouse', { name: 'Amingaon Store' });
    const updated = await ok('PUT', `Warehouse?Id=${created.id}`, {
      name: 'Amingaon Depot',
      code: 'WH-AMG',
      isActive: true,
      version: 1,
    });
    expect(updated).toMatchObject({ name: 'Amingaon Depot', version: 2 });
    const moved = await ok('PUT', `WarehouseAddress?id=${created.id}`, {
      addressLine: 'Amingaon',
      latitude: 26.19,
      longitude: 91.69,
      version: 2,
    });
    expect(moved).toMatchObject({ latitude: 26.19, longitude: 91.69, name: 'Amingaon Depot', version: 3 });
    const stale = await call('PUT', `WarehouseAddress?id=${created.id}`, { addressLine: 'Old', version: 2 });
    expect(stale.status).toBe(409);
    const image = await ok('PUT', 'WarehouseImage', {
      id: created.id,
      imageUrl: 'https://img.example/store.png',
      version: 3,
    });
    expect(image.imageUrl).toBe('https://img.example/store.png');
    const badImage = await call('PUT', 'WarehouseImage', {
      id: created.id,
      imageUrl: 'http://plain.example/a.png',
      version: 4,
    });
    expect(badImage.status).toBe(400);
  });

  it('is scoped to the organisation and needs its permissions', async () => {
    const created = await ok('POST', 'Warehouse', { name: 'Hidden Store' });
    expect((await call('GET', `Warehouse/GetById/${created.id}`, undefined, otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `Warehouse?id=${created.id}`, undefined, otherAdmin)).status).toBe(404);
    expect((await call('POST', 'Warehouse', { name: 'Viewer Store' }, viewer)).status).toBe(403);
    expect((await call('POST', 'Warehouse', { name: 'Vendor Store' }, vendorUser)).status).toBe(403);
    expect((await ok('POST', 'Warehouse/GetAll', {}, viewer)).pageTotal).toBeGreaterThan(0);
  });

  it('deletes an unused warehouse and refuses one that has users, naming them', async () => {
    const store = await ok('POST', 'Warehouse', { name: 'Boko Store' });
    await ok('POST', 'WarehouseUser', {
      warehouseId: store.id,
      name: 'Ritu Kalita',
      email: 'ritu@store.example',
    });
    const refused = await call('DELETE', `Warehouse?id=${store.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.returnMessage[0]).toContain('1 warehouse user (Ritu Kalita)');
    const empty = await ok('POST', 'Warehouse', { name: 'Chaygaon Store' });
    await ok('DELETE', `Warehouse?id=${empty.id}`);
    expect((await call('GET', `Warehouse/GetById/${empty.id}`)).status).toBe(404);
  });
});

describe('warehouse users', () => {
  it('adds, lists by warehouse, updates and deletes the people of a warehouse', async () => {
    const store = await ok('POST', 'Warehouse', { name: 'Rangia Store' });
    const user = await ok('POST', 'WarehouseUser', {
      warehouseId: store.id,
      name: 'Manoj Deka',
      email: 'manoj@store.example',
      designation: 'Storekeeper',
    });
    expect(user).toMatchObject({ warehouseName: 'Rangia Store', designation: 'Storekeeper', isActive: true });
    const list = await ok('POST', 'WarehouseUser/GetAll', { warehouseId: store.id });
    expect(list.warehouseUsers.map((u: { name: string }) => u.name)).toEqual(['Manoj Deka']);
    const updated = await ok('PUT', `WarehouseUser?id=${user.id}`, {
      warehouseId: store.id,
      name: 'Manoj Deka',
      email: 'manoj@store.example',
      designation: 'Store in-charge',
      isActive: true,
      version: 1,
    });
    expect(updated.designation).toBe('Store in-charge');
    expect((await ok('GET', `WarehouseUser/GetById?id=${user.id}`)).version).toBe(2);
    const duplicate = await call('POST', 'WarehouseUser', {
      warehouseId: store.id,
      name: 'Other',
      email: 'MANOJ@store.example',
    });
    expect(duplicate.status).toBe(409);
    expect(fields(duplicate)).toEqual(['Email']);
    await ok('DELETE', `WarehouseUser?id=${user.id}`);
    expect((await ok('POST', 'WarehouseUser/GetAll', { warehouseId: store.id })).pageTotal).toBe(0);
  });

  it('validates email and warehouse', async () => {
    const bad = await call('POST', 'WarehouseUser', {
      warehouseId: '00000000-0000-4000-8000-000000000000',
      name: 'X',
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'Email', message: 'Enter valid email address' }),
      ]),
    );
    const missing = await call('POST', 'WarehouseUser', {
      warehouseId: '00000000-0000-4000-8000-000000000000',
      name: 'X',
      email: 'x@store.example',
    });
    expect(missing.status).toBe(400);
    expect(fields(missing)).toEqual(['WarehouseId']);
  });
});
