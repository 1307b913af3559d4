import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp, Tenant } from '../../support/test-app';
import { PASSWORD, createTenant, createTestApp } from '../../support/test-app';

let t: TestApp;
let org: Tenant;
let token: string;
let log = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  t = await createTestApp({ logStream: stream, config: { logLevel: 'info' } });
  org = await createTenant(t, 'Log Org');
  token = await t.signIn(org.adminEmail);
});
afterAll(() => t.close());

function linesSince(start: number): string {
  return log.slice(start);
}

describe('the server log', () => {
  it('names a failed insert of a user by its SQL and constraint, never its values', async () => {
    // A rule the route does not know of makes the insert fail inside the database, as any unforeseen failure would.
    await t.db.execute(
      sql`alter table user_account add constraint log_probe_name check (name <> 'Log Probe')`,
    );
    const start = log.length;
    const response = await t.request('POST', '/api/account/User', {
      token,
      body: {
        name: 'Log Probe',
        email: 'log.probe@example.com',
        password: 'Secret-Probe-77',
        roleId: org.roleIds.get('Viewer')!,
      },
    });
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toMatch(/insert|user_account|log_probe/i);

    const written = linesSince(start);
    expect(written).toMatch(/insert into \\?"user_account\\?"/);
    expect(written).toContain('log_probe_name');
    expect(written).toContain('23514');
    expect(written).not.toContain('argon2');
    expect(written).not.toContain('log.probe@example.com');
    expect(written).not.toContain('Secret-Probe-77');
    expect(written).not.toContain('Log Probe');
    await t.db.execute(sql`alter table user_account drop constraint log_probe_name`);
  });

  it('carries no password, token or query string of a request', async () => {
    const start = log.length;
    const signIn = await t.request('POST', '/api/account/Auth/SignIn', {
      body: { email: org.adminEmail, password: PASSWORD },
    });
    const { access_token: access, refresh_token: refresh } = signIn.body.data;
    await t.request('POST', '/api/account/Auth/RefreshToken', {
      body: { refreshToken: refresh, grantType: 'refresh_token' },
    });
    await t.request('GET', `/api/account/Role/GetAllByCategory?category=1&secretProbe=query-value-77`, {
      token: access,
    });
    const written = linesSince(start);
    expect(written).toContain('/api/account/Role/GetAllByCategory');
    expect(written).not.toContain('query-value-77');
    expect(written).not.toContain(PASSWORD);
    expect(written).not.toContain(access);
    expect(written).not.toContain(refresh);
  });

  it('redacts secrets that a log line names as fields', async () => {
    const start = log.length;
    t.app.log.info(
      { password: 'p-77', user: { passwordHash: 'h-77', otp: '123477' }, access_token: 'a-77' },
      'probe',
    );
    const written = linesSince(start);
    expect(written).toContain('probe');
    for (const secret of ['p-77', 'h-77', '123477', 'a-77']) expect(written).not.toContain(secret);
  });
});
