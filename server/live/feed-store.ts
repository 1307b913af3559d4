import type { LiveChange } from '../../src/domain/live-events';
import type { Database } from '../db/client';

/** One event of the change feed as a console receives it. */
export type ChangeEvent = LiveChange;

/** An event with what decides who may hear it (never sent to a console). */
export interface StoredEvent extends ChangeEvent {
  organisationId: string;
  vendorId: string | null;
  accessGroupId: string | null;
  userId: string | null;
  /** For an update of an order: its vendor before the change (from its status history), else null. */
  previousVendorId: string | null;
  /** For an update of an order: its access group before the transaction changed it, else null. */
  previousAccessGroupId: string | null;
}

/** The one advisory lock that makes the sequencer's transactions run one at a time. */
const SEQUENCER_LOCK = 0x63686e67;

/** How long events are kept: a console away for longer refetches instead of catching up. */
export const FEED_KEEP_HOURS = 24;

/**
 * Numbers the committed events that have no number yet, after every number given before, and wakes every
 * server with a NOTIFY on change_event_seq. The transactions that number run one at a time (an advisory
 * lock), so once a number is visible every smaller one is too: a reader that resumes after N misses nothing.
 */
export async function sequenceEvents(database: Database): Promise<number> {
  // One script is one transaction (PostgreSQL's simple query): the lock is held until it commits.
  const { rows } = await database.executeSql(`select pg_advisory_xact_lock(${SEQUENCER_LOCK});
    with top as (select coalesce(max(seq), 0) as seq from change_event where seq is not null),
      todo as (
        select id, row_number() over (order by id) as n from change_event where seq is null order by id limit 5000
      ), numbered as (
        update change_event e set seq = top.seq + todo.n from todo, top where e.id = todo.id returning e.seq
      )
    select count(*)::int as numbered, pg_notify('change_event_seq', '') from numbered having count(*) > 0`);
  return (rows[0] as { numbered?: number } | undefined)?.numbered ?? 0;
}

/**
 * What an order event adds to the trigger's `data` when the order still stands at the event's version:
 * `order`, the rest of what the maps and the swim lane show of it (the code, status, approval, vendor and crew
 * are the trigger's already), so a console can patch them instead of asking again. (Read here rather than
 * written by the trigger: only the events a server reads pay for it.)
 */
const ORDER_SNAPSHOT = `jsonb_build_object('order', jsonb_build_object(
    'vendorName', v.name, 'crewName', c.name,
    'locationIdentifier', o.location_identifier, 'workLocationName', l.name,
    'latitude', o.latitude::float8, 'longitude', o.longitude::float8,
    'plannedStartTime', o.planned_start_time, 'plannedEndTime', o.planned_end_time,
    'actualStartTime', o.actual_start_time, 'actualEndTime', o.actual_end_time,
    'completedAt', o.completed_at))`;

/** Events numbered after `after`, in order, at most `limit`. */
export async function eventsAfter(database: Database, after: number, limit: number): Promise<StoredEvent[]> {
  const { rows } = await database.executeSql(
    `select e.seq::float8 as seq, e.kind, e.op, e.record_id as id, e.version,
        -- With the order read beside it, its fields that are null are left out (the console reads a field
        -- left out as null): every open stream is sent every event, so each byte is paid thousands of times.
        case when o.id is null then e.data
          else jsonb_strip_nulls(coalesce(e.data, '{}'::jsonb) || ${ORDER_SNAPSHOT}) end as data,
        e.actor_id, u.name as actor_name, e.created_at,
        e.organisation_id, e.vendor_id, e.access_group_id, e.user_id, before.vendor_id as previous_vendor_id,
        e.previous_access_group_id
       from change_event e
       left join user_account u on u.organisation_id = e.organisation_id and u.id = e.actor_id
       left join work_order o on e.kind = 'work_order' and o.organisation_id = e.organisation_id
         and o.id = e.record_id and o.version = e.version
       left join vendor v on v.organisation_id = o.organisation_id and v.id = o.vendor_id
       left join crew c on c.organisation_id = o.organisation_id and c.id = o.crew_id
       left join work_location l on l.organisation_id = o.organisation_id and l.id = o.work_location_id
       -- The order's state before this change: its latest history row of an earlier transaction (now() is
       -- the transaction's start, the same in the change's own history row and event).
       left join lateral (
         select h.vendor_id from work_order_status_history h
          where e.kind = 'work_order' and e.op = 'update' and h.organisation_id = e.organisation_id
            and h.work_order_id = e.record_id and h.changed_at < e.created_at
          order by h.changed_at desc, h.id desc
          limit 1
       ) before on true
      where e.seq > $1 and e.seq is not null
      order by e.seq
      limit $2`,
    [after, limit],
  );
  return (rows as EventRow[]).map((row) => ({
    seq: Number(row.seq),
    kind: row.kind as ChangeEvent['kind'],
    op: row.op as ChangeEvent['op'],
    id: row.id,
    version: row.version,
    by: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
    at: new Date(row.created_at).toISOString(),
    data: row.data,
    organisationId: row.organisation_id,
    vendorId: row.vendor_id,
    accessGroupId: row.access_group_id,
    userId: row.user_id,
    previousVendorId: row.previous_vendor_id,
    previousAccessGroupId: row.previous_access_group_id,
  }));
}

interface EventRow {
  seq: number | string;
  kind: string;
  op: string;
  id: string;
  version: number | null;
  data: Record<string, unknown> | null;
  actor_id: string | null;
  actor_name: string | null;
  created_at: string | Date;
  organisation_id: string;
  vendor_id: string | null;
  access_group_id: string | null;
  user_id: string | null;
  previous_vendor_id: string | null;
  previous_access_group_id: string | null;
}

/** The oldest and newest numbers kept (0 and 0 when none is). */
export async function feedBounds(database: Database): Promise<{ oldest: number; newest: number }> {
  const { rows } = await database.executeSql(
    `select coalesce(min(seq), 0)::float8 as oldest, coalesce(max(seq), 0)::float8 as newest
       from change_event where seq is not null`,
    [],
  );
  const row = rows[0] as { oldest: number; newest: number };
  return { oldest: Number(row.oldest), newest: Number(row.newest) };
}

/** Removes events older than the kept history, always keeping the newest (it says where numbering stands). */
export async function pruneEvents(database: Database): Promise<number> {
  const { rows } = await database.executeSql(
    `with gone as (
       delete from change_event
        where created_at < now() - make_interval(hours => $1)
          and seq < (select max(seq) from change_event where seq is not null)
        returning 1)
     select count(*)::int as removed from gone`,
    [FEED_KEEP_HOURS],
  );
  return (rows[0] as { removed: number }).removed;
}
