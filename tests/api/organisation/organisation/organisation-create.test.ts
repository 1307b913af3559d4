import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { role } from '../../../../server/db/schema/index';
import { fields } from '../../people-fixtures';
import {
  newOrganisation,
  openOrganisationWorld,
  orgAdmin,
  organisationCount,
  other,
  place,
  platform,
  t,
} from './organisation-setup';

openOrganisationWorld();

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
