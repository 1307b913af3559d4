CREATE TABLE "access_grant" (
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
	"access_group_ids" uuid[] NOT NULL,
	CONSTRAINT "access_grant_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "access_grant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "access_grant" ADD CONSTRAINT "access_grant_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grant" ADD CONSTRAINT "access_grant_organisation_id_project_id_project_organisation_id_id_fk" FOREIGN KEY ("organisation_id","project_id") REFERENCES "public"."project"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_grant_subject_project_uq" ON "access_grant" USING btree ("organisation_id","kind","subject_id","project_id");--> statement-breakpoint
CREATE INDEX "access_grant_groups_idx" ON "access_grant" USING gin ("access_group_ids");--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "access_grant" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));