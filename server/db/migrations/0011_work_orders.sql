CREATE TABLE "work_order" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"code" text NOT NULL,
	"project_id" uuid NOT NULL,
	"work_location_id" uuid NOT NULL,
	"location_identifier" text NOT NULL,
	"access_group_id" uuid,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"workflow_id" uuid NOT NULL,
	"published_version" integer NOT NULL,
	"vendor_id" uuid,
	"crew_id" uuid,
	"status" smallint NOT NULL,
	"approval_status" smallint,
	"description" text,
	"planned_start_time" timestamp with time zone,
	"planned_end_time" timestamp with time zone,
	"actual_start_time" timestamp with time zone,
	"actual_end_time" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"approval_remarks" text,
	"approval_signature_url" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	CONSTRAINT "work_order_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "work_order_status_ck" CHECK ("work_order"."status" between 1 and 5),
	CONSTRAINT "work_order_approval_ck" CHECK (("work_order"."status" = 4) = ("work_order"."approval_status" is not null) and ("work_order"."approval_status" is null or "work_order"."approval_status" between 1 and 3)),
	CONSTRAINT "work_order_assignment_ck" CHECK (("work_order"."vendor_id" is null) = ("work_order"."crew_id" is null) and ("work_order"."status" = 1) = ("work_order"."vendor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "work_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_order_activity" (
	"organisation_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "work_order_activity_pk" PRIMARY KEY("organisation_id","work_order_id","activity_id"),
	CONSTRAINT "work_order_activity_status_ck" CHECK ("work_order_activity"."status" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "work_order_activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_order_counter" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_counter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_order_element_value" (
	"organisation_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"element_id" uuid NOT NULL,
	"text" text,
	"date_time" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"image_url" text,
	"captured_at" timestamp with time zone NOT NULL,
	"captured_by" uuid,
	CONSTRAINT "work_order_element_value_pk" PRIMARY KEY("organisation_id","work_order_id","activity_id","element_id")
);
--> statement-breakpoint
ALTER TABLE "work_order_element_value" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_order_status_history" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" smallint NOT NULL,
	"approval_status" smallint,
	"vendor_id" uuid,
	"crew_id" uuid,
	"remarks" text,
	"changed_by" uuid,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_status_history_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_order_status_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_organisation_id_project_id_project_organisation_id_id_fk" FOREIGN KEY ("organisation_id","project_id") REFERENCES "public"."project"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_organisation_id_work_location_id_work_location_organisation_id_id_fk" FOREIGN KEY ("organisation_id","work_location_id") REFERENCES "public"."work_location"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_organisation_id_access_group_id_access_group_organisation_id_id_fk" FOREIGN KEY ("organisation_id","access_group_id") REFERENCES "public"."access_group"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_workflow_version_fk" FOREIGN KEY ("organisation_id","workflow_id","published_version") REFERENCES "public"."workflow_version"("organisation_id","workflow_id","published_version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_organisation_id_vendor_id_vendor_organisation_id_id_fk" FOREIGN KEY ("organisation_id","vendor_id") REFERENCES "public"."vendor"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order" ADD CONSTRAINT "work_order_organisation_id_crew_id_crew_organisation_id_id_fk" FOREIGN KEY ("organisation_id","crew_id") REFERENCES "public"."crew"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_activity" ADD CONSTRAINT "work_order_activity_order_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_order"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_counter" ADD CONSTRAINT "work_order_counter_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_element_value" ADD CONSTRAINT "work_order_element_value_activity_fk" FOREIGN KEY ("organisation_id","work_order_id","activity_id") REFERENCES "public"."work_order_activity"("organisation_id","work_order_id","activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_status_history" ADD CONSTRAINT "work_order_status_history_order_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_order"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_code_uq" ON "work_order" USING btree ("organisation_id",lower("code"));--> statement-breakpoint
CREATE INDEX "work_order_created_idx" ON "work_order" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "work_order_status_idx" ON "work_order" USING btree ("organisation_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_order_vendor_idx" ON "work_order" USING btree ("organisation_id","vendor_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_order_crew_idx" ON "work_order" USING btree ("organisation_id","crew_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_order_project_idx" ON "work_order" USING btree ("organisation_id","project_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_order_group_idx" ON "work_order" USING btree ("organisation_id","access_group_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_order_workflow_idx" ON "work_order" USING btree ("organisation_id","workflow_id","published_version");--> statement-breakpoint
CREATE INDEX "work_order_location_idx" ON "work_order" USING btree ("organisation_id","work_location_id");--> statement-breakpoint
CREATE INDEX "work_order_planned_idx" ON "work_order" USING btree ("organisation_id","planned_start_time");--> statement-breakpoint
CREATE INDEX "work_order_completed_idx" ON "work_order" USING btree ("organisation_id","completed_at") WHERE "work_order"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "work_order_code_search_idx" ON "work_order" USING btree ("organisation_id",lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "work_order_identifier_search_idx" ON "work_order" USING btree ("organisation_id",lower("location_identifier") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "work_order_status_history_order_idx" ON "work_order_status_history" USING btree ("organisation_id","work_order_id","changed_at");--> statement-breakpoint
CREATE POLICY "tenant_vendor_access_group_isolation" ON "work_order" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid) and (coalesce(current_setting('app.access_groups', true), '') = '' or access_group_id = any(coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[]))) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid) and (coalesce(current_setting('app.access_groups', true), '') = '' or access_group_id = any(coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_order_activity" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_order_counter" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_order_element_value" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_order_status_history" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);