import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notification } from '../../../../server/db/schema/index';
import { PASSWORD } from '../../../support/test-app';
import { fields } from '../../people-fixtures';
import { admin, newUser, openAdminUserWorld, t, viewer, viewerRecord } from './admin-user-setup';

openAdminUserWorld();

describe('DELETE /api/account/User', () => {
  it('deletes a user, never oneself, and only with adminUser.delete', async () => {
    const { id } = (
      await t.request('POST', '/api/account/User', { token: admin, body: newUser('leaving@people.example') })
    ).body.data;
    expect((await t.request('DELETE', `/api/account/User?id=${id}`, { token: viewer })).status).toBe(403);
    expect((await t.request('DELETE', `/api/account/User?id=${id}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', `/api/account/User/GetById/${id}`, { token: admin })).status).toBe(404);
    const me = (await t.request('GET', '/api/account/User/Profile', { token: admin })).body.data;
    const self = await t.request('DELETE', `/api/account/User?id=${me.id}`, { token: admin });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot delete your own account.');
  });
});

describe('POST /api/account/User/ChangeUserPassword', () => {
  it('sets another user’s password, ends their sessions and tells them', async () => {
    const { id } = (
      await t.request('POST', '/api/account/User', {
        token: admin,
        body: newUser('forgetful@people.example'),
      })
    ).body.data;
    const session = await t.request('POST', '/api/account/Auth/SignIn', {
      body: { email: 'forgetful@people.example', password: 'Initial-pass-1' },
    });
    const response = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: admin,
      body: { userId: id, newPassword: 'Fresh-pass-22' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.message).toBe('Password changed successfully.');
    await t.signIn('forgetful@people.example', 'Fresh-pass-22');
    const refresh = await t.request('POST', '/api/account/Auth/RefreshToken', {
      body: { refreshToken: session.body.data.refresh_token, grantType: 'refresh_token' },
    });
    expect(refresh.status).toBe(401);
    const [feed] = await t.db.select().from(notification).where(eq(notification.userId, id));
    expect(feed).toMatchObject({
      event: 'passwordChanged',
      title: 'Your password was changed',
      inConsole: true,
    });
    expect(feed!.body).toMatch(/set a new password for your account/);
    await vi.waitFor(() =>
      expect(
        t.mail.some((m) => m.to === 'forgetful@people.example' && m.subject === 'Your password was changed'),
      ).toBe(true),
    );
  });

  it('is not the way to change one’s own password, needs the permission and a valid password', async () => {
    const me = (await t.request('GET', '/api/account/User/Profile', { token: admin })).body.data;
    const self = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: admin,
      body: { userId: me.id, newPassword: 'Mine-pass-123' },
    });
    expect(self.status).toBe(403);
    const target = await viewerRecord();
    expect(
      (
        await t.request('POST', '/api/account/User/ChangeUserPassword', {
          token: viewer,
          body: { userId: target.id, newPassword: 'Mine-pass-123' },
        })
      ).status,
    ).toBe(403);
    const weak = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      token: admin,
      body: { userId: target.id, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(fields(weak)).toEqual(['NewPassword']);
    await t.signIn('viewer@people.example', PASSWORD);
  });
});
