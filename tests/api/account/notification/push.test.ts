import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification, pushSubscription } from '../../../../server/db/schema/index';
import { deliverPendingPushes, PUSH_ATTEMPTS } from '../../../../server/notifications/push-delivery';
import type { PushEndpoint, TestDevice } from '../../../support/push-endpoint';
import { startPushEndpoint } from '../../../support/push-endpoint';
import { addUser, createTenant } from '../../../support/test-app';
import { waitForJob } from '../../file/file-fixtures';
import { addRole, fields } from '../../people-fixtures';
import {
  admin,
  complete,
  create,
  ok,
  openWorkOrderWorld,
  org,
  t,
  w,
} from '../../workorder/work-order/work-order-world';

const A = '/api/account';
let endpoint: PushEndpoint;
let approver: string;
let vendorUser: string;
let otherApprover: string;

openWorkOrderWorld({
  app: {
    config: {
      push: {
        publicKey: undefined,
        privateKey: undefined,
        subject: 'mailto:ops@example.com',
        allowHttp: true,
      },
    },
  },
});

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  const approve = await addRole(t, org.organisationId, 'Approver', ['workOrder.view', 'workOrder.approve']);
  await addUser(t, org.organisationId, { email: 'approver@push.example', roleId: approve });
  approver = await t.signIn('approver@push.example');
  const field = await addRole(t, org.organisationId, 'Vendor field', ['workOrder.view'], 2);
  await addUser(t, org.organisationId, { email: 'crew@push.example', roleId: field, vendorId: w.vendorB });
  vendorUser = await t.signIn('crew@push.example');
  const other = await createTenant(t, 'Other Push Org');
  const otherRole = await addRole(t, other.organisationId, 'Approver', [
    'workOrder.view',
    'workOrder.approve',
  ]);
  await addUser(t, other.organisationId, { email: 'approver@other-push.example', roleId: otherRole });
  otherApprover = await t.signIn('approver@other-push.example');
});
afterAll(() => endpoint.close());

async function subscribe(token: string, device: TestDevice) {
  const response = await t.request('POST', `${A}/PushSubscription`, { token, body: device.subscription });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Waits until the outbox holds no push waiting or being sent (delivery runs after the response). */
async function settled() {
  for (let i = 0; i < 250; i++) {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notification)
      .where(inArray(notification.pushStatus, ['pending', 'sending']));
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('pushes still waiting after 5 s');
}

async function rejectOne() {
  const order = await complete(await create('S1-630', { vendorId: w.vendorB, crewId: w.crewB1 }));
  await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, {
    approvalStatus: 3,
    remarks: 'Photo is blurred',
    version: order.version,
  });
  await settled();
  return order as { id: string; code: string };
}

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

  it('tries again later, on the device whose push service was down only, and gives up after five tries', async () => {
    const flaky = endpoint.device('flaky-phone');
    const steady = endpoint.device('steady-phone');
    await subscribe(vendorUser, flaky);
    await subscribe(vendorUser, steady);
    const [flakyRow] = await t.db
      .select({ id: pushSubscription.id })
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, flaky.subscription.endpoint));
    endpoint.answer('flaky-phone', 503);

    const order = await rejectOne();
    const waiting = () =>
      t.db
        .select()
        .from(notification)
        .where(and(eq(notification.pushStatus, 'retry'), sql`${notification.link} like ${`%${order.id}%`}`));
    // The assignment and the rejection: each reached the steady phone and waits for the flaky one.
    const first = await waiting();
    expect(first).toHaveLength(2);
    for (const row of first) {
      expect(row.pushAttempts).toBe(1);
      expect(row.pushDevices).toEqual([flakyRow!.id]);
      expect(row.pushRetryAt!.getTime() - Date.now()).toBeGreaterThan(30_000);
    }
    expect(steady.received().filter((p) => p.url === `/work-order/${order.id}`)).toHaveLength(2);
    const due = () =>
      t.db
        .update(notification)
        .set({ pushRetryAt: sql`now() - interval '1 second'` })
        .where(eq(notification.pushStatus, 'retry'));
    // As the minute's sweep does (which may also be the one that takes them: settled waits for it).
    const deliver = async () => {
      await deliverPendingPushes(t.db, t.app.push, t.app.log);
      await settled();
    };

    // Still down: tried again, still waiting, at a longer interval.
    await due();
    await deliver();
    const second = await waiting();
    expect(second.map((row) => row.pushAttempts)).toEqual([2, 2]);
    expect(second[0]!.pushRetryAt!.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);

    // Back: the flaky phone gets both; the steady phone is not pushed again.
    endpoint.answer('flaky-phone', 201);
    await due();
    await deliver();
    expect(await waiting()).toEqual([]);
    expect(flaky.received().filter((p) => p.url === `/work-order/${order.id}`)).toHaveLength(6);
    expect(steady.received().filter((p) => p.url === `/work-order/${order.id}`)).toHaveLength(2);

    // Down for good: given up after PUSH_ATTEMPTS sends.
    endpoint.answer('flaky-phone', 503);
    const lost = await rejectOne();
    for (let attempt = 1; attempt < PUSH_ATTEMPTS; attempt++) {
      await due();
      await deliver();
    }
    const ended = await t.db
      .select()
      .from(notification)
      .where(sql`${notification.link} like ${`%${lost.id}%`} and ${notification.pushStatus} <> 'none'`);
    expect(ended.map((row) => [row.pushStatus, row.pushAttempts])).toEqual([
      ['failed', PUSH_ATTEMPTS],
      ['failed', PUSH_ATTEMPTS],
    ]);
    expect(flaky.received().filter((p) => p.url === `/work-order/${lost.id}`)).toHaveLength(
      2 * PUSH_ATTEMPTS,
    );
    await t.request('POST', `${A}/PushSubscription/Unsubscribe`, {
      token: vendorUser,
      body: { endpoint: flaky.subscription.endpoint },
    });
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
});
