CREATE TABLE "work_location_template" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	CONSTRAINT "work_location_template_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_location_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_location_template_element" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"element_type" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "work_location_template_element_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_location_template_element" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_location_template" ADD CONSTRAINT "work_location_template_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location_template_element" ADD CONSTRAINT "work_location_template_element_organisation_id_template_id_work_location_template_organisation_id_id_fk" FOREIGN KEY ("organisation_id","template_id") REFERENCES "public"."work_location_template"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_location_template_name_uq" ON "work_location_template" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "work_location_template_code_uq" ON "work_location_template" USING btree ("organisation_id",lower("code")) WHERE "work_location_template"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_location_template_element_name_uq" ON "work_location_template_element" USING btree ("organisation_id","template_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "work_location_template_element_code_uq" ON "work_location_template_element" USING btree ("organisation_id","template_id",lower("code"));--> statement-breakpoint
CREATE INDEX "work_location_template_element_order_idx" ON "work_location_template_element" USING btree ("organisation_id","template_id","sort_order");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_location_template" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_location_template_element" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);