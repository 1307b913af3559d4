import { and, arrayContains, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { NotificationEvent } from '../../src/domain/notifications';
import type { PermissionKey } from '../../src/domain/permissions';
import type { Executor } from '../db/client';
import { notification, role, userAccount } from '../db/schema/index';
import { newId } from '../crypto';
import { withoutVendorScope } from '../lib/vendor-scope';
import { channelsFor, readPreferences } from './preferences';
import { usersWithDevices } from './push-delivery';
import { queuedTo } from './outbox-signal';
import { roleOfUser } from '../auth/user-rows';

/** Who a notification is for when it is not a fixed list of users: holders of a permission, by vendor. */
export interface Audience {
  permission: PermissionKey;
  /** Users of this vendor; null for the organisation-level users. */
  vendorId: string | null;
}

export type NotifyInput = {
  organisationId: string;
  event: NotificationEvent;
  title: string;
  body: string;
  link?: string | null;
  /** Usually the person who caused the event: nobody is told about their own action. */
  excludeUserIds?: string[];
} & ({ userIds: string[] } | { audience: Audience });

async function recipients(tx: Executor, input: NotifyInput): Promise<string[]> {
  const exclude = input.excludeUserIds?.length ? notInArray(userAccount.id, input.excludeUserIds) : undefined;
  const base = and(
    eq(userAccount.organisationId, input.organisationId),
    eq(userAccount.isActive, true),
    exclude,
  );
  if ('userIds' in input) {
    if (input.userIds.length === 0) return [];
    const rows = await tx
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(and(base, inArray(userAccount.id, input.userIds)));
    return rows.map((r) => r.id);
  }
  const { permission, vendorId } = input.audience;
  const rows = await tx
    .select({ id: userAccount.id })
    .from(userAccount)
    .innerJoin(role, roleOfUser)
    .where(
      and(
        base,
        arrayContains(role.permissions, [permission]),
        vendorId ? eq(userAccount.vendorId, vendorId) : isNull(userAccount.vendorId),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Tells users about an event, in the transaction of the change that caused it: a feed row for those who
 * keep the event in the console, an outbox entry for those who want it by email (sent after the commit by
 * email-delivery.ts) or pushed to a device they subscribed (push-delivery.ts). A vendor user's change may
 * concern organisation users, so the audience is resolved across the whole organisation (the vendor scope
 * is lifted for these statements, the organisation scope never). Returns how many users were notified.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<number> {
  return withoutVendorScope(tx, async () => {
    const userIds = await recipients(tx, input);
    const preferences = await readPreferences(tx, input.organisationId, userIds);
    const withDevices = await usersWithDevices(tx, input.organisationId, userIds);
    const rows = userIds
      .map((userId) => {
        const channels = channelsFor(preferences.get(userId), input.event);
        return { userId, channels, push: channels.push && withDevices.has(userId) };
      })
      .filter(({ channels, push }) => channels.console || channels.email || push)
      .map(({ userId, channels, push }) => ({
        organisationId: input.organisationId,
        id: newId(),
        userId,
        event: input.event,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        inConsole: channels.console,
        emailStatus: channels.email ? 'pending' : 'none',
        pushStatus: push ? 'pending' : 'none',
      }));
    if (rows.length) await tx.insert(notification).values(rows);
    if (rows.some((r) => r.emailStatus === 'pending')) queuedTo('email');
    if (rows.some((r) => r.pushStatus === 'pending')) queuedTo('push');
    return rows.length;
  });
}
