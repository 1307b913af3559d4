CREATE TABLE "city" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso_code" text NOT NULL,
	"name" text NOT NULL,
	"phone_code" text,
	"currency" text,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "country_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "industry" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "industry_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "state" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"iso_code" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"industry_id" integer,
	"email" text,
	"phone" text,
	"website" text,
	"address_line" text,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"postal_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "organisation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_organisation_id_user_id_key_pk" PRIMARY KEY("organisation_id","user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"otp_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reset_token_hash" text,
	"reset_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"category" integer NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sign_in_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_account" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"image_url" text,
	"password_hash" text NOT NULL,
	"role_id" uuid NOT NULL,
	"vendor_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_platform_admin" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "user_account_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vendor_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendor" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state" ADD CONSTRAINT "state_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_industry_id_industry_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_organisation_id_role_id_role_organisation_id_id_fk" FOREIGN KEY ("organisation_id","role_id") REFERENCES "public"."role"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_organisation_id_vendor_id_vendor_organisation_id_id_fk" FOREIGN KEY ("organisation_id","vendor_id") REFERENCES "public"."vendor"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_state_idx" ON "city" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "state_country_idx" ON "state" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_token_user_idx" ON "refresh_token" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_name_uq" ON "role" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sign_in_attempt_email_idx" ON "sign_in_attempt" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempt_address_idx" ON "sign_in_attempt" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_email_uq" ON "user_account" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "user_account_role_idx" ON "user_account" USING btree ("organisation_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_name_uq" ON "vendor" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organisation" AS PERMISSIVE FOR ALL TO "app_user" USING (id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "idempotency_key" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "role" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "user_account" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "vendor" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or id = nullif(current_setting('app.vendor_id', true), '')::uuid));