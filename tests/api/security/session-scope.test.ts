import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withScope } from '../../../server/db/client';
import { seedDemo } from '../../../server/seed/demo';
import type { TestApp, Tenant } from '../../support/test-app';
import { PASSWORD, addUser, createTenant, createTestApp } from '../../support/test-app';

let t: TestApp;
let orgA: Tenant;
let orgB: Tenant;
let adminB: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows of a query that answers at least one (a count). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<[T, ...T[]]> {
  const result = await rows<T>(query);
  expect(result.length).toBeGreaterThan(0);
  return result as [T, ...T[]];
}

async function signInFull(email: string) {
  const response = await t.request('POST', '/api/account/Auth/SignIn', {
    body: { email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  return response.body.data as { access_token: string; refresh_token: string };
}

function refresh(refreshToken: string) {
  return t.request('POST', '/api/account/Auth/RefreshToken', {
    body: { refreshToken, grantType: 'refresh_token' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  orgA = await createTenant(t, 'Session Org A');
  orgB = await createTenant(t, 'Session Org B');
  adminB = await t.signIn(orgB.adminEmail);
});
afterAll(() => t.close());

describe('another organisation’s user who happens to share an id', () => {
  it('keeps their sessions when an administrator elsewhere changes the password of, or deletes, that id', async () => {
    const victimId = await addUser(t, orgA.organisationId, {
      email: 'victim@a.example',
      roleId: orgA.roleIds.get('Viewer')!,
    });
    const session = await signInFull('victim@a.example');

    const twin = await t.request('POST', '/api/account/User', {
      token: adminB,
      body: {
        id: victimId,
        name: 'Twin',
        email: 'twin@b.example',
        password: 'Twin-Pass-2026',
        roleId: orgB.roleIds.get('Viewer')!,
      },
    });
    expect(twin.status).toBe(200);
    expect(twin.body.data.id).toBe(victimId);
    const changed = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: adminB,
      body: { userId: victimId, newPassword: 'Other-Pass-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('DELETE', `/api/account/User?id=${victimId}`, { token: adminB })).status).toBe(
      200,
    );

    const renewed = await refresh(session.refresh_token);
    expect(renewed.status).toBe(200);
    expect(
      (
        await t.request('POST', '/api/account/Auth/SignIn', {
          body: { email: 'victim@a.example', password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('still ends the sessions of the organisation’s own user whose password is changed', async () => {
    const ownId = await addUser(t, orgB.organisationId, {
      email: 'own@b.example',
      roleId: orgB.roleIds.get('Viewer')!,
    });
    const session = await signInFull('own@b.example');
    const changed = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: adminB,
      body: { userId: ownId, newPassword: 'Other-Pass-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });
});

interface TableColumns {
  table: string;
  hasOrganisation: boolean;
  hasUser: boolean;
  rowSecurity: boolean;
}

/** Every table of the schema that holds an organisation's rows or a user's: the ones tenancy must cover. */
async function tenantTables(): Promise<TableColumns[]> {
  return rows<TableColumns>(sql`
    select c.relname as "table",
      bool_or(a.attname = 'organisation_id') as "hasOrganisation",
      bool_or(a.attname = 'user_id') as "hasUser",
      c.relrowsecurity as "rowSecurity"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind = 'r' and c.relname not like '\\_\\_%'
    group by c.relname, c.relrowsecurity
    having bool_or(a.attname in ('organisation_id', 'user_id'))
    order by 1`);
}

describe('every table holding an organisation’s or a user’s data', () => {
  beforeAll(async () => {
    // Organisation A gets rows in as many tables as possible: the demo data, sessions, a password reset and
    // a stored idempotent answer.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-scope-'));
    await seedDemo(t.db, orgA.organisationId, { dataDir });
    fs.rmSync(dataDir, { recursive: true, force: true });
    const adminA = await signInFull(orgA.adminEmail);
    await t.request('POST', '/api/account/Auth/ForgetPassword', { body: { email: orgA.adminEmail } });
    await t.request('PUT', '/api/account/Notification/MarkAllRead', {
      token: adminA.access_token,
      headers: { 'idempotency-key': 'session-scope-key-1' },
    });
  }, 120_000);

  it('carries the organisation and is under row-level security', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((c) => !c.hasOrganisation).map((c) => c.table)).toEqual([]);
    expect(tables.filter((c) => !c.rowSecurity).map((c) => c.table)).toEqual([]);
  });

  it('can be neither read, changed nor deleted by another organisation', async () => {
    const tables = await tenantTables();
    const held: string[] = [];
    for (const { table } of tables) {
      const name = sql.identifier(table);
      const [{ n }] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ${name} where organisation_id = ${orgA.organisationId}`,
      );
      if (n > 0) held.push(table);
      const reached = await withScope(
        t.db,
        { organisationId: orgB.organisationId, vendorId: null },
        async (tx) => {
          const read = await tx.execute(
            sql`select 1 from ${name} where organisation_id = ${orgA.organisationId}`,
          );
          const changed = await tx.execute(
            sql`update ${name} set organisation_id = organisation_id where organisation_id = ${orgA.organisationId} returning 1`,
          );
          const deleted = await tx.execute(
            sql`delete from ${name} where organisation_id = ${orgA.organisationId} returning 1`,
          );
          const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;
          return { table, read: count(read), changed: count(changed), deleted: count(deleted) };
        },
      );
      expect(reached).toEqual({ table, read: 0, changed: 0, deleted: 0 });
    }
    // The check means something only where A has rows: sessions, resets and stored answers among them.
    expect(held).toEqual(
      expect.arrayContaining([
        'refresh_token',
        'password_reset',
        'idempotency_key',
        'user_account',
        'work_order',
      ]),
    );
    expect(held.length, held.join(', ')).toBeGreaterThan(35);
  });

  it('leaves sign-in attempts, which belong to no organisation, unreadable to any request', async () => {
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from sign_in_attempt`);
    expect(n).toBeGreaterThan(0);
    const seen = await withScope(t.db, { organisationId: orgA.organisationId, vendorId: null }, (tx) =>
      tx.execute(sql`select 1 from sign_in_attempt`),
    );
    expect((seen as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});
