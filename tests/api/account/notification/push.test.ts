import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscription, userAccount } from '../../../../server/db/schema/index';
import { notify } from '../../../../server/notifications/notify';
import type { Outbox } from '../../../../server/notifications/outbox-signal';
import { noteRequestOutboxes, raise, take } from '../../../../server/notifications/outbox-signal';
import { waitForJob } from '../../file/file-fixtures';
import { fields } from '../../people-fixtures';
import { admin, create, ok, org, t, w } from '../../workorder/work-order/work-order-world';
import {
  A,
  approver,
  endpoint,
  openPushWorld,
  otherApprover,
  rejectOne,
  settled,
  subscribe,
  vendorUser,
} from './push-setup';

openPushWorld();

describe('Web Push to subscribed devices', () => {
  it('hands out the VAPID public key and refuses a malformed subscription with field errors', async () => {
    const key = await t.request('GET', `${A}/PushSubscription/PublicKey`, { token: approver });
    expect(key.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const bad = await t.request('POST', `${A}/PushSubscription`, {
      token: approver,
      body: { endpoint: 'not a url', keys: { p256dh: 'short', auth: '!!' } },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['Endpoint']));
    expect(fields(bad).length).toBeGreaterThanOrEqual(2);
    const device = endpoint.device('not-a-point');
    const offCurve = await t.request('POST', `${A}/PushSubscription`, {
      token: approver,
      body: { ...device.subscription, keys: { ...device.subscription.keys, p256dh: `BA${'A'.repeat(85)}` } },
    });
    expect(fields(offCurve)).toEqual(['Keys.P256dh']);
  });

  it('pushes an approval waiting and a rejection, encrypted for the device and signed with VAPID', async () => {
    const approverPhone = endpoint.device('approver-phone');
    const crewTablet = endpoint.device('crew-tablet');
    const elsewhere = endpoint.device('other-org-phone');
    await subscribe(approver, approverPhone);
    await subscribe(vendorUser, crewTablet);
    await subscribe(otherApprover, elsewhere);

    const order = await rejectOne();

    const [waiting] = approverPhone.received();
    expect(waiting).toMatchObject({
      event: 'approvalNeeded',
      title: `Work order ${order.code} awaits approval`,
      url: `/work-order/${order.id}`,
    });
    // The order was given to the crew's vendor as it was created: its users heard of that too.
    expect(crewTablet.received()).toContainEqual(
      expect.objectContaining({ event: 'workOrderAssigned', url: `/work-order/${order.id}` }),
    );
    const decided = crewTablet.received().find((p) => p.event === 'approvalDecided');
    expect(decided).toMatchObject({
      title: `Work order ${order.code} rejected`,
      url: `/work-order/${order.id}`,
    });
    const [request] = crewTablet.requests();
    expect(request!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    // Organisation B's approver holds the same permission, but hears nothing of organisation A.
    expect(elsewhere.requests()).toEqual([]);
  });

  it('tells the crew’s vendor when its order is reassigned to another vendor', async () => {
    const phone = endpoint.device('crew-phone');
    await subscribe(vendorUser, phone);
    const order = await create('S1-630', { vendorId: w.vendorB, crewId: w.crewB1 });
    await settled();
    await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [order.id],
      vendorId: w.vendorA,
      crewId: w.crewA1,
    });
    await settled();
    expect(phone.received().map((p) => p.title)).toEqual([
      expect.stringMatching(new RegExp(`^Work order ${order.code} assigned to `)),
      `Work order ${order.code} was reassigned to another vendor`,
    ]);
  });

  it('pushes a finished export to the user who started it, from the background job', async () => {
    const desk = endpoint.device('admin-desk');
    await subscribe(admin, desk);
    const exported = await t.request('POST', '/api/organisation/Warehouse/Export', {
      token: admin,
      body: {},
    });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    const job = await waitForJob(t, admin, exported.body.data.id);
    await expect
      .poll(() => desk.received(), { timeout: 10_000 })
      .toContainEqual(
        expect.objectContaining({
          event: 'importExportFinished',
          url: `/import-export-history/${job.dataType}/${job.operationType}`,
        }),
      );
  });

  it('sends nothing for an event whose push the user turned off', async () => {
    const quiet = endpoint.device('quiet-approver');
    await subscribe(approver, quiet);
    const settings = await t.request('GET', `${A}/NotificationSetting`, { token: approver });
    const off = await t.request('PUT', `${A}/NotificationSetting`, {
      token: approver,
      body: {
        settings: [{ event: 'approvalNeeded', console: true, email: false, push: false }],
        version: settings.body.data.version,
      },
    });
    expect(off.body.data.settings).toContainEqual(
      expect.objectContaining({ event: 'approvalNeeded', push: false }),
    );
    await rejectOne();
    expect(quiet.requests()).toEqual([]);
  });

  it('removes a subscription the push service says is gone (410), and one signed out of', async () => {
    const gone = endpoint.device('gone-tablet');
    await subscribe(vendorUser, gone);
    endpoint.answer('gone-tablet', 410);
    await rejectOne();
    expect(gone.requests()).toHaveLength(1);
    const left = await t.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, gone.subscription.endpoint));
    expect(left).toEqual([]);

    const signedIn = await t.request('POST', `${A}/Auth/SignIn`, {
      body: { email: 'crew@push.example', password: 'Field-Pass-2026' },
    });
    const device = endpoint.device('signed-out-tablet');
    await subscribe(signedIn.body.data.access_token, device);
    const out = await t.request('POST', `${A}/Auth/SignOut`, {
      body: { refreshToken: signedIn.body.data.refresh_token, pushEndpoint: device.subscription.endpoint },
    });
    expect(out.status).toBe(200);
    const before = device.requests().length;
    await rejectOne();
    expect(device.requests()).toHaveLength(before);
  });

  it('unsubscribes only the caller’s own device', async () => {
    const device = endpoint.device('unsubscribed-phone');
    await subscribe(vendorUser, device);
    const foreign = await t.request('POST', `${A}/PushSubscription/Unsubscribe`, {
      token: otherApprover,
      body: { endpoint: device.subscription.endpoint },
    });
    expect(foreign.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(pushSubscription)
        .where(eq(pushSubscription.endpoint, device.subscription.endpoint)),
    ).toHaveLength(1);
    const mine = await t.request('POST', `${A}/PushSubscription/Unsubscribe`, {
      token: vendorUser,
      body: { endpoint: device.subscription.endpoint },
    });
    expect(mine.body.data).toEqual({ subscribed: false });
    await rejectOne();
    expect(device.requests()).toEqual([]);
  });

  it('sends a request’s push after its commit, even when a delivery ran while the change was uncommitted', async () => {
    const phone = endpoint.device('late-commit-phone');
    await subscribe(approver, phone);
    const [user] = await t.db
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(eq(userAccount.email, 'approver@push.example'));
    // A request's handling: its change and the notification in one transaction. Another response's delivery
    // runs before the commit: on PostgreSQL it sees no entry, and must not take the signal with it.
    const queued = new Set<Outbox>();
    await new Promise<void>((resolve, reject) =>
      noteRequestOutboxes(queued, () => {
        t.db
          .transaction(async (tx) => {
            await notify(tx, {
              organisationId: org.organisationId,
              userIds: [user!.id],
              event: 'approvalDecided',
              title: 'Work order WO-LATE approved',
              body: 'Sent once its change committed',
            });
            expect(take('push')).toBe(false);
          })
          .then(resolve, reject);
      }),
    );
    expect([...queued]).toEqual(['push']);
    expect(phone.requests()).toEqual([]);
    // Its response raises the signal, and the delivery it kicks sends the push.
    for (const outbox of queued) raise(outbox);
    await t.request('GET', `${A}/PushSubscription/PublicKey`, { token: approver });
    await settled();
    expect(phone.received().map((p) => p.title)).toEqual(['Work order WO-LATE approved']);
  });
});
