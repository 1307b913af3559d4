import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '../../src/domain/push';
import { pushTarget } from '../../src/domain/push';
import type { Db, Executor } from '../db/client';
import { notification, pushSubscription } from '../db/schema/index';
import type { PushSender } from './push-sender';
import { tenantRow } from '../db/tenant-join';
import { claimDue, OUTBOX_BATCH } from './outbox-claim';

/** What the push service answers for a subscription that is gone: the device unsubscribed or it expired. */
const GONE = new Set([404, 410]);
/**
 * How long a push waits before each retry, in minutes: a push service that is down or busy (5xx, 429, no
 * answer) is asked again later, up to PUSH_ATTEMPTS sends in all (about 2.5 hours, within the message's TTL).
 */
export const PUSH_RETRY_MINUTES = [1, 5, 30, 120] as const;
export const PUSH_ATTEMPTS = PUSH_RETRY_MINUTES.length + 1;

/** An answer worth asking again: the push service is busy or failing, not refusing this message. */
const worthRetrying = (status: number) => status === 429 || status >= 500;

/** The recipients who have at least one device subscribed, of one organisation. */
export async function usersWithDevices(
  tx: Executor,
  organisationId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userId: pushSubscription.userId })
    .from(pushSubscription)
    .where(
      and(eq(pushSubscription.organisationId, organisationId), inArray(pushSubscription.userId, userIds)),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Status writes of the outbox are bookkeeping, not changes anyone watches: kept out of the change feed. */
async function quietly<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local app.change_feed = 'off'`);
    return work(tx);
  });
}

const PUSH_OUTBOX = {
  status: 'pushStatus',
  claimedAt: 'pushClaimedAt',
  attempts: 'pushAttempts',
  retryAt: 'pushRetryAt',
} as const;

function claim(db: Db) {
  return quietly(db, async (tx) => {
    const ids = await claimDue(tx, PUSH_OUTBOX);
    if (ids.length === 0) return [];
    return tx
      .select({
        organisationId: notification.organisationId,
        id: notification.id,
        userId: notification.userId,
        event: notification.event,
        title: notification.title,
        body: notification.body,
        link: notification.link,
        attempts: notification.pushAttempts,
        devices: notification.pushDevices,
      })
      .from(notification)
      .where(inArray(notification.id, ids));
  });
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];

/**
 * Sends one notification to each of its user's devices (on a retry, those the last try missed). Answers the
 * devices worth trying again, and whether any device refused the message for good.
 */
async function sendToDevices(db: Db, sender: PushSender, item: Claimed, log: FastifyBaseLogger) {
  const devices = await db
    .select()
    .from(pushSubscription)
    .where(
      and(
        eq(pushSubscription.organisationId, item.organisationId),
        eq(pushSubscription.userId, item.userId),
        item.devices ? inArray(pushSubscription.id, item.devices) : undefined,
      ),
    );
  const payload: PushPayload = {
    id: item.id,
    event: item.event,
    title: item.title,
    body: item.body,
    url: pushTarget(item.link),
  };
  const text = JSON.stringify(payload);
  const again: string[] = [];
  let refused = false;
  for (const device of devices) {
    // Logged by the subscription's id only: its endpoint and keys let anyone push to the device.
    const where = { subscriptionId: device.id, notificationId: item.id };
    if (!sender.allowHttp && !device.endpoint.startsWith('https://')) continue;
    try {
      const status = await sender.send(device, text);
      if (GONE.has(status)) {
        await db
          .delete(pushSubscription)
          .where(tenantRow(pushSubscription, device.organisationId, device.id));
        log.info({ ...where, status }, 'push subscription gone; removed');
      } else if (worthRetrying(status)) {
        again.push(device.id);
        log.warn({ ...where, status, attempt: item.attempts }, 'push service busy; trying again later');
      } else if (status >= 300) {
        refused = true;
        log.warn({ ...where, status }, 'push service refused a notification');
      }
    } catch (error) {
      again.push(device.id);
      const reason = error instanceof Error ? error.name : 'unknown';
      log.warn({ ...where, reason, attempt: item.attempts }, 'push service unreachable; trying again later');
    }
  }
  return { again, refused };
}

/** What becomes of a push after a try: done, tried again later for the devices it missed, or given up. */
function outcome(item: Claimed, sent: { again: string[]; refused: boolean }) {
  if (sent.again.length === 0) return { pushStatus: sent.refused ? 'failed' : 'sent', pushDevices: null };
  if (item.attempts >= PUSH_ATTEMPTS) return { pushStatus: 'failed', pushDevices: sent.again };
  const minutes = PUSH_RETRY_MINUTES[item.attempts - 1] ?? PUSH_RETRY_MINUTES.at(-1)!;
  return {
    pushStatus: 'retry',
    pushDevices: sent.again,
    pushRetryAt: sql`now() + make_interval(mins => ${minutes})`,
  };
}

/**
 * Claims due pushes (skipping those another process holds), sends them outside any transaction to every
 * device of their user, then records the outcome. A device that is off gets it from the push service later
 * (TTL); one that is gone is removed; one whose push service is down or busy is tried again later
 * (PUSH_RETRY_MINUTES), alone. Returns how many notifications were claimed.
 */
export async function deliverPendingPushes(
  db: Db,
  sender: PushSender,
  log: FastifyBaseLogger,
): Promise<number> {
  const claimed = await claim(db);
  for (const item of claimed) {
    const sent = await sendToDevices(db, sender, item, log);
    await quietly(db, (tx) =>
      tx
        .update(notification)
        .set(outcome(item, sent))
        .where(tenantRow(notification, item.organisationId, item.id)),
    );
  }
  return claimed.length;
}

export const PUSH_BATCH = OUTBOX_BATCH;

/** This user's subscription of one device (its endpoint): gone when they unsubscribe it or sign out on it. */
export async function forgetDevice(
  db: Executor,
  device: { organisationId: string; userId: string; endpoint: string },
): Promise<void> {
  await db
    .delete(pushSubscription)
    .where(
      and(
        eq(pushSubscription.organisationId, device.organisationId),
        eq(pushSubscription.userId, device.userId),
        eq(pushSubscription.endpoint, device.endpoint),
      ),
    );
}
