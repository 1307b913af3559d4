import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../../server/config';
import { SIGN_IN_LIMITS } from '../../../server/services/account/auth/sign-in-limits';
import type { TestApp, Tenant } from '../../support/test-app';
import { PASSWORD, createTenant, createTestApp } from '../../support/test-app';

function signIn(t: TestApp, email: string, password: string, from: string, forwardedFor?: string) {
  return t.request('POST', '/api/account/Auth/SignIn', {
    body: { email, password },
    address: from,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
}

async function failFrom(t: TestApp, from: string, forwardedFor: (i: number) => string | undefined) {
  for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
    const response = await signIn(t, `nobody${i}@example.com`, 'Wrong-pass-9', from, forwardedFor(i));
    expect(response.status).toBe(401);
  }
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, else a hop count or a list of addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback,::1')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(parseTrustProxy('true')).toBeNull();
    expect(parseTrustProxy('10.0.0.1/40')).toBeNull();
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the per-address sign-in limit without a trusted proxy', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t, 'No Proxy Org');
  });
  afterAll(() => t.close());

  it('counts the connection’s address, whatever X-Forwarded-For claims', async () => {
    await failFrom(t, '10.9.0.1', (i) => `203.0.113.${i}`);
    expect((await signIn(t, tenant.adminEmail, PASSWORD, '10.9.0.1', '198.51.100.1')).status).toBe(429);
  });

  it('cannot be used to lock out another address', async () => {
    await failFrom(t, '10.9.0.2', () => '10.9.0.3');
    expect((await signIn(t, tenant.adminEmail, PASSWORD, '10.9.0.3')).status).toBe(200);
  });
});

describe('the per-address sign-in limit behind a trusted proxy', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: parseTrustProxy('127.0.0.1')! } });
    tenant = await createTenant(t, 'Proxy Org');
  });
  afterAll(() => t.close());

  it('counts the client the proxy names', async () => {
    await failFrom(t, '127.0.0.1', () => '10.8.0.1');
    expect((await signIn(t, tenant.adminEmail, PASSWORD, '127.0.0.1', '10.8.0.1')).status).toBe(429);
    expect((await signIn(t, tenant.adminEmail, PASSWORD, '127.0.0.1', '10.8.0.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a connection that is not the proxy', async () => {
    await failFrom(t, '10.7.0.1', () => '10.7.0.9');
    expect((await signIn(t, tenant.adminEmail, PASSWORD, '10.7.0.1', '10.6.0.1')).status).toBe(429);
    expect((await signIn(t, tenant.adminEmail, PASSWORD, '127.0.0.1', '10.7.0.9')).status).toBe(200);
  });
});
