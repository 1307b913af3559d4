import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../support/test-app';
import { createTenant, createTestApp } from '../../../support/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn((await createTenant(t, 'Reference Org')).adminEmail);
});
afterAll(() => t.close());

describe('reference data of the organisation service', () => {
  it('cascades country -> state -> city from the full data set', async () => {
    const countries = await t.request('GET', '/api/organisation/Country/GetAll', { token });
    expect(countries.body.data).toHaveLength(250);
    const india = countries.body.data.find((c: { isoCode: string }) => c.isoCode === 'IN');
    expect(india).toMatchObject({ name: 'India', phoneCode: '91' });

    const states = await t.request(
      'GET',
      `/api/organisation/States/GetStatesByCountry?countryId=${india.id}`,
      { token },
    );
    const assam = states.body.data.find((s: { name: string }) => s.name === 'Assam');
    expect(assam).toMatchObject({ countryId: india.id, isoCode: 'AS' });

    const cities = await t.request('GET', `/api/organisation/City/GetCitiesByState?stateId=${assam.id}`, {
      token,
    });
    expect(cities.body.data.map((c: { name: string }) => c.name)).toContain('Guwahati');
  });

  it('lists industries', async () => {
    const response = await t.request('GET', '/api/organisation/Industry/GetAll', { token });
    expect(response.body.data.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining(['Electric utilities', 'Telecommunications', 'Other']),
    );
  });

  it('validates the lookup ids', async () => {
    const response = await t.request('GET', '/api/organisation/States/GetStatesByCountry?countryId=abc', {
      token,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toEqual({
      field: 'CountryId',
      message: 'Country id must be a whole number',
    });
    expect(
      (await t.request('GET', '/api/organisation/States/GetStatesByCountry', { token })).body.errors[0],
    ).toEqual({
      field: 'CountryId',
      message: 'Country id is required',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.request('GET', '/api/organisation/Country/GetAll')).status).toBe(401);
  });
});
