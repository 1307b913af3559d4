import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { city, country, organisation, role, state, userAccount } from '../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../../support/test-app';
import { addRole, fields, makePlatformAdmin } from '../people-fixtures';

let t: TestApp;
let home: Tenant;
let other: Tenant;
let platform: string;
let orgAdmin: string;
let noAccess: string;
const place = { india: 0, assam: 0, guwahati: 0, meghalaya: 0, shillong: 0 };

async function idOf(
  table: typeof country | typeof state | typeof city,
  name: string,
  where?: ReturnType<typeof eq>,
) {
  const [row] = await t.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.name, name), where));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  home = await createTenant(t, 'Platform Home');
  other = await createTenant(t, 'Barak Valley Water');
  await makePlatformAdmin(t, home.adminEmail);
  platform = await t.signIn(home.adminEmail);
  orgAdmin = await t.signIn(other.adminEmail);
  const roleId = await addRole(t, other.organisationId, 'Dispatcher', ['workOrder.view']);
  await addUser(t, other.organisationId, { email: 'dispatch@barak.example', roleId });
  noAccess = await t.signIn('dispatch@barak.example');
  place.india = await idOf(country, 'India');
  place.assam = await idOf(state, 'Assam', eq(state.countryId, place.india));
  place.meghalaya = await idOf(state, 'Meghalaya', eq(state.countryId, place.india));
  place.guwahati = await idOf(city, 'Guwahati', eq(city.stateId, place.assam));
  place.shillong = await idOf(city, 'Shillong', eq(city.stateId, place.meghalaya));
});
afterAll(() => t.close());

const newOrganisation = (suffix: string) => ({
  name: `Dibrugarh Gas ${suffix}`,
  email: `office.${suffix}@dibrugarh-gas.example`,
  phone: '+91 373 230 0000',
  website: 'https://dibrugarh-gas.example',
  administrator: { name: 'Rupa Gogoi', email: `rupa.${suffix}@dibrugarh-gas.example` },
});

async function organisationCount() {
  const [row] = await t.db.select({ n: count() }).from(organisation);
  return row!.n;
}

describe('POST /api/organisation/Organisation/GetAll', () => {
  it('lists every organisation to a platform administrator, paged and searched', async () => {
    const all = await t.request('POST', '/api/organisation/Organisation/GetAll', {
      token: platform,
      body: { pageSize: 1 },
    });
    expect(all.status).toBe(200);
    expect(all.body.data.organisations).toHaveLength(1);
    expect(all.body.data.pageTotal).toBe(await organisationCount());
    const searched = await t.request('POST', '/api/organisation/Organisation/GetAll', {
      token: platform,
      body: { searchString: 'barak' },
    });
    expect(searched.body.data.organisations.map((o: { name: string }) => o.name)).toEqual([
      'Barak Valley Water',
    ]);
  });

  it('shows an organisation administrator only their own organisation', async () => {
    const response = await t.request('POST', '/api/organisation/Organisation/GetAll', {
      token: orgAdmin,
      body: { pageSize: 100 },
    });
    expect(response.body.data.organisations.map((o: { id: string }) => o.id)).toEqual([other.organisationId]);
    expect(response.body.data.pageTotal).toBe(1);
  });

  it('refuses a user without organisation.view', async () => {
    const response = await t.request('POST', '/api/organisation/Organisation/GetAll', {
      token: noAccess,
      body: {},
    });
    expect(response.status).toBe(403);
  });

  it('answers bad paging with field errors', async () => {
    const response = await t.request('POST', '/api/organisation/Organisation/GetAll', {
      token: orgAdmin,
      body: { page: 0, pageSize: 501, sort: 'x' },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Page', 'PageSize', 'Sort']);
  });
});

describe('GET /api/organisation/Organisation/GetById', () => {
  it('reads the caller’s own organisation and hides others (404)', async () => {
    const own = await t.request('GET', `/api/organisation/Organisation/GetById?id=${other.organisationId}`, {
      token: orgAdmin,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: other.organisationId, name: 'Barak Valley Water', version: 1 });
    const foreign = await t.request(
      'GET',
      `/api/organisation/Organisation/GetById?id=${home.organisationId}`,
      { token: orgAdmin },
    );
    expect(foreign.status).toBe(404);
  });

  it('lets a platform administrator read another organisation', async () => {
    const response = await t.request(
      'GET',
      `/api/organisation/Organisation/GetById?id=${other.organisationId}`,
      { token: platform },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.name).toBe('Barak Valley Water');
  });
});

describe('POST /api/organisation/Organisation', () => {
  it('creates an organisation with its roles and an administrator who can sign in with the password shown once', async () => {
    const body = {
      ...newOrganisation('a'),
      address: {
        addressLine: 'AT Road',
        countryId: place.india,
        stateId: place.assam,
        cityId: place.guwahati,
        postalCode: '781001',
      },
    };
    const response = await t.request('POST', '/api/organisation/Organisation', { token: platform, body });
    expect(response.status).toBe(200);
    const created = response.body.data;
    expect(created).toMatchObject({
      name: 'Dibrugarh Gas a',
      cityName: 'Guwahati',
      stateName: 'Assam',
      countryName: 'India',
      version: 1,
    });
    expect(created.administrator).toMatchObject({
      name: 'Rupa Gogoi',
      email: 'rupa.a@dibrugarh-gas.example',
      password: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
    });
    const [roles] = await t.db.select({ n: count() }).from(role).where(eq(role.organisationId, created.id));
    expect(roles!.n).toBe(4);
    const token = await t.signIn(created.administrator.email, created.administrator.password);
    const own = await t.request('POST', '/api/organisation/Organisation/GetAll', { token, body: {} });
    expect(own.body.data.organisations.map((o: { id: string }) => o.id)).toEqual([created.id]);
  });

  it('refuses an organisation administrator and writes nothing', async () => {
    const before = await organisationCount();
    const response = await t.request('POST', '/api/organisation/Organisation', {
      token: orgAdmin,
      body: newOrganisation('b'),
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Only a platform administrator can do this.');
    expect(await organisationCount()).toBe(before);
  });

  it('answers invalid fields with field errors and writes nothing', async () => {
    const before = await organisationCount();
    const response = await t.request('POST', '/api/organisation/Organisation', {
      token: platform,
      body: {
        name: ' ',
        email: 'nope',
        website: 'ftp://x',
        administrator: { name: 'x'.repeat(101), email: 'bad' },
      },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual([
      'Administrator.Email',
      'Administrator.Name',
      'Email',
      'Name',
      'Website',
    ]);
    expect(response.body.errors.find((e: { field: string }) => e.field === 'Email').message).toBe(
      'Enter valid email address',
    );
    expect(response.body.errors.find((e: { field: string }) => e.field === 'Name').message).toBe(
      'Name is required',
    );
    expect(await organisationCount()).toBe(before);
  });

  it('refuses an administrator email that is already in use, creating nothing', async () => {
    const before = await organisationCount();
    const body = {
      ...newOrganisation('c'),
      administrator: { name: 'Dup', email: other.adminEmail.toUpperCase() },
    };
    const response = await t.request('POST', '/api/organisation/Organisation', { token: platform, body });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual([
      { field: 'Administrator.Email', message: 'A user with this email already exists.' },
    ]);
    expect(await organisationCount()).toBe(before);
  });

  it('refuses an address whose city is not in its state', async () => {
    const body = {
      ...newOrganisation('d'),
      address: {
        addressLine: 'Police Bazar',
        countryId: place.india,
        stateId: place.assam,
        cityId: place.shillong,
      },
    };
    const response = await t.request('POST', '/api/organisation/Organisation', { token: platform, body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'CityId', message: 'The city does not belong to the chosen state.' },
    ]);
  });

  it('replays a retried create with the same response and creates one organisation', async () => {
    const before = await organisationCount();
    const headers = { 'idempotency-key': 'org-create-0001' };
    const first = await t.request('POST', '/api/organisation/Organisation', {
      token: platform,
      body: newOrganisation('e'),
      headers,
    });
    const second = await t.request('POST', '/api/organisation/Organisation', {
      token: platform,
      body: newOrganisation('e'),
      headers,
    });
    expect(first.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await organisationCount()).toBe(before + 1);
  });
});

describe('PUT /api/organisation/Organisation', () => {
  it('updates the caller’s organisation and answers a stale version with 409 and the current record', async () => {
    const body = {
      name: 'Barak Valley Water Board',
      industryId: 2,
      email: 'board@barak.example',
      phone: null,
      website: '',
      version: 1,
    };
    const updated = await t.request('PUT', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: orgAdmin,
      body,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Barak Valley Water Board',
      industryName: 'Water and wastewater',
      website: null,
      version: 2,
    });
    const stale = await t.request('PUT', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: orgAdmin,
      body: { ...body, name: 'Stale' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ name: 'Barak Valley Water Board', version: 2 });
  });

  it('cannot change another organisation, except as a platform administrator', async () => {
    const body = { name: 'Hijacked', version: 1 };
    expect(
      (
        await t.request('PUT', `/api/organisation/Organisation?id=${home.organisationId}`, {
          token: orgAdmin,
          body,
        })
      ).status,
    ).toBe(404);
    const current = await t.request(
      'GET',
      `/api/organisation/Organisation/GetById?id=${other.organisationId}`,
      { token: platform },
    );
    const byPlatform = await t.request('PUT', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: platform,
      body: { name: 'Barak Valley Water', version: current.body.data.version },
    });
    expect(byPlatform.status).toBe(200);
    expect(byPlatform.body.data.name).toBe('Barak Valley Water');
  });

  it('leaves organisation details to organisation-level users, whatever a vendor role holds', async () => {
    const vendorRole = await addRole(
      t,
      other.organisationId,
      'Vendor with org rights',
      ['organisation.view', 'organisation.update'],
      2,
    );
    const vendorId = await addVendor(t, other.organisationId, 'Surma Contractors');
    await addUser(t, other.organisationId, { email: 'surma@barak.example', roleId: vendorRole, vendorId });
    const token = await t.signIn('surma@barak.example');
    const response = await t.request('PUT', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token,
      body: { name: 'Surma Org', version: 3 },
    });
    expect(response.status).toBe(403);
  });

  it('refuses an unknown industry and a user without organisation.update', async () => {
    const bad = await t.request('PUT', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: orgAdmin,
      body: { name: 'X', industryId: 9999, version: 3 },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(['IndustryId']);
    const denied = await t.request('PUT', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: noAccess,
      body: { name: 'X', version: 3 },
    });
    expect(denied.status).toBe(403);
  });
});

describe('PUT /api/organisation/Organisation/UpdateAddress', () => {
  it('sets an address whose country, state and city belong together', async () => {
    const current = (
      await t.request('GET', `/api/organisation/Organisation/GetById?id=${other.organisationId}`, {
        token: orgAdmin,
      })
    ).body.data;
    const response = await t.request(
      'PUT',
      `/api/organisation/Organisation/UpdateAddress?id=${other.organisationId}`,
      {
        token: orgAdmin,
        body: {
          addressLine: ' Club Road, Silchar',
          countryId: place.india,
          stateId: place.assam,
          cityId: place.guwahati,
          postalCode: '788001',
          version: current.version,
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      addressLine: 'Club Road, Silchar',
      stateName: 'Assam',
      cityName: 'Guwahati',
      postalCode: '788001',
    });
  });

  it('refuses a state of another country and a city of another state', async () => {
    const [california] = await t.db.select({ id: state.id }).from(state).where(eq(state.name, 'California'));
    const wrongState = await t.request(
      'PUT',
      `/api/organisation/Organisation/UpdateAddress?id=${other.organisationId}`,
      {
        token: orgAdmin,
        body: { addressLine: 'x', countryId: place.india, stateId: california!.id, version: 1 },
      },
    );
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.errors).toEqual([
      { field: 'StateId', message: 'The state does not belong to the chosen country.' },
    ]);
    const missing = await t.request(
      'PUT',
      `/api/organisation/Organisation/UpdateAddress?id=${other.organisationId}`,
      { token: orgAdmin, body: { version: 1 } },
    );
    expect(fields(missing)).toEqual(['AddressLine', 'CountryId']);
  });
});

describe('DELETE /api/organisation/Organisation', () => {
  it('is refused to an organisation administrator, even for their own organisation', async () => {
    const response = await t.request('DELETE', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: orgAdmin,
    });
    expect(response.status).toBe(403);
  });

  it('never deletes the platform administrator’s own organisation', async () => {
    const response = await t.request('DELETE', `/api/organisation/Organisation?id=${home.organisationId}`, {
      token: platform,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You cannot delete the organisation you are signed in to.');
  });

  it('refuses while the organisation still has vendors, naming them', async () => {
    await addVendor(t, other.organisationId, 'Cachar Pipes');
    const response = await t.request('DELETE', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: platform,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'The organisation "Barak Valley Water" is still used by 2 vendors (Cachar Pipes, Surma Contractors). Reassign or delete them first.',
    );
  });

  it('deletes an organisation with its users, roles and uploads', async () => {
    const created = (
      await t.request('POST', '/api/organisation/Organisation', {
        token: platform,
        body: newOrganisation('f'),
      })
    ).body.data;
    const token = await t.signIn(created.administrator.email, created.administrator.password);
    const uploads = path.join(t.app.config.dataDir, 'uploads', created.id);
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'x.png'), 'x');
    const response = await t.request('DELETE', `/api/organisation/Organisation?id=${created.id}`, {
      token: platform,
    });
    expect(response.status).toBe(200);
    expect(
      (await t.request('GET', `/api/organisation/Organisation/GetById?id=${created.id}`, { token: platform }))
        .status,
    ).toBe(404);
    expect((await t.request('GET', '/api/account/Auth/Session', { token })).status).toBe(401);
    const [users] = await t.db
      .select({ n: count() })
      .from(userAccount)
      .where(eq(userAccount.organisationId, created.id));
    expect(users!.n).toBe(0);
    await expect.poll(() => fs.existsSync(uploads)).toBe(false);
  });
});
