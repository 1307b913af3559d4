import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp, Tenant } from '../../support/test-app';
import { addVendor, createTenant, createTestApp } from '../../support/test-app';

let t: TestApp;
let org: Tenant;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Input Guard Org');
  token = await t.signIn(org.adminEmail);
});
afterAll(() => t.close());

async function vendorCount(): Promise<number> {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from vendor where organisation_id = ${org.organisationId}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

function deeplyNested(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

describe('text holding a NUL character', () => {
  it('is refused on create with the field named, and nothing is written', async () => {
    const before = await vendorCount();
    const response = await t.request('POST', '/api/account/Vendor', {
      token,
      body: { name: 'North\u0000Line' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'Name', message: 'Name must not contain control characters (such as NUL).' },
    ]);
    expect(await vendorCount()).toBe(before);
  });

  it('is refused in a nested field, in a search box, in a query string and in a path', async () => {
    const nested = await t.request('POST', '/api/workorder/Workorder/GetAll', {
      token,
      body: { page: 1, pageSize: 10, searchString: 'WO\u0000' },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].field).toBe('SearchString');

    const query = await t.request('GET', '/api/account/Role/GetAllByCategory?category=1%00', { token });
    expect(query.status).toBe(400);
    expect(query.body.errors[0].field).toBe('Category');

    const path = await t.request('GET', '/api/account/User/GetById/%00', { token });
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject({ title: 'Validation failed', returnMessage: [expect.any(String)] });
  });

  it('is refused in a key, without echoing the character', async () => {
    const response = await t.request('POST', '/api/account/Vendor', {
      token,
      body: { name: 'Keyed', 'x\u0000': 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('X?');
  });

  it('leaves tabs and line breaks alone', async () => {
    const vendorId = await addVendor(t, org.organisationId, 'Tabbed');
    const response = await t.request('GET', `/api/account/Vendor/GetById?id=${vendorId}`, { token });
    expect(response.status).toBe(200);
    const created = await t.request('POST', '/api/account/Vendor', { token, body: { name: 'Line\tBreak' } });
    expect(created.status).toBe(200);
  });
});

describe('a deeply nested JSON body', () => {
  it('is refused before it is parsed or hashed, on a route without a body schema', async () => {
    const vendorId = await addVendor(t, org.organisationId, 'Nested Target');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/Vendor?id=${vendorId}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': 'deep-nesting-1',
      },
      payload: deeplyNested(20_000),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      message: 'Request body is not valid',
      errors: [{ field: 'Body', message: 'Request body is nested too deeply.' }],
    });
    const still = await t.request('GET', `/api/account/Vendor/GetById?id=${vendorId}`, { token });
    expect(still.status).toBe(200);
  });

  it('is refused on a notification call with an Idempotency-Key', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/Notification/MarkAllRead',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': 'deep-nesting-2',
      },
      payload: `{"a":${deeplyNested(20_000)}}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('is accepted at ordinary depths', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/Notification/MarkAllRead',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': 'shallow-body-1',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('an address the router cannot read', () => {
  it('answers 400 in the error envelope, without echoing the address', async () => {
    for (const [url, message] of [
      ['/api/account/User/GetById/%E0%A4%A', 'The address of this request is not valid.'],
      [`/api/account/User/GetById/${'x'.repeat(200)}`, 'A value in the address of this request is too long.'],
    ] as const) {
      const response = await t.request('GET', url, { token });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        title: 'Bad request',
        message,
        returnMessage: [message],
        errors: [],
      });
      expect(JSON.stringify(response.body)).not.toContain('FST_');
      expect(JSON.stringify(response.body)).not.toContain('GetById');
    }
  });
});
