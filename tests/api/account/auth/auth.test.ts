import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../src/domain/messages';
import type { TestApp, Tenant } from '../../../support/test-app';
import { PASSWORD, addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';

let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, 'Acme Utilities');
});
afterAll(() => t.close());

function signIn(email: string, password: string, address?: string) {
  return t.request('POST', '/api/account/Auth/SignIn', {
    body: { email, password },
    ...(address ? { address } : {}),
  });
}

describe('POST /api/account/Auth/SignIn', () => {
  it('returns tokens whose claims name the user, organisation, vendor and role', async () => {
    const vendorId = await addVendor(t, tenant.organisationId, 'Line Crew Ltd');
    await addUser(t, tenant.organisationId, {
      email: 'Vendor.Admin@Example.com',
      name: 'Vera Vendor',
      roleId: tenant.roleIds.get('Vendor administrator')!,
      vendorId,
    });
    const response = await signIn('vendor.admin@example.com', PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ expires_in: 900, organisation_id: tenant.organisationId });
    expect(response.body.data.refresh_token).toEqual(expect.any(String));
    const claims = decodeJwt(response.body.data.access_token);
    expect(claims).toMatchObject({
      vendorId,
      name: 'Vera Vendor',
      email: 'Vendor.Admin@Example.com',
      organisationId: tenant.organisationId,
    });
    expect(claims.roleId).toBe(tenant.roleIds.get('Vendor administrator'));
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await signIn(tenant.adminEmail, 'Wrong-password-1', '10.0.0.2');
    const unknown = await signIn('nobody@example.com', PASSWORD, '10.0.0.2');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        title: 'Sign-in failed',
        message: 'Email or password is incorrect.',
      });
    }
  });

  it('refuses a disabled account', async () => {
    await addUser(t, tenant.organisationId, {
      email: 'gone@example.com',
      roleId: tenant.roleIds.get('Viewer')!,
      isActive: false,
    });
    const response = await signIn('gone@example.com', PASSWORD, '10.0.0.3');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('This account is disabled. Ask your administrator.');
  });

  it('answers bad input with field errors and no 5xx', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{}, ['Email', 'Password']],
      [{ email: 'not-an-email', password: 'x' }, ['Email']],
      [{ email: 42, password: true }, ['Email', 'Password']],
      [{ email: `${'a'.repeat(95)}@x.com`, password: 'x' }, ['Email']],
      [{ email: 'a@b.co', password: 'p'.repeat(101) }, ['Password']],
      [{ email: 'a@b.co', password: 'x', role: 'admin' }, ['Role']],
    ];
    for (const [body, fields] of cases) {
      const response = await t.request('POST', '/api/account/Auth/SignIn', { body, address: '10.0.0.4' });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(fields.sort());
    }
    const invalid = await t.request('POST', '/api/account/Auth/SignIn', {
      body: { email: 'bad', password: 'x' },
    });
    expect(invalid.body.errors[0]).toEqual({ field: 'Email', message: MESSAGES.invalidEmail });
    const missing = await t.request('POST', '/api/account/Auth/SignIn', { body: { email: 'a@b.co' } });
    expect(missing.body.errors[0]).toEqual({ field: 'Password', message: 'Password is required' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/Auth/SignIn',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      title: 'Bad request',
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('sign-in rate limits', () => {
  it('locks an account after 5 failures, even for the right password, with a clear message', async () => {
    const email = 'limited@example.com';
    await addUser(t, tenant.organisationId, { email, roleId: tenant.roleIds.get('Viewer')! });
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'Wrong-pass-9', `10.1.0.${i}`)).status).toBe(401);
    const locked = await signIn(email, PASSWORD, '10.1.0.99');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many sign-in attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('limits one address trying many accounts', async () => {
    for (let i = 0; i < 20; i++) await signIn(`probe${i}@example.com`, 'Wrong-pass-9', '10.2.0.1');
    const blocked = await signIn(tenant.adminEmail, PASSWORD, '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect((await signIn(tenant.adminEmail, PASSWORD, '10.2.0.2')).status).toBe(200);
  });
});

describe('POST /api/account/Auth/RefreshToken', () => {
  async function tokens() {
    return (await signIn(tenant.adminEmail, PASSWORD, '10.3.0.1')).body.data;
  }
  function refresh(refreshToken: string) {
    return t.request('POST', '/api/account/Auth/RefreshToken', {
      body: { refreshToken, grantType: 'refresh_token' },
    });
  }

  it('rotates: the new pair works and the old refresh token does not', async () => {
    const first = await tokens();
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.data.refresh_token).not.toBe(first.refresh_token);
    const session = await t.request('GET', '/api/account/Auth/Session', {
      token: second.body.data.access_token,
    });
    expect(session.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused', async () => {
    const first = await tokens();
    const second = (await refresh(first.refresh_token)).body.data;
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.title).toBe(MESSAGES.tokenRefreshFailed);
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it('refuses a wrong grant type and an unknown token', async () => {
    const bad = await t.request('POST', '/api/account/Auth/RefreshToken', {
      body: { refreshToken: 'x', grantType: 'password' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('GrantType');
    expect((await refresh('not-a-token')).status).toBe(401);
  });

  it('signs out: the refresh token stops working', async () => {
    const first = await tokens();
    expect(
      (await t.request('POST', '/api/account/Auth/SignOut', { body: { refreshToken: first.refresh_token } }))
        .status,
    ).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });
});

describe('renewed access token header', () => {
  it('sends x-auth-token when the presented token is about to expire', async () => {
    const fresh = await t.signIn(tenant.adminEmail);
    const quiet = await t.request('GET', '/api/account/Auth/Session', { token: fresh });
    expect(quiet.headers['x-auth-token']).toBeUndefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 12 * 60_000);
    const old = await t.signIn(tenant.adminEmail);
    vi.useRealTimers();
    const renewed = await t.request('GET', '/api/account/Auth/Session', { token: old });
    expect(renewed.status).toBe(200);
    const token = renewed.headers['x-auth-token'] as string;
    expect(decodeJwt(token).exp! - Date.now() / 1000).toBeGreaterThan(14 * 60);
  });

  it('answers 401 to an expired or forged token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 16 * 60_000);
    const expired = await t.signIn(tenant.adminEmail);
    vi.useRealTimers();
    expect((await t.request('GET', '/api/account/Auth/Session', { token: expired })).status).toBe(401);
    const forged = expired.split('.').slice(0, 2).join('.') + '.AAAA';
    expect((await t.request('GET', '/api/account/Auth/Session', { token: forged })).status).toBe(401);
    expect((await t.request('GET', '/api/account/Auth/Session')).status).toBe(401);
  });
});

describe('forgot password: ForgetPassword -> VerifyOtp -> ResetPassword', () => {
  const email = 'forgetful@example.com';
  beforeAll(() => addUser(t, tenant.organisationId, { email, roleId: tenant.roleIds.get('Viewer')! }));

  async function requestOtp(): Promise<string> {
    const before = t.mail.length;
    const response = await t.request('POST', '/api/account/Auth/ForgetPassword', { body: { email } });
    expect(response.status).toBe(200);
    const message = t.mail.slice(before).find((m) => m.to === email);
    return /one-time password is (\d{6})/.exec(message!.text)![1]!;
  }

  it('resets the password with the mailed code; the old password and sessions stop working', async () => {
    const oldRefresh = (await signIn(email, PASSWORD, '10.4.0.1')).body.data.refresh_token;
    const otp = await requestOtp();
    const verified = await t.request('POST', '/api/account/Auth/VerifyOtp', { body: { email, otp } });
    expect(verified.status).toBe(200);
    const reset = await t.request('POST', '/api/account/Auth/ResetPassword', {
      body: { email, resetToken: verified.body.data.resetToken, newPassword: 'Brand-new-pass-7' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'Brand-new-pass-7', '10.4.0.2')).status).toBe(200);
    expect((await signIn(email, PASSWORD, '10.4.0.3')).status).toBe(401);
    const refreshed = await t.request('POST', '/api/account/Auth/RefreshToken', {
      body: { refreshToken: oldRefresh, grantType: 'refresh_token' },
    });
    expect(refreshed.status).toBe(401);
  });

  it('gives the same answer for an unknown email and sends nothing', async () => {
    const before = t.mail.length;
    const response = await t.request('POST', '/api/account/Auth/ForgetPassword', {
      body: { email: 'ghost@example.com' },
    });
    expect(response.status).toBe(200);
    expect(t.mail.length).toBe(before);
  });

  it('allows 5 wrong codes, then refuses even the right one', async () => {
    const otp = await requestOtp();
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await t.request('POST', '/api/account/Auth/VerifyOtp', {
        body: { email, otp: wrong },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({
        field: 'Otp',
        message: 'The one-time password is wrong or has expired.',
      });
    }
    const locked = await t.request('POST', '/api/account/Auth/VerifyOtp', { body: { email, otp } });
    expect(locked.status).toBe(429);
  });

  it('refuses an expired code', async () => {
    const otp = await requestOtp();
    await t.db.execute(sql`update password_reset set expires_at = now() - interval '1 minute'`);
    const response = await t.request('POST', '/api/account/Auth/VerifyOtp', { body: { email, otp } });
    expect(response.status).toBe(400);
  });

  it('refuses a weak new password with a field error', async () => {
    const response = await t.request('POST', '/api/account/Auth/ResetPassword', {
      body: { email, resetToken: 'whatever', newPassword: 'short' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('NewPassword');
  });
});

describe('PUT /api/account/User/ChangePassword', () => {
  it('needs the current password and then takes the new one', async () => {
    const email = 'changer@example.com';
    await addUser(t, tenant.organisationId, { email, roleId: tenant.roleIds.get('Viewer')! });
    const token = await t.signIn(email);
    const wrong = await t.request('PUT', '/api/account/User/ChangePassword', {
      token,
      body: { currentPassword: 'nope-nope-1', newPassword: 'Another-pass-8' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'CurrentPassword', message: 'The current password is wrong.' },
    ]);
    const ok = await t.request('PUT', '/api/account/User/ChangePassword', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'Another-pass-8' },
    });
    expect(ok.status).toBe(200);
    expect((await signIn(email, 'Another-pass-8', '10.5.0.1')).status).toBe(200);
  });
});
