CREATE TABLE "work_order_tally" (
	"organisation_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"access_group_id" uuid,
	"vendor_id" uuid,
	"crew_id" uuid,
	"workflow_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"approval_status" smallint,
	"located" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "work_order_tally_uq" UNIQUE NULLS NOT DISTINCT("organisation_id","project_id","access_group_id","vendor_id","crew_id","workflow_id","status","approval_status","located")
);
--> statement-breakpoint
ALTER TABLE "work_order_tally" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_vendor_access_group_isolation" ON "work_order_tally" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid) and (coalesce(current_setting('app.access_groups', true), '') = '' or access_group_id = any(coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[]))) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid) and (coalesce(current_setting('app.access_groups', true), '') = '' or access_group_id = any(coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])));--> statement-breakpoint
-- The tally follows every statement on work_order: rows leaving a combination count down, rows entering one
-- count up, in a fixed order so concurrent statements lock tally rows alike. It runs as the table owner:
-- it only adds up rows the statement itself changed, and must count every vendor's rows alike.
CREATE FUNCTION work_order_tally_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO work_order_tally AS t (organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, n)
    SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude IS NOT NULL AND longitude IS NOT NULL, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT work_order_tally_uq DO UPDATE SET n = t.n + excluded.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO work_order_tally AS t (organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, n)
    SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude IS NOT NULL AND longitude IS NOT NULL, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT work_order_tally_uq DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER work_order_tally_insert AFTER INSERT ON work_order REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_tally_apply();
--> statement-breakpoint
CREATE TRIGGER work_order_tally_update AFTER UPDATE ON work_order REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_tally_apply();
--> statement-breakpoint
CREATE TRIGGER work_order_tally_delete AFTER DELETE ON work_order REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_tally_apply();
--> statement-breakpoint
INSERT INTO work_order_tally (organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, n)
SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude IS NOT NULL AND longitude IS NOT NULL, count(*)
  FROM work_order GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
