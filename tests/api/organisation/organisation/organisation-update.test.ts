import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { state } from '../../../../server/db/schema/index';
import { addUser, addVendor } from '../../../support/test-app';
import { addRole, fields } from '../../people-fixtures';
import {
  home,
  noAccess,
  openOrganisationWorld,
  orgAdmin,
  other,
  place,
  platform,
  t,
} from './organisation-setup';

openOrganisationWorld();

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
