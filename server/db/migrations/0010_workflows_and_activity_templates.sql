CREATE TABLE "activity_template" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"description" text,
	"activity_type_id" integer NOT NULL,
	"tasks" jsonb NOT NULL,
	CONSTRAINT "activity_template_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "activity_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflow" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "workflow_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "workflow" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflow_template_use" (
	"organisation_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"published_version" integer NOT NULL,
	"activity_template_id" uuid NOT NULL,
	CONSTRAINT "workflow_template_use_organisation_id_workflow_id_published_version_activity_template_id_pk" PRIMARY KEY("organisation_id","workflow_id","published_version","activity_template_id")
);
--> statement-breakpoint
ALTER TABLE "workflow_template_use" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflow_version" (
	"organisation_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"published_version" integer NOT NULL,
	"activities" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "workflow_version_organisation_id_workflow_id_published_version_pk" PRIMARY KEY("organisation_id","workflow_id","published_version")
);
--> statement-breakpoint
ALTER TABLE "workflow_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "activity_template" ADD CONSTRAINT "activity_template_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow" ADD CONSTRAINT "workflow_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_use" ADD CONSTRAINT "workflow_template_use_version_fk" FOREIGN KEY ("organisation_id","workflow_id","published_version") REFERENCES "public"."workflow_version"("organisation_id","workflow_id","published_version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_use" ADD CONSTRAINT "workflow_template_use_template_fk" FOREIGN KEY ("organisation_id","activity_template_id") REFERENCES "public"."activity_template"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_version" ADD CONSTRAINT "workflow_version_organisation_id_workflow_id_workflow_organisation_id_id_fk" FOREIGN KEY ("organisation_id","workflow_id") REFERENCES "public"."workflow"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_template_name_uq" ON "activity_template" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "activity_template_type_idx" ON "activity_template" USING btree ("organisation_id","activity_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_name_uq" ON "workflow" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "workflow_template_use_template_idx" ON "workflow_template_use" USING btree ("organisation_id","activity_template_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "activity_template" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "workflow" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "workflow_template_use" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "workflow_version" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);