import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withScope } from '../../server/db/client';
import type { TestApp, Tenant } from '../support/test-app';
import { addUser, addVendor, createTenant, createTestApp } from '../support/test-app';

let t: TestApp;
let orgA: Tenant;
let orgB: Tenant;
let adminA: string;
let adminB: string;
let vendor1: string;
let vendor2: string;
let vendor1User: string;
let vendor2UserId: string;
let orgUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  orgA = await createTenant(t, 'Org A');
  orgB = await createTenant(t, 'Org B');
  adminA = await t.signIn(orgA.adminEmail);
  adminB = await t.signIn(orgB.adminEmail);
  vendor1 = await addVendor(t, orgA.organisationId, 'Vendor One');
  vendor2 = await addVendor(t, orgA.organisationId, 'Vendor Two');
  const vendorRole = orgA.roleIds.get('Vendor administrator')!;
  // The vendor administrator role may view admin users of its vendor.
  await t.db.execute(
    sql`update role set permissions = array_append(permissions, 'adminUser.view') where id = ${vendorRole}`,
  );
  await addUser(t, orgA.organisationId, { email: 'v1@a.example', roleId: vendorRole, vendorId: vendor1 });
  await addUser(t, orgA.organisationId, { email: 'v1b@a.example', roleId: vendorRole, vendorId: vendor1 });
  vendor2UserId = await addUser(t, orgA.organisationId, {
    email: 'v2@a.example',
    roleId: vendorRole,
    vendorId: vendor2,
  });
  orgUserId = await addUser(t, orgA.organisationId, {
    email: 'staff@a.example',
    roleId: orgA.roleIds.get('Viewer')!,
  });
  vendor1User = await t.signIn('v1@a.example');
});
afterAll(() => t.close());

function emails(response: { body: { data: { users: { email: string }[] } } }) {
  return response.body.data.users.map((u) => u.email).sort();
}

describe('organisation isolation', () => {
  it('lists only the caller’s organisation', async () => {
    const a = await t.request('POST', '/api/account/User/GetAll', { token: adminA, body: { pageSize: 100 } });
    const b = await t.request('POST', '/api/account/User/GetAll', { token: adminB, body: { pageSize: 100 } });
    expect(emails(a)).toEqual(
      [orgA.adminEmail, 'staff@a.example', 'v1@a.example', 'v1b@a.example', 'v2@a.example'].sort(),
    );
    expect(emails(b)).toEqual([orgB.adminEmail]);
    expect(a.body.data.pageTotal).toBe(5);
  });

  it('hides another organisation’s records by id (404, not 403, so ids reveal nothing)', async () => {
    const user = await t.request('GET', `/api/account/User/GetById/${orgUserId}`, { token: adminB });
    expect(user.status).toBe(404);
    const roleOfA = orgA.roleIds.get('Viewer')!;
    expect(
      (await t.request('GET', `/api/account/Role/GetById?id=${roleOfA}`, { token: adminB })).status,
    ).toBe(404);
  });

  it('cannot change or delete another organisation’s records', async () => {
    const roleOfA = orgA.roleIds.get('Viewer')!;
    const update = await t.request('PUT', `/api/account/Role?id=${roleOfA}`, {
      token: adminB,
      body: { name: 'Hijacked', category: 1, permissions: [], version: 1 },
    });
    expect(update.status).toBe(404);
    expect((await t.request('DELETE', `/api/account/Role?id=${roleOfA}`, { token: adminB })).status).toBe(
      404,
    );
    const still = await t.request('GET', `/api/account/Role/GetById?id=${roleOfA}`, { token: adminA });
    expect(still.body.data.name).toBe('Viewer');
  });

  it('refuses a request naming another organisation in the body or query', async () => {
    const body = await t.request('POST', '/api/account/User/GetAll', {
      token: adminA,
      body: { organisationId: orgB.organisationId },
    });
    expect(body.status).toBe(403);
    expect(body.body.message).toBe('This request refers to another organisation.');
    const query = await t.request(
      'GET',
      `/api/account/Role/GetAllByCategory?category=1&organisationId=${orgB.organisationId}`,
      { token: adminA },
    );
    expect(query.status).toBe(403);
    const own = await t.request('POST', '/api/account/User/GetAll', {
      token: adminA,
      body: { organisationId: orgA.organisationId },
    });
    expect(own.status).toBe(200);
  });
});

describe('vendor isolation', () => {
  it('shows a vendor user only its own vendor’s users', async () => {
    const response = await t.request('POST', '/api/account/User/GetAll', {
      token: vendor1User,
      body: { pageSize: 100 },
    });
    expect(response.status).toBe(200);
    expect(emails(response)).toEqual(['v1@a.example', 'v1b@a.example']);
  });

  it('hides another vendor’s user by id', async () => {
    expect(
      (await t.request('GET', `/api/account/User/GetById/${vendor2UserId}`, { token: vendor1User })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/account/User/GetById/${vendor2UserId}`, { token: adminA })).status,
    ).toBe(200);
  });

  it('refuses a vendor user naming another vendor', async () => {
    const response = await t.request('POST', '/api/account/User/GetAll', {
      token: vendor1User,
      body: { vendorId: vendor2 },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('This request refers to another vendor.');
    const own = await t.request('POST', '/api/account/User/GetAll', {
      token: vendor1User,
      body: { vendorId: vendor1 },
    });
    expect(emails(own)).toEqual(['v1@a.example', 'v1b@a.example']);
  });

  it('lets an organisation user filter by any vendor of the organisation', async () => {
    const response = await t.request('POST', '/api/account/User/GetAll', {
      token: adminA,
      body: { vendorId: vendor2 },
    });
    expect(emails(response)).toEqual(['v2@a.example']);
  });
});

describe('row-level security in the database', () => {
  it('scopes a query that names no tenant at all', async () => {
    const rows = await withScope(t.db, { organisationId: orgB.organisationId, vendorId: null }, (tx) =>
      tx.execute(sql`select email from user_account`),
    );
    expect((rows as unknown as { rows: { email: string }[] }).rows.map((r) => r.email)).toEqual([
      orgB.adminEmail,
    ]);
  });

  it('refuses to write a row into another organisation', async () => {
    const attempt = withScope(t.db, { organisationId: orgB.organisationId, vendorId: null }, (tx) =>
      tx.execute(sql`update role set name = 'x' where organisation_id = ${orgA.organisationId}`),
    );
    await expect(attempt).resolves.toBeDefined();
    const names = await t.db.execute(
      sql`select name from role where organisation_id = ${orgA.organisationId} and name = 'x'`,
    );
    expect((names as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    const insert = withScope(t.db, { organisationId: orgB.organisationId, vendorId: null }, (tx) =>
      tx.execute(
        sql`insert into vendor (organisation_id, id, name) values (${orgA.organisationId}, gen_random_uuid(), 'Smuggled')`,
      ),
    );
    await expect(insert).rejects.toThrow();
  });

  it('sees nothing when no organisation is set', async () => {
    const rows = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return tx.execute(sql`select count(*)::int as n from user_account`);
    });
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
