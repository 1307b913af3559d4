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
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, tenantPolicy } from './columns';
import { tenantKey, tenantReference } from './keys';
import { userAccount } from './account';

/**
 * One notification for one user. in_console rows make the user's feed; email_status is the mail outbox
 * ('none', 'pending', 'sending', 'sent', 'failed'), so mail leaves only after the write that caused it
 * committed, and survives a restart.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.userId, userAccount).onDelete('cascade'),
    index('notification_feed_idx').on(t.organisationId, t.userId, t.createdAt),
    index('notification_email_idx')
      .on(t.emailStatus, t.createdAt)
      .where(sql`${t.emailStatus} in ('pending', 'sending')`),
    tenantPolicy(),
  ],
).enableRLS();

/** A user's choice of channels per event ({ [event]: { console, email } }); absent events use the defaults. */
export const notificationPreference = pgTable(
  'notification_preference',
  {
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id').notNull(),
    settings: jsonb('settings').$type<Record<string, { console: boolean; email: boolean }>>().notNull(),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    tenantReference(t, t.userId, userAccount).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();
