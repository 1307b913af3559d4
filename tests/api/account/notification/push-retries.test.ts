import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notification, pushSubscription } from '../../../../server/db/schema/index';
import { deliverPendingPushes, PUSH_ATTEMPTS } from '../../../../server/notifications/push-delivery';
import { t } from '../../workorder/work-order/work-order-world';
import { A, endpoint, openPushWorld, rejectOne, settled, subscribe, vendorUser } from './push-setup';

// A push service that is down or busy: the push is tried again later for the devices it missed only.
openPushWorld();

describe('Web Push retries', () => {
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
});
