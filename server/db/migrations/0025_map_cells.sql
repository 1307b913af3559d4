CREATE TABLE "work_order_map_cell" (
	"organisation_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"status" smallint NOT NULL,
	"approval_status" smallint,
	"vendor_id" uuid,
	"access_group_id" uuid,
	"slot" smallint DEFAULT 0 NOT NULL,
	"n" bigint NOT NULL,
	"latitudes" double precision NOT NULL,
	"longitudes" double precision NOT NULL,
	"west" double precision,
	"south" double precision,
	"east" double precision,
	"north" double precision,
	CONSTRAINT "work_order_map_cell_uq" UNIQUE NULLS NOT DISTINCT("organisation_id","level","cx","cy","status","approval_status","vendor_id","access_group_id","slot")
);
--> statement-breakpoint
ALTER TABLE "work_order_map_cell" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_order_map_point" (
	"organisation_id" uuid NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"work_order_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"status" smallint NOT NULL,
	"approval_status" smallint,
	"vendor_id" uuid,
	"access_group_id" uuid,
	CONSTRAINT "work_order_map_point_pk" PRIMARY KEY("organisation_id","cx","cy","work_order_id")
);
--> statement-breakpoint
ALTER TABLE "work_order_map_point" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_vendor_access_group_isolation" ON "work_order_map_cell" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and ((select nullif(current_setting('app.vendor_id', true), '')::uuid) is null or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::uuid)) and ((select coalesce(current_setting('app.access_groups', true), '')) = '' or access_group_id = any((select coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])::uuid[]))) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and ((select nullif(current_setting('app.vendor_id', true), '')::uuid) is null or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::uuid)) and ((select coalesce(current_setting('app.access_groups', true), '')) = '' or access_group_id = any((select coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])::uuid[])));--> statement-breakpoint
CREATE POLICY "tenant_vendor_access_group_isolation" ON "work_order_map_point" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and ((select nullif(current_setting('app.vendor_id', true), '')::uuid) is null or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::uuid)) and ((select coalesce(current_setting('app.access_groups', true), '')) = '' or access_group_id = any((select coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])::uuid[]))) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and ((select nullif(current_setting('app.vendor_id', true), '')::uuid) is null or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::uuid)) and ((select coalesce(current_setting('app.access_groups', true), '')) = '' or access_group_id = any((select coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])::uuid[])));--> statement-breakpoint
-- A position's pixel on the map's finest grid (web mercator at zoom 16, 2^24 a side, clamped to the mercator
-- square): the formulas of cellOf in src/domain/work-order-clusters.ts.
CREATE FUNCTION work_order_map_x(longitude float8) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(0, least(16777215, floor((longitude + 180) / 360 * 16777216)))::int
$$;
--> statement-breakpoint
CREATE FUNCTION work_order_map_y(latitude float8) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(0, least(16777215, floor((1 - ln(tan(radians(greatest(-85.05112878, least(85.05112878, latitude)))) + 1 / cos(radians(greatest(-85.05112878, least(85.05112878, latitude))))) / pi()) / 2 * 16777216)))::int
$$;
--> statement-breakpoint
-- The map's cells and points follow every statement on work_order, as the tally does: the located orders a
-- statement removed (old rows whose position or map dimensions changed) count down in every zoom's cell, those
-- it added count up; their points are deleted and inserted. An update that leaves every order where it was on
-- the map (a description, a code, the times) touches neither table. Runs as the table owner, in a fixed order.
CREATE FUNCTION work_order_map_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  my_slot smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  -- The statement's moved orders, in a table of the session's own (emptied at the end).
  IF to_regclass('pg_temp.work_order_map_moved') IS NULL THEN
    CREATE TEMP TABLE work_order_map_moved (
      organisation_id uuid, id uuid, latitude float8, longitude float8, x integer, y integer, status smallint,
      approval_status smallint, vendor_id uuid, access_group_id uuid, d integer
    );
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO work_order_map_moved
    SELECT organisation_id, id, latitude, longitude, work_order_map_x(longitude::float8), work_order_map_y(latitude::float8), status, approval_status, vendor_id, access_group_id, 1
      FROM new_rows WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO work_order_map_moved
    SELECT organisation_id, id, latitude, longitude, work_order_map_x(longitude::float8), work_order_map_y(latitude::float8), status, approval_status, vendor_id, access_group_id, -1
      FROM old_rows WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
  ELSE
    INSERT INTO work_order_map_moved
    SELECT o.organisation_id, o.id, o.latitude, o.longitude, work_order_map_x(o.longitude::float8), work_order_map_y(o.latitude::float8), o.status, o.approval_status, o.vendor_id, o.access_group_id, -1
      FROM old_rows o JOIN new_rows n ON n.organisation_id = o.organisation_id AND n.id = o.id
     WHERE o.latitude IS NOT NULL AND o.longitude IS NOT NULL
       AND (o.latitude, o.longitude, o.status, o.approval_status, o.vendor_id, o.access_group_id)
           IS DISTINCT FROM (n.latitude, n.longitude, n.status, n.approval_status, n.vendor_id, n.access_group_id);
    INSERT INTO work_order_map_moved
    SELECT n.organisation_id, n.id, n.latitude, n.longitude, work_order_map_x(n.longitude::float8), work_order_map_y(n.latitude::float8), n.status, n.approval_status, n.vendor_id, n.access_group_id, 1
      FROM new_rows n LEFT JOIN old_rows o ON o.organisation_id = n.organisation_id AND o.id = n.id
     WHERE n.latitude IS NOT NULL AND n.longitude IS NOT NULL
       AND (o.id IS NULL OR (o.latitude, o.longitude, o.status, o.approval_status, o.vendor_id, o.access_group_id)
           IS DISTINCT FROM (n.latitude, n.longitude, n.status, n.approval_status, n.vendor_id, n.access_group_id));
  END IF;
  DELETE FROM work_order_map_point p USING work_order_map_moved m
   WHERE m.d < 0 AND p.organisation_id = m.organisation_id AND p.cx = m.x >> 6 AND p.cy = m.y >> 6 AND p.work_order_id = m.id;
  INSERT INTO work_order_map_point (organisation_id, cx, cy, x, y, work_order_id, latitude, longitude, status, approval_status, vendor_id, access_group_id)
  SELECT organisation_id, x >> 6, y >> 6, x, y, id, latitude, longitude, status, approval_status, vendor_id, access_group_id
    FROM work_order_map_moved WHERE d > 0 ORDER BY organisation_id, x >> 6, y >> 6, id;
  INSERT INTO work_order_map_cell AS c (organisation_id, level, cx, cy, status, approval_status, vendor_id, access_group_id, slot, n, latitudes, longitudes, west, south, east, north)
  SELECT m.organisation_id, l.level, m.x >> (22 - l.level), m.y >> (22 - l.level), m.status, m.approval_status, m.vendor_id, m.access_group_id, my_slot,
         sum(m.d), sum(m.d * m.latitude), sum(m.d * m.longitude),
         min(m.longitude) FILTER (WHERE m.d > 0), min(m.latitude) FILTER (WHERE m.d > 0),
         max(m.longitude) FILTER (WHERE m.d > 0), max(m.latitude) FILTER (WHERE m.d > 0)
    FROM work_order_map_moved m CROSS JOIN generate_series(0, 16) AS l(level)
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT work_order_map_cell_uq DO UPDATE SET
    n = c.n + excluded.n, latitudes = c.latitudes + excluded.latitudes, longitudes = c.longitudes + excluded.longitudes,
    west = least(c.west, excluded.west), south = least(c.south, excluded.south),
    east = greatest(c.east, excluded.east), north = greatest(c.north, excluded.north);
  DELETE FROM work_order_map_moved;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER work_order_map_insert AFTER INSERT ON work_order REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_map_apply();
--> statement-breakpoint
CREATE TRIGGER work_order_map_update AFTER UPDATE ON work_order REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_map_apply();
--> statement-breakpoint
CREATE TRIGGER work_order_map_delete AFTER DELETE ON work_order REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_map_apply();
--> statement-breakpoint
INSERT INTO work_order_map_point (organisation_id, cx, cy, x, y, work_order_id, latitude, longitude, status, approval_status, vendor_id, access_group_id)
SELECT organisation_id, x >> 6, y >> 6, x, y, id, latitude, longitude, status, approval_status, vendor_id, access_group_id
  FROM (SELECT o.*, work_order_map_x(longitude::float8) AS x, work_order_map_y(latitude::float8) AS y FROM work_order o
         WHERE latitude IS NOT NULL AND longitude IS NOT NULL) located;
--> statement-breakpoint
INSERT INTO work_order_map_cell (organisation_id, level, cx, cy, status, approval_status, vendor_id, access_group_id, slot, n, latitudes, longitudes, west, south, east, north)
SELECT p.organisation_id, l.level, p.x >> (22 - l.level), p.y >> (22 - l.level), p.status, p.approval_status, p.vendor_id, p.access_group_id, 0,
       count(*), sum(p.latitude), sum(p.longitude), min(p.longitude), min(p.latitude), max(p.longitude), max(p.latitude)
  FROM work_order_map_point p CROSS JOIN generate_series(0, 16) AS l(level)
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
