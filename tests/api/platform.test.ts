import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../support/test-app';
import { createTenant, createTestApp } from '../support/test-app';

let t: TestApp;
let tenant: Tenant;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, 'Platform Org');
  token = await t.signIn(tenant.adminEmail);
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const response = await t.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('the HTTP surface', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.request('GET', '/api/account/Nope');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ title: 'Not found', errors: [], returnMessage: expect.any(Array) });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.request('GET', '/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/organisation/Country/GetAll',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes the OpenAPI document with every service route', async () => {
    const response = await t.request('GET', '/api/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/account/Auth/SignIn',
        '/api/account/Role/GetAll',
        '/api/organisation/Country/GetAll',
      ]),
    );
  });
});

describe('server failures', () => {
  it('answers 500 without internals when the database is gone', async () => {
    const broken = await createTestApp();
    const other = await createTenant(broken, 'Broken');
    const brokenToken = await broken.signIn(other.adminEmail);
    await broken.database.close();
    const response = await broken.request('GET', '/api/organisation/Industry/GetAll', { token: brokenToken });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      title: 'Server error',
      message: 'Something went wrong!',
      returnMessage: ['Something went wrong!'],
      errors: [],
      requestId: expect.any(String),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/pglite|postgres|select|stack|Error:/i);
    await broken.app.close();
  });
});

describe('serving the PWA', () => {
  it('answers client routes with the shell, assets as files, and never /api/ paths with the shell', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Field Console</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    const served = await createTestApp({ staticDir: dir });
    try {
      const page = await served.app.inject({ method: 'GET', url: '/work-order/list-view?page=2' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await served.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await served.app.inject({ method: 'GET', url: '/api/workorder/Nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toContain('application/json');
      expect((await served.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
    } finally {
      await served.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
