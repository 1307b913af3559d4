import { describe, expect, it } from 'vitest';
import { fields } from '../../people-fixtures';
import {
  home,
  noAccess,
  openOrganisationWorld,
  orgAdmin,
  organisationCount,
  other,
  platform,
  t,
} from './organisation-setup';

openOrganisationWorld();

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
