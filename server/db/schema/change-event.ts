import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { tenantPolicy } from './columns';

/**
 * The change feed: one row per committed change to an order (its assignment, status and approval), its
 * activities and their values, an asset's place, a notification or an import/export job. Written by the
 * tables' triggers in the changing transaction (migration 0021), so an event exists exactly when its change
 * committed. `id` is the order of writing; `seq` the order of committing, given by the one sequencer after
 * commit (see server/live/feed-store.ts), which is what a console resumes from. Kept 24 hours.
 */
export const changeEvent = pgTable(
  'change_event',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    seq: bigint('seq', { mode: 'number' }),
    organisationId: uuid('organisation_id').notNull(),
    /** work_order, work_order_activity, asset, notification, file_job */
    kind: text('kind').notNull(),
    /** insert, update, delete */
    op: text('op').notNull(),
    recordId: uuid('record_id').notNull(),
    vendorId: uuid('vendor_id'),
    accessGroupId: uuid('access_group_id'),
    /** For an update of an order: its access group before the transaction's first change to it. */
    previousAccessGroupId: uuid('previous_access_group_id'),
    /** The one user a notification is for. */
    userId: uuid('user_id'),
    version: integer('version'),
    actorId: uuid('actor_id'),
    /** What a console can patch its copy with (an order's status, approval, crew and vendor). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction: its changes to one record make one event (see the trigger's upsert). */
    txid: bigint('txid', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
  },
  (t) => [
    // The organisation first, as every tenant table's key (ready to shard by organisation: docs/scaling.md).
    primaryKey({ name: 'change_event_pk', columns: [t.organisationId, t.id] }),
    index('change_event_seq_idx')
      .on(t.seq)
      .where(sql`${t.seq} is not null`),
    index('change_event_unsequenced_idx')
      .on(t.id)
      .where(sql`${t.seq} is null`),
    index('change_event_created_idx').on(t.createdAt),
    uniqueIndex('change_event_pending_uq')
      .on(t.organisationId, t.txid, t.kind, t.recordId)
      .where(sql`${t.seq} is null`),
    tenantPolicy(),
  ],
).enableRLS();
