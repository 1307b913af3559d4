import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withScope } from '../../../../server/db/client';
import { notification } from '../../../../server/db/schema/index';
import { notify } from '../../../../server/notifications/notify';
import type { TestApp, Tenant } from '../../../support/test-app';
import { PASSWORD, addUser, addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { fields } from '../../people-fixtures';

let t: TestApp;
let org: Tenant;
let token: string;
let userId: string;
let otherToken: string;
const email = 'nandini@profile.example';

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Profile Org');
  userId = await addUser(t, org.organisationId, {
    email,
    name: 'Nandini Sarma',
    roleId: org.roleIds.get('Viewer')!,
  });
  token = await t.signIn(email);
  otherToken = await t.signIn(org.adminEmail);
});
afterAll(() => t.close());

function mailsTo(to: string, subject: string) {
  return t.mail.filter((m) => m.to === to && m.subject === subject).length;
}

async function changeOwnPassword(from: string, to: string) {
  const response = await t.request('PUT', '/api/account/User/ChangePassword', {
    token,
    body: { currentPassword: from, newPassword: to },
  });
  expect(response.status).toBe(200);
}

describe('GET/PUT /api/account/User/Profile', () => {
  it('reads and changes my name, phone and picture with the version I edited', async () => {
    const mine = await t.request('GET', '/api/account/User/Profile', { token });
    expect(mine.body.data).toMatchObject({
      id: userId,
      name: 'Nandini Sarma',
      email,
      roleName: 'Viewer',
      vendorId: null,
      version: 1,
    });
    const body = {
      name: '  Nandini S. Sarma ',
      phone: '+91 98540 00001',
      imageUrl: '/api/document/Image/0195b8a0-0000-7000-8000-000000000001',
      version: 1,
    };
    const updated = await t.request('PUT', '/api/account/User/Profile', { token, body });
    expect(updated.body.data).toMatchObject({
      name: 'Nandini S. Sarma',
      phone: '+91 98540 00001',
      version: 2,
    });
    const stale = await t.request('PUT', '/api/account/User/Profile', {
      token,
      body: { ...body, name: 'Stale' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ name: 'Nandini S. Sarma', version: 2 });
  });

  it('refuses fields the profile does not own and bad values', async () => {
    const response = await t.request('PUT', '/api/account/User/Profile', {
      token,
      body: {
        name: 'x'.repeat(101),
        phone: 'phone',
        imageUrl: 'javascript:alert(1)',
        email: 'new@x.example',
        version: 2,
      },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Email', 'ImageUrl', 'Name', 'Phone']);
  });
});

describe('notification settings', () => {
  it('starts from the defaults (version 0) and saves a choice per event and channel', async () => {
    const initial = await t.request('GET', '/api/account/NotificationSetting', { token });
    expect(initial.body.data.version).toBe(0);
    expect(initial.body.data.settings).toHaveLength(7);
    expect(initial.body.data.settings.find((s: { event: string }) => s.event === 'passwordChanged')).toEqual({
      event: 'passwordChanged',
      label: 'My password is changed',
      console: true,
      email: true,
      push: false,
    });
    const saved = await t.request('PUT', '/api/account/NotificationSetting', {
      token,
      body: { settings: [{ event: 'passwordChanged', console: true, email: false }], version: 0 },
    });
    expect(saved.body.data.version).toBe(1);
    // Push left out (a console from before it): its default stays.
    expect(
      saved.body.data.settings.find((s: { event: string }) => s.event === 'passwordChanged'),
    ).toMatchObject({ email: false, push: false });
    const again = await t.request('PUT', '/api/account/NotificationSetting', {
      token,
      body: { settings: [], version: 0 },
    });
    expect(again.status).toBe(409);
    const bad = await t.request('PUT', '/api/account/NotificationSetting', {
      token,
      body: { settings: [{ event: 'party', console: 'yes', email: true }], version: 1 },
    });
    expect(fields(bad)).toEqual(['Settings.0.Console', 'Settings.0.Event']);
  });

  it('honours the settings when a password changes: console only, then email only', async () => {
    await changeOwnPassword(PASSWORD, 'Second-pass-2');
    const feed = await t.request('POST', '/api/account/Notification/GetAll', { token, body: {} });
    expect(feed.body.data.notifications[0]).toMatchObject({
      event: 'passwordChanged',
      title: 'Your password was changed',
      link: '/settings/profile',
      readAt: null,
    });
    expect(feed.body.data.unreadCount).toBe(1);
    expect(mailsTo(email, 'Your password was changed')).toBe(0);

    await t.request('PUT', '/api/account/NotificationSetting', {
      token,
      body: { settings: [{ event: 'passwordChanged', console: false, email: true }], version: 1 },
    });
    await changeOwnPassword('Second-pass-2', 'Third-pass-3');
    await vi.waitFor(() => expect(mailsTo(email, 'Your password was changed')).toBe(1));
    const after = await t.request('POST', '/api/account/Notification/GetAll', { token, body: {} });
    expect(after.body.data.pageTotal).toBe(1);
    const [sent] = await t.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, userId), eq(notification.inConsole, false)));
    expect(sent!.emailStatus).toBe('sent');
  });

  it('tells the user when their password was reset with a one-time password', async () => {
    await t.request('PUT', '/api/account/NotificationSetting', {
      token,
      body: { settings: [{ event: 'passwordChanged', console: true, email: true }], version: 2 },
    });
    await t.request('POST', '/api/account/Auth/ForgetPassword', { body: { email } });
    const otp = /(\d{6})/.exec(
      t.mail.filter((m) => m.subject === 'Your password reset code').at(-1)!.text,
    )![1]!;
    const { resetToken } = (await t.request('POST', '/api/account/Auth/VerifyOtp', { body: { email, otp } }))
      .body.data;
    expect(
      (
        await t.request('POST', '/api/account/Auth/ResetPassword', {
          body: { email, resetToken, newPassword: 'Reset-pass-44' },
        })
      ).status,
    ).toBe(200);
    token = await t.signIn(email, 'Reset-pass-44');
    const feed = await t.request('POST', '/api/account/Notification/GetAll', {
      token,
      body: { pageSize: 1 },
    });
    expect(feed.body.data.notifications[0].body).toMatch(/^Your password was reset with a one-time password/);
    await vi.waitFor(() => expect(mailsTo(email, 'Your password was changed')).toBe(2));
  });
});

describe('the notification feed', () => {
  it('pages newest first, filters unread, and marks one or all read', async () => {
    const page = await t.request('POST', '/api/account/Notification/GetAll', {
      token,
      body: { pageSize: 1, page: 2 },
    });
    expect(page.body.data.notifications).toHaveLength(1);
    expect(page.body.data.pageTotal).toBe(2);
    const unread = await t.request('POST', '/api/account/Notification/GetAll', {
      token,
      body: { unreadOnly: true },
    });
    expect(unread.body.data.unreadCount).toBe(2);
    const first = unread.body.data.notifications[0];
    const read = await t.request('PUT', `/api/account/Notification/MarkRead?id=${first.id}`, { token });
    expect(read.body.data.readAt).toEqual(expect.any(String));
    expect(
      (await t.request('GET', '/api/account/Notification/UnreadCount', { token })).body.data.unreadCount,
    ).toBe(1);
    const all = await t.request('PUT', '/api/account/Notification/MarkAllRead', { token });
    expect(all.body.data).toEqual({ updated: 1, unreadCount: 0 });
  });

  it('never shows or marks another user’s notifications', async () => {
    const mine = (await t.request('POST', '/api/account/Notification/GetAll', { token, body: {} })).body.data
      .notifications[0];
    expect(
      (await t.request('PUT', `/api/account/Notification/MarkRead?id=${mine.id}`, { token: otherToken }))
        .status,
    ).toBe(404);
    const theirs = await t.request('POST', '/api/account/Notification/GetAll', {
      token: otherToken,
      body: {},
    });
    expect(theirs.body.data.pageTotal).toBe(0);
  });
});

describe('notify()', () => {
  it('reaches an audience by permission and vendor, skipping inactive users and the excluded', async () => {
    const vendorId = await addVendor(t, org.organisationId, 'Audience Vendor');
    const vendorRole = org.roleIds.get('Vendor administrator')!;
    const reached = await addUser(t, org.organisationId, {
      email: 'reached@profile.example',
      roleId: vendorRole,
      vendorId,
    });
    const excluded = await addUser(t, org.organisationId, {
      email: 'excluded@profile.example',
      roleId: vendorRole,
      vendorId,
    });
    await addUser(t, org.organisationId, {
      email: 'inactive@profile.example',
      roleId: vendorRole,
      vendorId,
      isActive: false,
    });
    const callerVendor = await addVendor(t, org.organisationId, 'Caller Vendor');
    // Called from another vendor's scope: the audience is found across the organisation, then the scope is back.
    const { count, scopeAfter } = await withScope(
      t.db,
      { organisationId: org.organisationId, vendorId: callerVendor },
      async (tx) => {
        const n = await notify(tx, {
          organisationId: org.organisationId,
          audience: { permission: 'crew.view', vendorId },
          excludeUserIds: [excluded],
          event: 'workOrderAssigned',
          title: 'Assigned',
          body: 'A work order was assigned.',
        });
        const [scope] = await tx
          .select({ vendor: sql<string>`current_setting('app.vendor_id', true)` })
          .from(sql`(select 1) as s`);
        return { count: n, scopeAfter: scope!.vendor };
      },
    );
    expect(count).toBe(1);
    expect(scopeAfter).toBe(callerVendor);
    const rows = await t.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(eq(notification.event, 'workOrderAssigned'));
    expect(rows).toEqual([{ userId: reached }]);
  });
});
