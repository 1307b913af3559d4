import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, tenantPolicy } from './columns';
import { tenantKey, tenantReference } from './keys';
import { userAccount } from './account';

/**
 * One notification for one user. in_console rows make the user's feed; email_status is the mail outbox
 * ('none', 'pending', 'sending', 'sent', 'failed'), so mail leaves only after the write that caused it
 * committed, and survives a restart. push_status is the same outbox for Web Push to the user's devices
 * ('none', 'pending', 'sending', 'retry', 'sent', 'failed').
 */
export const notification = pgTable(
  'notification',
  {
    organisationId: uuid('organisation_id').notNull(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    inConsole: boolean('in_console').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status').notNull().default('none'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailClaimedAt: timestamp('email_claimed_at', { withTimezone: true }),
    pushStatus: text('push_status').notNull().default('none'),
    pushClaimedAt: timestamp('push_claimed_at', { withTimezone: true }),
    /** Sends tried so far; a push 'retry' waits until push_retry_at, for the devices in push_devices. */
    pushAttempts: integer('push_attempts').notNull().default(0),
    pushRetryAt: timestamp('push_retry_at', { withTimezone: true }),
    /** The subscriptions a retry still has to reach (null: every device of the user). */
    pushDevices: uuid('push_devices').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.userId, userAccount).onDelete('cascade'),
    index('notification_feed_idx').on(t.organisationId, t.userId, t.createdAt),
    index('notification_email_idx')
      .on(t.emailStatus, t.createdAt)
      .where(sql`${t.emailStatus} in ('pending', 'sending')`),
    index('notification_push_idx')
      .on(t.pushStatus, t.createdAt)
      .where(sql`${t.pushStatus} in ('pending', 'sending', 'retry')`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A user's choice of channels per event ({ [event]: { console, email, push } }); absent events use the
 * defaults, and so does a channel a choice saved before it existed (push).
 */
export const notificationPreference = pgTable(
  'notification_preference',
  {
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id').notNull(),
    settings: jsonb('settings')
      .$type<Record<string, { console: boolean; email: boolean; push?: boolean }>>()
      .notNull(),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    tenantReference(t, t.userId, userAccount).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A device of a user that receives Web Push: the push service's endpoint for it and its keys. An endpoint
 * belongs to one device, so it is unique: the same browser subscribing again (or under another user) takes
 * the row over. Goes with the user; removed on sign-out from the device and when the push service answers
 * that the subscription is gone (404, 410).
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    organisationId: uuid('organisation_id').notNull(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.userId, userAccount).onDelete('cascade'),
    uniqueIndex('push_subscription_endpoint_uq').on(t.organisationId, t.endpoint),
    index('push_subscription_user_idx').on(t.organisationId, t.userId),
    tenantPolicy(),
  ],
).enableRLS();
