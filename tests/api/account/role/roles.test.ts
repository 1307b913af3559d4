import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../../../src/domain/permissions';
import { role } from '../../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, createTenant, createTestApp } from '../../../support/test-app';

let t: TestApp;
let tenant: Tenant;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, 'Roles Org');
  admin = await t.signIn(tenant.adminEmail);
  await addUser(t, tenant.organisationId, {
    email: 'viewer@roles.example',
    name: 'Ada Viewer',
    roleId: tenant.roleIds.get('Viewer')!,
  });
  viewer = await t.signIn('viewer@roles.example');
});
afterAll(() => t.close());

const newRole = { name: 'Dispatcher', category: 1, permissions: ['workOrder.view', 'workOrder.update'] };

describe('permissions on /api/account/Role', () => {
  it('answers 401 without a token', async () => {
    const response = await t.request('POST', '/api/account/Role/GetAll', { body: {} });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ title: 'Unauthorized', errors: [] });
  });

  it('answers 403 to a user without role.create and writes nothing', async () => {
    const response = await t.request('POST', '/api/account/Role', { token: viewer, body: newRole });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You do not have permission to do this.');
    const [rows] = await t.db.select({ n: count() }).from(role).where(eq(role.name, 'Dispatcher'));
    expect(rows!.n).toBe(0);
  });

  it('lets a viewer read roles', async () => {
    const response = await t.request('POST', '/api/account/Role/GetAll', {
      token: viewer,
      body: { page: 1, pageSize: 2 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.roles).toHaveLength(2);
    expect(response.body.data.pageTotal).toBe(4);
  });
});

describe('role lifecycle', () => {
  it('creates, reads, updates and deletes a role', async () => {
    const created = await t.request('POST', '/api/account/Role', { token: admin, body: newRole });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'Dispatcher', version: 1, holders: 0, isSystem: false });

    const byCategory = await t.request('GET', '/api/account/Role/GetAllByCategory?category=1', {
      token: admin,
    });
    expect(byCategory.body.data.roles.map((r: { name: string }) => r.name)).toContain('Dispatcher');

    const updated = await t.request('PUT', `/api/account/Role?id=${id}`, {
      token: admin,
      body: { ...newRole, name: 'Senior dispatcher', version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Senior dispatcher', version: 2 });

    expect((await t.request('DELETE', `/api/account/Role?id=${id}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', `/api/account/Role/GetById?id=${id}`, { token: admin })).status).toBe(404);
  });

  it('answers a stale version with 409 and the current record, changing nothing', async () => {
    const { id } = (
      await t.request('POST', '/api/account/Role', { token: admin, body: { ...newRole, name: 'Planner' } })
    ).body.data;
    await t.request('PUT', `/api/account/Role?id=${id}`, {
      token: admin,
      body: { ...newRole, name: 'Planner A', version: 1 },
    });
    const stale = await t.request('PUT', `/api/account/Role?id=${id}`, {
      token: admin,
      body: { ...newRole, name: 'Planner B', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ id, name: 'Planner A', version: 2 });
    expect(stale.body.message).toMatch(/changed by someone else/);
  });

  it('refuses to delete a role that people hold, naming them', async () => {
    const { id } = (
      await t.request('POST', '/api/account/Role', { token: admin, body: { ...newRole, name: 'Inspector' } })
    ).body.data;
    await addUser(t, tenant.organisationId, {
      email: 'ines@roles.example',
      name: 'Ines Inspector',
      roleId: id,
    });
    const response = await t.request('DELETE', `/api/account/Role?id=${id}`, { token: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'The role "Inspector" is held by 1 user: Ines Inspector. Give them another role first.',
    );
  });

  it('keeps the organisation administrator role unchangeable', async () => {
    const id = tenant.roleIds.get('Organisation administrator')!;
    const response = await t.request('PUT', `/api/account/Role?id=${id}`, {
      token: admin,
      body: { ...newRole, version: 1 },
    });
    expect(response.status).toBe(403);
    expect((await t.request('DELETE', `/api/account/Role?id=${id}`, { token: admin })).status).toBe(403);
  });

  it('never lets a user grant permissions they do not hold', async () => {
    await addUser(t, tenant.organisationId, {
      email: 'role-admin@roles.example',
      roleId: (
        await t.request('POST', '/api/account/Role', {
          token: admin,
          body: {
            name: 'Role keeper',
            category: 1,
            permissions: ['role.view', 'role.create', 'role.update'],
          },
        })
      ).body.data.id,
    });
    const keeper = await t.signIn('role-admin@roles.example');
    const response = await t.request('POST', '/api/account/Role', {
      token: keeper,
      body: { name: 'Everything', category: 1, permissions: ALL_PERMISSIONS },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/^You cannot grant permissions you do not hold/);
  });

  it('validates names, categories and permission keys with field errors', async () => {
    const response = await t.request('POST', '/api/account/Role', {
      token: admin,
      body: { name: 'x'.repeat(101), category: 9, permissions: ['nope.view'], extra: 1 },
    });
    expect(response.status).toBe(400);
    const fields = response.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['Category', 'Extra', 'Name', 'Permissions.0']);
    expect(response.body.errors.find((e: { field: string }) => e.field === 'Name').message).toBe(
      'Name must be at most 100 characters',
    );
  });

  it('refuses a duplicate name with 409', async () => {
    const response = await t.request('POST', '/api/account/Role', {
      token: admin,
      body: { ...newRole, name: 'viewer' },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A record with this name already exists.');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first response for a retried key and writes once', async () => {
    const headers = { 'idempotency-key': 'key-0001-abcdef' };
    const body = { ...newRole, name: 'Replayed role' };
    const first = await t.request('POST', '/api/account/Role', { token: admin, body, headers });
    const second = await t.request('POST', '/api/account/Role', { token: admin, body, headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const [rows] = await t.db.select({ n: count() }).from(role).where(eq(role.name, 'Replayed role'));
    expect(rows!.n).toBe(1);
  });

  it('refuses the same key for a different request', async () => {
    const headers = { 'idempotency-key': 'key-0002-abcdef' };
    await t.request('POST', '/api/account/Role', {
      token: admin,
      body: { ...newRole, name: 'Keyed A' },
      headers,
    });
    const other = await t.request('POST', '/api/account/Role', {
      token: admin,
      body: { ...newRole, name: 'Keyed B' },
      headers,
    });
    expect(other.status).toBe(422);
  });

  it('does not keep a key whose write failed, so a corrected retry can succeed', async () => {
    const headers = { 'idempotency-key': 'key-0003-abcdef' };
    const body = { ...newRole, name: 'Retry after failure' };
    const { id } = (await t.request('POST', '/api/account/Role', { token: admin, body })).body.data;
    const failed = await t.request('PUT', `/api/account/Role?id=${id}`, {
      token: admin,
      body: { ...body, version: 7 },
      headers,
    });
    expect(failed.status).toBe(409);
    const retried = await t.request('PUT', `/api/account/Role?id=${id}`, {
      token: admin,
      body: { ...body, version: 1 },
      headers: { 'idempotency-key': 'key-0004-abcdef' },
    });
    expect(retried.status).toBe(200);
  });

  it('serialises concurrent requests with one key into one write', async () => {
    const headers = { 'idempotency-key': 'key-0005-abcdef' };
    const body = { ...newRole, name: 'Concurrent role' };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.request('POST', '/api/account/Role', { token: admin, body, headers }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [rows] = await t.db.select({ n: count() }).from(role).where(eq(role.name, 'Concurrent role'));
    expect(rows!.n).toBe(1);
  });

  it('rejects a malformed key', async () => {
    const response = await t.request('POST', '/api/account/Role', {
      token: admin,
      body: newRole,
      headers: { 'idempotency-key': 'x' },
    });
    expect(response.status).toBe(400);
  });
});

describe('/api/account/PermissionGroup', () => {
  it('lists every permission key once, grouped for the matrix', async () => {
    const response = await t.request('POST', '/api/account/PermissionGroup/GetAll', {
      token: admin,
      body: {},
    });
    expect(response.status).toBe(200);
    const keys = response.body.data.permissionGroups.flatMap(
      (g: { areas: { permissions: { key: string }[] }[] }) =>
        g.areas.flatMap((a) => a.permissions.map((p) => p.key)),
    );
    expect(keys.sort()).toEqual([...ALL_PERMISSIONS].sort());
    const categories = await t.request('GET', '/api/account/PermissionGroup/PermissionGroupCategory', {
      token: admin,
    });
    expect(categories.body.data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Admin',
      'Vendor',
      'Crew',
      'Workforce',
    ]);
  });
});
