ALTER TABLE "change_event" ADD COLUMN "previous_access_group_id" uuid;--> statement-breakpoint
-- As in 0021, and an order's update also records the access group it was in before the transaction changed
-- it, so the consoles whose grants covered only that group are told the order left their view.
CREATE OR REPLACE FUNCTION change_event_record() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed jsonb[];
  before jsonb;
BEGIN
  IF current_setting('app.change_feed', true) = 'off' THEN
    RETURN NULL;
  END IF;
  -- Each branch is planned only when taken: an insert's trigger has no old_rows, a delete's no new_rows.
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(to_jsonb(r)) INTO changed FROM old_rows r;
  ELSE
    SELECT array_agg(to_jsonb(r)) INTO changed FROM new_rows r;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_ARGV[0] = 'work_order' THEN
    SELECT jsonb_object_agg(r.id::text, r.access_group_id) INTO before FROM old_rows r;
  END IF;
  INSERT INTO change_event (organisation_id, kind, op, record_id, vendor_id, access_group_id,
      previous_access_group_id, user_id, version, actor_id, data)
  SELECT DISTINCT ON (s.organisation_id, s.record_id)
         s.organisation_id, TG_ARGV[0], lower(TG_OP), s.record_id,
         coalesce((s.j->>'vendor_id')::uuid, w.vendor_id),
         coalesce((s.j->>'access_group_id')::uuid, w.access_group_id),
         (before->>(s.record_id::text))::uuid,
         CASE WHEN TG_ARGV[0] = 'notification' THEN (s.j->>'user_id')::uuid END,
         (s.j->>'version')::int,
         coalesce((s.j->>'updated_by')::uuid, (s.j->>'created_by')::uuid),
         CASE TG_ARGV[0]
           WHEN 'work_order' THEN jsonb_build_object('code', s.j->'code', 'status', s.j->'status',
             'approvalStatus', s.j->'approval_status', 'vendorId', s.j->'vendor_id', 'crewId', s.j->'crew_id')
           WHEN 'file_job' THEN jsonb_build_object('status', s.j->'status', 'rowsDone', s.j->'rows_done',
             'rowsTotal', s.j->'rows_total', 'operationType', s.j->'operation_type')
         END
    FROM (
      SELECT j, (j->>'organisation_id')::uuid AS organisation_id,
             coalesce(j->>'work_order_id', j->>'id')::uuid AS record_id
        FROM unnest(changed) AS j
    ) s
    LEFT JOIN work_order w
      ON TG_ARGV[0] = 'work_order_activity' AND w.organisation_id = s.organisation_id AND w.id = s.record_id
   ORDER BY s.organisation_id, s.record_id
  -- A record changed again in the same transaction keeps one event: the latest state, an insert if it began
  -- so, and the access group it had before the transaction's first change.
  ON CONFLICT (organisation_id, txid, kind, record_id) WHERE seq IS NULL DO UPDATE SET
    op = CASE WHEN change_event.op = 'insert' AND excluded.op = 'update' THEN 'insert' ELSE excluded.op END,
    vendor_id = excluded.vendor_id, access_group_id = excluded.access_group_id, user_id = excluded.user_id,
    previous_access_group_id = CASE WHEN change_event.op = 'update' THEN change_event.previous_access_group_id
      ELSE excluded.previous_access_group_id END,
    version = excluded.version, actor_id = excluded.actor_id, data = excluded.data;
  PERFORM pg_notify('change_event', '');
  RETURN NULL;
END
$$;
