CREATE TABLE "change_event" (
	"id" bigserial NOT NULL,
	"seq" bigint,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"op" text NOT NULL,
	"record_id" uuid NOT NULL,
	"vendor_id" uuid,
	"access_group_id" uuid,
	"user_id" uuid,
	"version" integer,
	"actor_id" uuid,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT txid_current() NOT NULL,
	CONSTRAINT "change_event_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "change_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "change_event_seq_idx" ON "change_event" USING btree ("seq") WHERE "change_event"."seq" is not null;--> statement-breakpoint
CREATE INDEX "change_event_unsequenced_idx" ON "change_event" USING btree ("id") WHERE "change_event"."seq" is null;--> statement-breakpoint
CREATE INDEX "change_event_created_idx" ON "change_event" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "change_event_pending_uq" ON "change_event" USING btree ("organisation_id","txid","kind","record_id") WHERE "change_event"."seq" is null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "change_event" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
-- Every committed change to the tables a console shows live becomes one event per record and transaction,
-- written by the changing statement itself (so an event exists exactly when its change commits), then
-- numbered in commit order by the sequencer after commit. pg_notify wakes the servers at commit (repeated
-- notifications of one transaction are folded into one). A bulk load may switch the feed off for its own
-- transaction with SET LOCAL app.change_feed = 'off'.
CREATE FUNCTION change_event_record() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed jsonb[];
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
  INSERT INTO change_event (organisation_id, kind, op, record_id, vendor_id, access_group_id, user_id, version, actor_id, data)
  SELECT DISTINCT ON (s.organisation_id, s.record_id)
         s.organisation_id, TG_ARGV[0], lower(TG_OP), s.record_id,
         coalesce((s.j->>'vendor_id')::uuid, w.vendor_id),
         coalesce((s.j->>'access_group_id')::uuid, w.access_group_id),
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
  -- A record changed again in the same transaction keeps one event: the latest state, an insert if it began so.
  ON CONFLICT (organisation_id, txid, kind, record_id) WHERE seq IS NULL DO UPDATE SET
    op = CASE WHEN change_event.op = 'insert' AND excluded.op = 'update' THEN 'insert' ELSE excluded.op END,
    vendor_id = excluded.vendor_id, access_group_id = excluded.access_group_id, user_id = excluded.user_id,
    version = excluded.version, actor_id = excluded.actor_id, data = excluded.data;
  PERFORM pg_notify('change_event', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  fed record;
BEGIN
  FOR fed IN SELECT * FROM (VALUES ('work_order', 'work_order'), ('work_order_activity', 'work_order_activity'),
      ('work_order_element_value', 'work_order_activity'), ('asset', 'asset'), ('notification', 'notification'),
      ('file_job', 'file_job')) AS v(tbl, kind) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_event_record(%L)', fed.tbl || '_feed_insert', fed.tbl, fed.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_event_record(%L)', fed.tbl || '_feed_update', fed.tbl, fed.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION change_event_record(%L)', fed.tbl || '_feed_delete', fed.tbl, fed.kind);
  END LOOP;
END
$$;
