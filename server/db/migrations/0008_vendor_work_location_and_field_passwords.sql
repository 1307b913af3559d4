CREATE TABLE "vendor_work_location_exclusion" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"vendor_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"work_location_id" uuid NOT NULL,
	CONSTRAINT "vendor_work_location_exclusion_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor_work_location_exclusion" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "location_group_assignment" ADD COLUMN "field_password_hash" text;--> statement-breakpoint
ALTER TABLE "location_group_assignment" ADD COLUMN "field_password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_work_location_exclusion" ADD CONSTRAINT "vendor_work_location_exclusion_location_fk" FOREIGN KEY ("organisation_id","work_location_id") REFERENCES "public"."work_location"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_work_location_exclusion_uq" ON "vendor_work_location_exclusion" USING btree ("organisation_id","vendor_id","work_location_id");--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "vendor_work_location_exclusion" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));