ALTER TABLE "work_order_tally" DROP CONSTRAINT "work_order_tally_uq";--> statement-breakpoint
ALTER TABLE "work_order_tally" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_tally" ADD CONSTRAINT "work_order_tally_uq" UNIQUE NULLS NOT DISTINCT("organisation_id","project_id","access_group_id","vendor_id","crew_id","workflow_id","status","approval_status","located","slot");--> statement-breakpoint
-- Every create in an organisation used to add one to the same tally row and hold its lock until COMMIT, so
-- creates queued one behind another. Each connection now counts into its own slot of the combination (its
-- backend pid modulo 8): concurrent writers on different connections touch different rows, and readers add
-- the slots up. Counts within one slot may go below zero (an order counted up by one connection and moved
-- by another); only their sum means anything. An update that leaves every order in its combination (a
-- description, a code, the actual times) no longer touches the tally at all.
CREATE OR REPLACE FUNCTION work_order_tally_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  my_slot smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO work_order_tally AS t (organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, slot, n)
    SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude IS NOT NULL AND longitude IS NOT NULL, my_slot, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT work_order_tally_uq DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO work_order_tally AS t (organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, slot, n)
    SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude IS NOT NULL AND longitude IS NOT NULL, my_slot, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT work_order_tally_uq DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO work_order_tally AS t (organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, slot, n)
    SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, located, my_slot, sum(d)
      FROM (
        SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude IS NOT NULL AND longitude IS NOT NULL AS located, -1 AS d FROM old_rows
        UNION ALL
        SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, latitude IS NOT NULL AND longitude IS NOT NULL, 1 FROM new_rows
      ) moved
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT work_order_tally_uq DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
