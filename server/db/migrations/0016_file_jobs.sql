CREATE TABLE "file_job" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"vendor_id" uuid,
	"data_type" integer NOT NULL,
	"operation_type" integer NOT NULL,
	"status" integer NOT NULL,
	"file_name" text NOT NULL,
	"upload_path" text,
	"result_path" text,
	"result_file_name" text,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rows_total" integer,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" uuid,
	"lease_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "file_job_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "file_job" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "file_job_status_history" (
	"organisation_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"vendor_id" uuid,
	"status" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text,
	CONSTRAINT "file_job_status_history_organisation_id_job_id_id_pk" PRIMARY KEY("organisation_id","job_id","id")
);
--> statement-breakpoint
ALTER TABLE "file_job_status_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "file_job" ADD CONSTRAINT "file_job_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_job" ADD CONSTRAINT "file_job_organisation_id_vendor_id_vendor_organisation_id_id_fk" FOREIGN KEY ("organisation_id","vendor_id") REFERENCES "public"."vendor"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_job_status_history" ADD CONSTRAINT "file_job_status_history_organisation_id_job_id_file_job_organisation_id_id_fk" FOREIGN KEY ("organisation_id","job_id") REFERENCES "public"."file_job"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_job_history_idx" ON "file_job" USING btree ("organisation_id","data_type","operation_type","created_at");--> statement-breakpoint
CREATE INDEX "file_job_unfinished_idx" ON "file_job" USING btree ("status") WHERE "file_job"."status" in (1, 2);--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "file_job" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "file_job_status_history" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));