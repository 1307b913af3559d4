CREATE TABLE "work_location" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"project_id" uuid NOT NULL,
	"access_group_id" uuid,
	"template_id" uuid NOT NULL,
	"location_identifier" text NOT NULL,
	"name" text NOT NULL,
	"address_line" text,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"postal_code" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	CONSTRAINT "work_location_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_location" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_location_value" (
	"organisation_id" uuid NOT NULL,
	"work_location_id" uuid NOT NULL,
	"element_id" uuid NOT NULL,
	"text_value" text NOT NULL,
	"number_value" numeric,
	"date_value" date,
	CONSTRAINT "work_location_value_organisation_id_work_location_id_element_id_pk" PRIMARY KEY("organisation_id","work_location_id","element_id")
);
--> statement-breakpoint
ALTER TABLE "work_location_value" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_location" ADD CONSTRAINT "work_location_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location" ADD CONSTRAINT "work_location_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location" ADD CONSTRAINT "work_location_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location" ADD CONSTRAINT "work_location_organisation_id_project_id_project_organisation_id_id_fk" FOREIGN KEY ("organisation_id","project_id") REFERENCES "public"."project"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location" ADD CONSTRAINT "work_location_organisation_id_access_group_id_access_group_organisation_id_id_fk" FOREIGN KEY ("organisation_id","access_group_id") REFERENCES "public"."access_group"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location" ADD CONSTRAINT "work_location_organisation_id_template_id_work_location_template_organisation_id_id_fk" FOREIGN KEY ("organisation_id","template_id") REFERENCES "public"."work_location_template"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location_value" ADD CONSTRAINT "work_location_value_organisation_id_work_location_id_work_location_organisation_id_id_fk" FOREIGN KEY ("organisation_id","work_location_id") REFERENCES "public"."work_location"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location_value" ADD CONSTRAINT "work_location_value_organisation_id_element_id_work_location_template_element_organisation_id_id_fk" FOREIGN KEY ("organisation_id","element_id") REFERENCES "public"."work_location_template_element"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_location_identifier_uq" ON "work_location" USING btree ("organisation_id","project_id",lower("location_identifier"));--> statement-breakpoint
CREATE INDEX "work_location_group_idx" ON "work_location" USING btree ("organisation_id","access_group_id","location_identifier");--> statement-breakpoint
CREATE INDEX "work_location_template_idx" ON "work_location" USING btree ("organisation_id","template_id");--> statement-breakpoint
CREATE INDEX "work_location_name_idx" ON "work_location" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_location_value_text_idx" ON "work_location_value" USING btree ("organisation_id","element_id",lower("text_value"));--> statement-breakpoint
CREATE INDEX "work_location_value_number_idx" ON "work_location_value" USING btree ("organisation_id","element_id","number_value") WHERE "work_location_value"."number_value" is not null;--> statement-breakpoint
CREATE INDEX "work_location_value_date_idx" ON "work_location_value" USING btree ("organisation_id","element_id","date_value") WHERE "work_location_value"."date_value" is not null;--> statement-breakpoint
CREATE POLICY "tenant_access_group_isolation" ON "work_location" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (coalesce(current_setting('app.access_groups', true), '') = '' or access_group_id = any(coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[]))) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (coalesce(current_setting('app.access_groups', true), '') = '' or access_group_id = any(coalesce(nullif(current_setting('app.access_groups', true), ''), '{}')::uuid[])));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_location_value" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);