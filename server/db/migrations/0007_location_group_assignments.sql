CREATE TABLE "location_group_assignment" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"vendor_id" uuid,
	"project_id" uuid NOT NULL,
	"group_ids" uuid[] NOT NULL,
	CONSTRAINT "location_group_assignment_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "location_group_assignment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "location_group_assignment" ADD CONSTRAINT "location_group_assignment_project_fk" FOREIGN KEY ("organisation_id","project_id") REFERENCES "public"."project"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_group_assignment_subject_uq" ON "location_group_assignment" USING btree ("organisation_id","kind","subject_id","project_id");--> statement-breakpoint
CREATE INDEX "location_group_assignment_groups_idx" ON "location_group_assignment" USING gin ("group_ids");--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "location_group_assignment" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));