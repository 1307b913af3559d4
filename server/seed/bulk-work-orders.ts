import { count, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { workLocation } from '../db/schema/index';
import { growWorkLocations } from './bulk-work-locations';
import { loadAdministrator, loadFlows, loadVendorCrews } from './work-order-lookups';

export interface BulkWorkOrderOptions {
  /** Orders per transaction (default 100,000). */
  batchSize?: number;
  /** The organisation first grows to this many work locations (default 10,000). */
  locations?: number;
  log?: (line: string) => void;
  now?: Date;
  /**
   * Only open orders (unassigned, assigned, in progress, on hold, in the proportions of recent work) or only
   * completed ones, instead of the usual mix: a data set with an exact number of each (the map benchmark).
   */
  only?: 'open' | 'completed';
}

const DAY_SECONDS = 86_400;
const HOLD = [
  'Consumer premises locked on every visit',
  'Road closed for flood repairs',
  'Awaiting a shutdown permit from the substation',
  'Meter stock not yet issued to the crew',
];
const REJECT = [
  'Photo of the meter board is blurred; retake it',
  'Reading does not match the photo',
  'Signature is missing the consumer name',
  'GPS position is 300 m from the location',
];

/** A UUIDv7 (the ids' format) from a timestamp and 18 hex digits of randomness. */
const uuidV7 = (at: string, hex: string) =>
  `(lpad(to_hex((extract(epoch from ${at}) * 1000)::bigint), 12, '0') || '7' || substr(${hex}, 1, 3) || '8' || substr(${hex}, 4, 15))::uuid`;

const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]`);

/**
 * One batch of orders numbered `first` to `last`, computed into a temporary table: `done` orders of `total`
 * came before it, so creation times rise across the whole run, two years back to yesterday. Older orders are
 * nearly all completed; open work (unassigned, assigned, in progress, on hold) is mostly recent.
 */
function batchTable(p: {
  organisationId: string;
  first: number;
  last: number;
  done: number;
  total: number;
  now: Date;
  locations: number;
  crews: string;
  flows: string;
  only?: 'open' | 'completed';
}) {
  const start = new Date(p.now.getTime() - 730 * DAY_SECONDS * 1000);
  return sql`create temp table wo_bulk on commit drop as
    with loc as materialized (
      select (row_number() over (order by l.id) - 1)::int as i, l.id, l.project_id, l.location_identifier, l.access_group_id, l.latitude, l.longitude, l.template_id
      from work_location l where l.organisation_id = ${p.organisationId}::uuid
    ),
    crews as (select * from jsonb_to_recordset(${p.crews}::jsonb) as x(i int, id uuid, vendor_id uuid, worker text)),
    flows as (select * from jsonb_to_recordset(${p.flows}::jsonb) as x(i int, id uuid, version int, template_id uuid, description text)),
    g as materialized (
      select n, (${p.done}::int + n - ${p.first}::int)::float8 / ${p.total}::int as p,
        random() as r_status, random() as r_approval, random() as r_loc, random() as r_crew,
        random() as r1, random() as r2, random() as r3, random() as r4,
        md5(random()::text) as h1, md5(random()::text) as h2, md5(random()::text) as h3
      from generate_series(${p.first}::int, ${p.last}::int) as n
    ),
    s as (
      select g.*,
        ${
          p.only === 'completed'
            ? sql`4`
            : p.only === 'open'
              ? sql`case when r_status < 0.35 then 1 when r_status < 0.70 then 2 when r_status < 0.90 then 3 else 5 end`
              : sql`case when p < 0.6 then case when r_status < 0.92 then 4 when r_status < 0.96 then 5 when r_status < 0.98 then 1 else 2 end
          else case when r_status < 0.37 then 4 when r_status < 0.59 then 1 when r_status < 0.81 then 2 when r_status < 0.935 then 3 else 5 end
        end`
        }::smallint as status,
        ${start}::timestamptz + (p * ${729 * DAY_SECONDS}) * interval '1 second' + r1 * interval '3 hours' as created_at
      from g
    ),
    t as (
      select s.*, loc.id as location_id, loc.project_id, loc.location_identifier, loc.access_group_id, loc.latitude, loc.longitude,
        f.id as workflow_id, f.version, f.description as flow_description,
        case when s.status <> 1 then c.id end as crew_id, case when s.status <> 1 then c.vendor_id end as vendor_id, c.worker,
        case when s.status <> 4 then null
          when s.p < 0.6 then case when r_approval < 0.93 then 2 when r_approval < 0.97 then 3 else 1 end
          else case when r_approval < 0.70 then 2 when r_approval < 0.78 then 3 else 1 end
        end::smallint as approval_status,
        date_trunc('hour', case when s.status = 4 then s.created_at + least(r2 * interval '10 days', (${p.now}::timestamptz - s.created_at) * 0.5)
          else s.created_at + interval '1 day' + r2 * interval '29 days' end) as planned
      from s
      join loc on loc.i = floor(s.r_loc * ${p.locations}::int)::int
      left join flows ft on ft.template_id = loc.template_id
      join flows f on f.i = coalesce(ft.i, 1 + s.n % (select count(*) from flows)::int)
      join crews c on c.i = 1 + floor(s.r_crew * (select count(*) from crews))::int
    ),
    w as (
      select t.*,
        case when status = 4 then planned + r3 * interval '2 hours'
          when status = 3 or (status = 5 and r3 < 0.5) then greatest(created_at, least(planned + r3 * interval '2 hours', ${p.now}::timestamptz - interval '30 minutes'))
        end as actual_start
      from t
    ),
    d as (
      select w.*, case when status = 4 then actual_start + interval '30 minutes' + r4 * interval '210 minutes' end as completed_at from w
    ),
    e as (
      select d.*,
        case when approval_status in (2, 3) then completed_at + least(interval '12 hours' + r2 * interval '4 days', (${p.now}::timestamptz - completed_at) * 0.9) end as approved_at,
        case status
          when 2 then least(created_at + interval '2 hours' + r3 * interval '1 day', ${p.now}::timestamptz)
          when 3 then actual_start
          when 5 then least(coalesce(actual_start, created_at) + interval '2 hours' + r4 * interval '2 days', ${p.now}::timestamptz)
        end as changed_at
      from d
    )
    select e.*, ${sql.raw(uuidV7('created_at', 'h1'))} as id,
      coalesce(approved_at, completed_at, changed_at, created_at) as updated_at,
      case when status <> 1 or r4 < 0.8 then planned end as planned_start,
      case when status = 5 then (${textArray(HOLD)})[1 + floor(r4 * ${HOLD.length})::int]
        when approval_status = 3 then (${textArray(REJECT)})[1 + floor(r4 * ${REJECT.length})::int] end as remarks
    from e`;
}

const insertOrders = (organisationId: string, admin: string | null) => sql`
  insert into work_order (organisation_id, id, version, created_at, updated_at, created_by, updated_by, code, project_id, work_location_id,
    location_identifier, access_group_id, latitude, longitude, workflow_id, published_version, vendor_id, crew_id, status, approval_status,
    description, planned_start_time, planned_end_time, actual_start_time, actual_end_time, completed_at, approval_remarks, approved_by, approved_at)
  select ${organisationId}::uuid, id, case when status = 1 then 1 else 2 end, created_at, updated_at, ${admin}::uuid, ${admin}::uuid,
    'WO-' || lpad(n::text, greatest(6, length(n::text)), '0'), project_id, location_id,
    location_identifier, access_group_id, latitude, longitude, workflow_id, version, vendor_id, crew_id, status, approval_status,
    case when r4 < 0.6 then flow_description end, planned_start, planned_start + (2 + floor(r3 * 5)) * interval '1 hour', actual_start, completed_at, completed_at,
    case when approval_status = 3 then remarks end, case when approval_status in (2, 3) then ${admin}::uuid end, approved_at
  from wo_bulk`;

const insertHistory = (organisationId: string, admin: { id: string; name: string } | null) => sql`
  insert into work_order_status_history (organisation_id, id, work_order_id, action, status, approval_status, vendor_id, crew_id, remarks, changed_by, changed_by_name, changed_at)
  select ${organisationId}::uuid, ${sql.raw(uuidV7('created_at', 'h2'))}, id, 'created', 1, null, null, null, null, ${admin?.id ?? null}::uuid, ${admin?.name ?? 'Administrator'}, created_at
  from wo_bulk
  union all
  select ${organisationId}::uuid, ${sql.raw(uuidV7('updated_at', 'h3'))}, id,
    case status when 2 then 'assigned' when 3 then 'started' when 5 then 'onHold'
      else case approval_status when 1 then 'completed' when 2 then 'approved' else 'rejected' end end,
    status, approval_status, vendor_id, crew_id, remarks,
    case when status in (3, 4) and coalesce(approval_status, 1) = 1 then null else ${admin?.id ?? null}::uuid end,
    case when status in (3, 4) and coalesce(approval_status, 1) = 1 then worker else ${admin?.name ?? 'Administrator'} end,
    updated_at
  from wo_bulk where status <> 1`;

async function highestCode(tx: Executor, organisationId: string): Promise<number> {
  const result = await tx.execute(
    sql`select coalesce(max(substring(code from 4)::bigint), 0)::int as n from work_order where organisation_id = ${organisationId}::uuid and code ~ '^WO-[0-9]+$'`,
  );
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/**
 * Adds `total` work orders to the organisation with set-based SQL, in batches (one transaction each, so the
 * numbering counter is held only briefly): statuses about 70% completed (mostly approved), 10% unassigned,
 * 10% assigned, 5% in progress, 5% on hold, over every work location (grown first), vendor crew and workflow,
 * planned over the last two years, with one or two status-history rows each (`only` gives open or completed
 * orders alone). Activities and recorded values are not generated. Returns the numbers given and the seconds taken.
 */
export async function seedBulkWorkOrders(
  db: Db,
  organisationId: string,
  total: number,
  options: BulkWorkOrderOptions = {},
) {
  const log = options.log ?? (() => {});
  const began = performance.now();
  const now = options.now ?? new Date();
  const grown = await db.transaction((tx) =>
    growWorkLocations(tx, organisationId, options.locations ?? 10_000),
  );
  if (grown > 0) log(`added ${grown} work locations`);
  const [{ n: locations } = { n: 0 }] = await db
    .select({ n: count() })
    .from(workLocation)
    .where(eq(workLocation.organisationId, organisationId));
  const admin = await loadAdministrator(db, organisationId);
  const crews = await loadVendorCrews(db, organisationId);
  const flows = await loadFlows(db, organisationId);
  if (locations === 0 || crews.length === 0 || flows.length === 0)
    throw new Error('the organisation needs work locations, vendor crews and workflows first');
  const crewsJson = JSON.stringify(
    crews.map((c, i) => ({ i: i + 1, id: c.id, vendor_id: c.vendorId, worker: c.workerName })),
  );
  const flowsJson = JSON.stringify(
    flows.map((f, i) => ({
      i: i + 1,
      id: f.id,
      version: f.publishedVersion,
      template_id: f.templateId,
      description: f.description,
    })),
  );
  const floor = await highestCode(db, organisationId);
  const batchSize = options.batchSize ?? 100_000;
  let done = 0;
  let first = 0;
  let last = 0;
  while (done < total) {
    const size = Math.min(batchSize, total - done);
    const batchStart = performance.now();
    const from = await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into work_order_counter (organisation_id, last_number) values (${organisationId}::uuid, 0) on conflict do nothing`,
      );
      const counter = await tx.execute(
        sql`select last_number from work_order_counter where organisation_id = ${organisationId}::uuid for update`,
      );
      const start =
        Math.max(
          Number((counter as unknown as { rows: Array<{ last_number: number }> }).rows[0]!.last_number),
          floor,
        ) + 1;
      const end = start + size - 1;
      const p = {
        organisationId,
        first: start,
        last: end,
        done,
        total,
        now,
        locations,
        crews: crewsJson,
        flows: flowsJson,
        only: options.only,
      };
      // Compiling the batch query costs more than running it.
      await tx.execute(sql`set local jit = off`);
      // A load of many orders at once is not news for open consoles: it is not written to the change feed.
      await tx.execute(sql`set local app.change_feed = 'off'`);
      await tx.execute(batchTable(p));
      await tx.execute(insertOrders(organisationId, admin?.id ?? null));
      await tx.execute(insertHistory(organisationId, admin));
      await tx.execute(
        sql`update work_order_counter set last_number = ${end} where organisation_id = ${organisationId}::uuid`,
      );
      return start;
    });
    if (done === 0) first = from;
    last = from + size - 1;
    done += size;
    log(
      `${done.toLocaleString('en')} / ${total.toLocaleString('en')} work orders (up to WO-${String(last).padStart(6, '0')}) in ${((performance.now() - batchStart) / 1000).toFixed(1)} s`,
    );
  }
  // Vacuuming sets the visibility map, so counts can read indexes alone from the start; then fresh statistics.
  await db.execute(sql`vacuum work_order, work_order_status_history`);
  await db.execute(sql`analyze`);
  return { first, last, seconds: (performance.now() - began) / 1000 };
}
