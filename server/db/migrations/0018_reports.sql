CREATE TABLE "dashboard" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"vendor_id" uuid,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dashboard_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "dashboard_shared_ck" CHECK (not "dashboard"."shared" or "dashboard"."vendor_id" is null)
);
--> statement-breakpoint
ALTER TABLE "dashboard" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_widget" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"vendor_id" uuid,
	"dashboard_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"span" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dashboard_widget_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "dashboard_widget_kind_ck" CHECK ("dashboard_widget"."kind" in ('number', 'bar', 'line', 'pie', 'table')),
	CONSTRAINT "dashboard_widget_span_ck" CHECK ("dashboard_widget"."span" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "dashboard_widget" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"vendor_id" uuid,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"definition" jsonb NOT NULL,
	"sql" text,
	CONSTRAINT "report_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "report_kind_ck" CHECK ("report"."kind" in ('builder', 'sql') and ("report"."kind" = 'sql') = ("report"."sql" is not null)),
	CONSTRAINT "report_shared_ck" CHECK (not "report"."shared" or "report"."vendor_id" is null)
);
--> statement-breakpoint
ALTER TABLE "report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dashboard" ADD CONSTRAINT "dashboard_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard" ADD CONSTRAINT "dashboard_organisation_id_vendor_id_vendor_organisation_id_id_fk" FOREIGN KEY ("organisation_id","vendor_id") REFERENCES "public"."vendor"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widget" ADD CONSTRAINT "dashboard_widget_organisation_id_dashboard_id_dashboard_organisation_id_id_fk" FOREIGN KEY ("organisation_id","dashboard_id") REFERENCES "public"."dashboard"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widget" ADD CONSTRAINT "dashboard_widget_organisation_id_report_id_report_organisation_id_id_fk" FOREIGN KEY ("organisation_id","report_id") REFERENCES "public"."report"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_organisation_id_vendor_id_vendor_organisation_id_id_fk" FOREIGN KEY ("organisation_id","vendor_id") REFERENCES "public"."vendor"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_name_idx" ON "dashboard" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "dashboard_widget_dashboard_idx" ON "dashboard_widget" USING btree ("organisation_id","dashboard_id","position");--> statement-breakpoint
CREATE INDEX "dashboard_widget_report_idx" ON "dashboard_widget" USING btree ("organisation_id","report_id");--> statement-breakpoint
CREATE INDEX "report_name_idx" ON "report" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "dashboard" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "organisation_shared_read" ON "dashboard" AS PERMISSIVE FOR SELECT TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and vendor_id is null and shared);--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "dashboard_widget" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "dashboard_read" ON "dashboard_widget" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from dashboard d where d.organisation_id = dashboard_widget.organisation_id and d.id = dashboard_widget.dashboard_id));--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "report" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "organisation_shared_read" ON "report" AS PERMISSIVE FOR SELECT TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and vendor_id is null and shared);--> statement-breakpoint
ALTER POLICY "tenant_vendor_isolation" ON "vendor" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "tenant_vendor_isolation" ON "crew" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "access_group" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "access_group_closure" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "project" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "work_location_template" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "work_location_template_element" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_access_group_isolation" ON "work_location" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (coalesce(current_setting('app.access_groups', true), '') = '' or access_group_id = any(coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[]))) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (coalesce(current_setting('app.access_groups', true), '') = '' or access_group_id = any(coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "work_location_value" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_vendor_isolation" ON "asset" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "asset_movement" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "warehouse" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "workflow" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_vendor_access_group_isolation" ON "work_order" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and ((select nullif(current_setting('app.vendor_id', true), '')::uuid) is null or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::uuid)) and ((select coalesce(current_setting('app.access_groups', true), '')) = '' or access_group_id = any((select coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])::uuid[]))) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and ((select nullif(current_setting('app.vendor_id', true), '')::uuid) is null or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::uuid)) and ((select coalesce(current_setting('app.access_groups', true), '')) = '' or access_group_id = any((select coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])::uuid[])));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "work_order_activity" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "work_order_element_value" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_vendor_access_group_isolation" ON "work_order_tally" TO app_user,report_reader USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and ((select nullif(current_setting('app.vendor_id', true), '')::uuid) is null or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::uuid)) and ((select coalesce(current_setting('app.access_groups', true), '')) = '' or access_group_id = any((select coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])::uuid[]))) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and ((select nullif(current_setting('app.vendor_id', true), '')::uuid) is null or vendor_id = (select nullif(current_setting('app.vendor_id', true), '')::uuid)) and ((select coalesce(current_setting('app.access_groups', true), '')) = '' or access_group_id = any((select coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])::uuid[])));--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS "reporting";--> statement-breakpoint
REVOKE ALL ON SCHEMA "reporting" FROM PUBLIC;--> statement-breakpoint
CREATE VIEW "reporting"."work_orders" WITH (security_invoker = true) AS
SELECT o.id, o.code, o.status,
  CASE o.status WHEN 1 THEN 'Unassigned' WHEN 2 THEN 'Assigned' WHEN 3 THEN 'In Progress' WHEN 4 THEN 'Completed' WHEN 5 THEN 'On Hold' END AS status_name,
  o.approval_status,
  CASE o.approval_status WHEN 1 THEN 'Pending' WHEN 2 THEN 'Approved' WHEN 3 THEN 'Rejected' END AS approval_status_name,
  o.project_id, p.name AS project_name,
  o.work_location_id, o.location_identifier, l.name AS work_location_name,
  l.template_id, t.name AS template_name,
  o.access_group_id, g.name AS access_group_name,
  o.workflow_id, w.name AS workflow_name,
  o.vendor_id, v.name AS vendor_name,
  o.crew_id, c.name AS crew_name,
  o.description,
  o.planned_start_time AS planned_start, o.planned_end_time AS planned_end,
  o.actual_start_time AS actual_start, o.actual_end_time AS actual_end,
  o.completed_at AS completed_on, o.created_at AS created_on, o.updated_at AS updated_on,
  o.latitude, o.longitude
FROM work_order o
LEFT JOIN project p ON p.organisation_id = o.organisation_id AND p.id = o.project_id
LEFT JOIN work_location l ON l.organisation_id = o.organisation_id AND l.id = o.work_location_id
LEFT JOIN work_location_template t ON t.organisation_id = l.organisation_id AND t.id = l.template_id
LEFT JOIN access_group g ON g.organisation_id = o.organisation_id AND g.id = o.access_group_id
LEFT JOIN workflow w ON w.organisation_id = o.organisation_id AND w.id = o.workflow_id
LEFT JOIN vendor v ON v.organisation_id = o.organisation_id AND v.id = o.vendor_id
LEFT JOIN crew c ON c.organisation_id = o.organisation_id AND c.id = o.crew_id;--> statement-breakpoint
CREATE VIEW "reporting"."order_counts" WITH (security_invoker = true) AS
SELECT t.status,
  CASE t.status WHEN 1 THEN 'Unassigned' WHEN 2 THEN 'Assigned' WHEN 3 THEN 'In Progress' WHEN 4 THEN 'Completed' WHEN 5 THEN 'On Hold' END AS status_name,
  t.approval_status,
  CASE t.approval_status WHEN 1 THEN 'Pending' WHEN 2 THEN 'Approved' WHEN 3 THEN 'Rejected' END AS approval_status_name,
  t.project_id, p.name AS project_name,
  t.access_group_id, g.name AS access_group_name,
  t.workflow_id, w.name AS workflow_name,
  t.vendor_id, v.name AS vendor_name,
  t.crew_id, c.name AS crew_name,
  t.n AS orders
FROM work_order_tally t
LEFT JOIN project p ON p.organisation_id = t.organisation_id AND p.id = t.project_id
LEFT JOIN access_group g ON g.organisation_id = t.organisation_id AND g.id = t.access_group_id
LEFT JOIN workflow w ON w.organisation_id = t.organisation_id AND w.id = t.workflow_id
LEFT JOIN vendor v ON v.organisation_id = t.organisation_id AND v.id = t.vendor_id
LEFT JOIN crew c ON c.organisation_id = t.organisation_id AND c.id = t.crew_id
WHERE t.n > 0;--> statement-breakpoint
CREATE VIEW "reporting"."vendors" WITH (security_invoker = true) AS
SELECT id, name, code, is_active FROM vendor;--> statement-breakpoint
CREATE VIEW "reporting"."crews" WITH (security_invoker = true) AS
SELECT id, name, code, vendor_id, is_active FROM crew;--> statement-breakpoint
CREATE VIEW "reporting"."projects" WITH (security_invoker = true) AS
SELECT id, name, code, is_active FROM project;--> statement-breakpoint
CREATE VIEW "reporting"."workflows" WITH (security_invoker = true) AS
SELECT id, name, is_active FROM workflow;--> statement-breakpoint
CREATE VIEW "reporting"."access_groups" WITH (security_invoker = true) AS
SELECT id, name, project_id, parent_id FROM access_group;--> statement-breakpoint
CREATE VIEW "reporting"."access_group_tree" WITH (security_invoker = true) AS
SELECT ancestor_id, descendant_id FROM access_group_closure;--> statement-breakpoint
CREATE VIEW "reporting"."work_locations" WITH (security_invoker = true) AS
SELECT id, location_identifier, name, project_id, access_group_id, template_id, latitude, longitude FROM work_location;--> statement-breakpoint
CREATE VIEW "reporting"."templates" WITH (security_invoker = true) AS
SELECT id, name, code FROM work_location_template;--> statement-breakpoint
CREATE VIEW "reporting"."template_fields" WITH (security_invoker = true) AS
SELECT id, template_id, name, code, element_type FROM work_location_template_element;--> statement-breakpoint
CREATE VIEW "reporting"."location_values" WITH (security_invoker = true) AS
SELECT lv.work_location_id, lv.element_id, lv.text_value, lv.number_value, lv.date_value
FROM work_location_value lv
JOIN work_location l ON l.organisation_id = lv.organisation_id AND l.id = lv.work_location_id;--> statement-breakpoint
CREATE VIEW "reporting"."activity_progress" WITH (security_invoker = true) AS
SELECT a.work_order_id, a.activity_id, a.status, a.started_at, a.completed_at
FROM work_order_activity a
JOIN work_order o ON o.organisation_id = a.organisation_id AND o.id = a.work_order_id;--> statement-breakpoint
CREATE VIEW "reporting"."recorded_values" WITH (security_invoker = true) AS
SELECT ev.work_order_id, ev.activity_id, ev.task_id, ev.element_id, ev.text AS text_value,
  ev.date_time AS date_time_value, ev.captured_at
FROM work_order_element_value ev
JOIN work_order o ON o.organisation_id = ev.organisation_id AND o.id = ev.work_order_id;--> statement-breakpoint
CREATE VIEW "reporting"."warehouses" WITH (security_invoker = true) AS
SELECT id, name, code FROM warehouse;--> statement-breakpoint
CREATE VIEW "reporting"."installed_assets" WITH (security_invoker = true) AS
SELECT a.id AS asset_id, a.code, a.work_location_id, a.vendor_id, m.from_warehouse_id
FROM asset a
JOIN asset_movement m ON m.organisation_id = a.organisation_id AND m.asset_id = a.id AND m.from_warehouse_id IS NOT NULL
WHERE a.location_type = 4 AND a.work_location_id IS NOT NULL;--> statement-breakpoint
GRANT USAGE ON SCHEMA "reporting" TO report_reader;--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA "reporting" TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, code, status, approval_status, project_id, work_location_id, location_identifier, access_group_id, workflow_id, vendor_id, crew_id, description, planned_start_time, planned_end_time, actual_start_time, actual_end_time, completed_at, created_at, updated_at, latitude, longitude) ON work_order TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status, n) ON work_order_tally TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, name, code, is_active) ON vendor TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, name, code, vendor_id, is_active) ON crew TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, name, code, is_active) ON project TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, name, is_active) ON workflow TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, name, project_id, parent_id) ON access_group TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, ancestor_id, descendant_id) ON access_group_closure TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, location_identifier, name, project_id, access_group_id, template_id, latitude, longitude) ON work_location TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, name, code) ON work_location_template TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, template_id, name, code, element_type) ON work_location_template_element TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, work_location_id, element_id, text_value, number_value, date_value) ON work_location_value TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, work_order_id, activity_id, status, started_at, completed_at) ON work_order_activity TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, work_order_id, activity_id, task_id, element_id, text, date_time, captured_at) ON work_order_element_value TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, name, code) ON warehouse TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, id, code, work_location_id, vendor_id, location_type) ON asset TO report_reader;--> statement-breakpoint
GRANT SELECT (organisation_id, asset_id, from_warehouse_id) ON asset_movement TO report_reader;
