CREATE TABLE "work_location_group" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "work_location_group_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_location_group" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_location_group_member" (
	"organisation_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"work_location_id" uuid NOT NULL,
	CONSTRAINT "work_location_group_member_pk" PRIMARY KEY("organisation_id","group_id","work_location_id")
);
--> statement-breakpoint
ALTER TABLE "work_location_group_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_location_group" ADD CONSTRAINT "work_location_group_organisation_id_project_id_project_organisation_id_id_fk" FOREIGN KEY ("organisation_id","project_id") REFERENCES "public"."project"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location_group_member" ADD CONSTRAINT "work_location_group_member_group_fk" FOREIGN KEY ("organisation_id","group_id") REFERENCES "public"."work_location_group"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location_group_member" ADD CONSTRAINT "work_location_group_member_location_fk" FOREIGN KEY ("organisation_id","work_location_id") REFERENCES "public"."work_location"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_location_group_name_uq" ON "work_location_group" USING btree ("organisation_id","project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_location_group_member_location_idx" ON "work_location_group_member" USING btree ("organisation_id","work_location_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_location_group" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_location_group_member" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);