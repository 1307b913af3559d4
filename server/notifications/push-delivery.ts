import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '../../src/domain/push';
import { pushTarget } from '../../src/domain/push';
import type { Db, Executor } from '../db/client';
import { notification, pushSubscription } from '../db/schema/index';
import type { PushSender } from './push-sender';

const BATCH = 50;
/** A claim older than this was lost (the process stopped mid-send); the push is tried again. */
const CLAIM_MINUTES = 10;
/** What the push service answers for a subscription that is gone: the device unsubscribed or it expired. */
const GONE = new Set([404, 410]);

let requested = false;

/** Marks that pushes are waiting; the notifications plugin sends them after the current response. */
export function requestPushDelivery(): void {
  requested = true;
}

export function pushRequested(): boolean {
  return requested;
}

export function takePushRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}

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

function claim(db: Db) {
  return quietly(db, async (tx) => {
    const due = await tx
      .select({ organisationId: notification.organisationId, id: notification.id })
      .from(notification)
      .where(
        or(
          eq(notification.pushStatus, 'pending'),
          and(
            eq(notification.pushStatus, 'sending'),
            lt(notification.pushClaimedAt, sql`now() - make_interval(mins => ${CLAIM_MINUTES})`),
          ),
        ),
      )
      .orderBy(asc(notification.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    return tx
      .update(notification)
      .set({ pushStatus: 'sending', pushClaimedAt: sql`now()` })
      .where(inArray(notification.id, ids))
      .returning({
        organisationId: notification.organisationId,
        id: notification.id,
        userId: notification.userId,
        event: notification.event,
        title: notification.title,
        body: notification.body,
        link: notification.link,
      });
  });
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];

/** Sends one notification to each of its user's devices; false when a device could not be reached. */
async function sendToDevices(db: Db, sender: PushSender, item: Claimed, log: FastifyBaseLogger) {
  const devices = await db
    .select()
    .from(pushSubscription)
    .where(
      and(eq(pushSubscription.organisationId, item.organisationId), eq(pushSubscription.userId, item.userId)),
    );
  const payload: PushPayload = {
    id: item.id,
    event: item.event,
    title: item.title,
    body: item.body,
    url: pushTarget(item.link),
  };
  const text = JSON.stringify(payload);
  let delivered = true;
  for (const device of devices) {
    // Logged by the subscription's id only: its endpoint and keys let anyone push to the device.
    const where = { subscriptionId: device.id, notificationId: item.id };
    if (!sender.allowHttp && !device.endpoint.startsWith('https://')) continue;
    try {
      const status = await sender.send(device, text);
      if (GONE.has(status)) {
        await db
          .delete(pushSubscription)
          .where(
            and(
              eq(pushSubscription.organisationId, device.organisationId),
              eq(pushSubscription.id, device.id),
            ),
          );
        log.info({ ...where, status }, 'push subscription gone; removed');
      } else if (status >= 300) {
        delivered = false;
        log.warn({ ...where, status }, 'push service refused a notification');
      }
    } catch (error) {
      delivered = false;
      const reason = error instanceof Error ? error.name : 'unknown';
      log.warn({ ...where, reason }, 'push service unreachable');
    }
  }
  return delivered;
}

/**
 * Claims due pushes (skipping those another process holds), sends them outside any transaction to every
 * device of their user, then records the outcome. Each push is tried once: a device that is off gets it from
 * the push service later (TTL), one that is gone is removed. Returns how many notifications were claimed.
 */
export async function deliverPendingPushes(
  db: Db,
  sender: PushSender,
  log: FastifyBaseLogger,
): Promise<number> {
  const claimed = await claim(db);
  for (const item of claimed) {
    const delivered = await sendToDevices(db, sender, item, log);
    await quietly(db, (tx) =>
      tx
        .update(notification)
        .set({ pushStatus: delivered ? 'sent' : 'failed' })
        .where(and(eq(notification.organisationId, item.organisationId), eq(notification.id, item.id))),
    );
  }
  return claimed.length;
}

export const PUSH_BATCH = BATCH;

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
