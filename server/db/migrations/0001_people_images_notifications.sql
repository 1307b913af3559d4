CREATE TABLE "crew" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"code" text,
	"vendor_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "crew_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "crew" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crew_member" (
	"organisation_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"workforce_id" uuid NOT NULL,
	"vendor_id" uuid,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "crew_member_organisation_id_crew_id_workforce_id_pk" PRIMARY KEY("organisation_id","crew_id","workforce_id")
);
--> statement-breakpoint
ALTER TABLE "crew_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workforce" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"kind" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"employee_code" text,
	"vendor_id" uuid,
	"supervisor_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "workforce_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "workforce" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "image" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"kind" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_path" text NOT NULL,
	"original_name" text NOT NULL,
	CONSTRAINT "image_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "image" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notification" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"in_console" boolean NOT NULL,
	"read_at" timestamp with time zone,
	"email_status" text DEFAULT 'none' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "notification" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "notification_preference_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_preference" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "crew" ADD CONSTRAINT "crew_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew" ADD CONSTRAINT "crew_organisation_id_vendor_id_vendor_organisation_id_id_fk" FOREIGN KEY ("organisation_id","vendor_id") REFERENCES "public"."vendor"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_member" ADD CONSTRAINT "crew_member_organisation_id_crew_id_crew_organisation_id_id_fk" FOREIGN KEY ("organisation_id","crew_id") REFERENCES "public"."crew"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_member" ADD CONSTRAINT "crew_member_organisation_id_workforce_id_workforce_organisation_id_id_fk" FOREIGN KEY ("organisation_id","workforce_id") REFERENCES "public"."workforce"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce" ADD CONSTRAINT "workforce_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce" ADD CONSTRAINT "workforce_organisation_id_vendor_id_vendor_organisation_id_id_fk" FOREIGN KEY ("organisation_id","vendor_id") REFERENCES "public"."vendor"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce" ADD CONSTRAINT "workforce_organisation_id_supervisor_id_workforce_organisation_id_id_fk" FOREIGN KEY ("organisation_id","supervisor_id") REFERENCES "public"."workforce"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image" ADD CONSTRAINT "image_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_organisation_id_user_id_user_account_organisation_id_id_fk" FOREIGN KEY ("organisation_id","user_id") REFERENCES "public"."user_account"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_organisation_id_user_id_user_account_organisation_id_id_fk" FOREIGN KEY ("organisation_id","user_id") REFERENCES "public"."user_account"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_name_uq" ON "crew" USING btree ("organisation_id",coalesce("vendor_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "crew_code_uq" ON "crew" USING btree ("organisation_id",lower("code")) WHERE "crew"."code" is not null;--> statement-breakpoint
CREATE INDEX "crew_vendor_idx" ON "crew" USING btree ("organisation_id","vendor_id","name");--> statement-breakpoint
CREATE INDEX "crew_member_workforce_idx" ON "crew_member" USING btree ("organisation_id","workforce_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workforce_email_uq" ON "workforce" USING btree ("organisation_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "workforce_code_uq" ON "workforce" USING btree ("organisation_id",lower("employee_code")) WHERE "workforce"."employee_code" is not null;--> statement-breakpoint
CREATE INDEX "workforce_vendor_idx" ON "workforce" USING btree ("organisation_id","vendor_id","name");--> statement-breakpoint
CREATE INDEX "workforce_supervisor_idx" ON "workforce" USING btree ("organisation_id","supervisor_id");--> statement-breakpoint
CREATE INDEX "notification_feed_idx" ON "notification" USING btree ("organisation_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_email_idx" ON "notification" USING btree ("email_status","created_at") WHERE "notification"."email_status" in ('pending', 'sending');--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_code_uq" ON "vendor" USING btree ("organisation_id",lower("code")) WHERE "vendor"."code" is not null;--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "crew" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "crew_member" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "workforce" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "image" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notification" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notification_preference" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);