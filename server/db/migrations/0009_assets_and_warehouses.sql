CREATE TABLE "asset" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"asset_type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"serial_number" text,
	"barcode" text,
	"model" text,
	"manufacturer_id" uuid,
	"supplier_id" uuid,
	"purchase_date" date,
	"warranty_end_date" date,
	"notes" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_type" integer NOT NULL,
	"warehouse_id" uuid,
	"vendor_id" uuid,
	"crew_id" uuid,
	"work_location_id" uuid,
	"field_latitude" numeric(9, 6),
	"field_longitude" numeric(9, 6),
	"movement_status" integer NOT NULL,
	"removal_reason" integer,
	"removal_note" text,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "asset_one_place_ck" CHECK (case "asset"."location_type"
        when 1 then "asset"."warehouse_id" is not null and "asset"."crew_id" is null and "asset"."vendor_id" is null and "asset"."work_location_id" is null and "asset"."field_latitude" is null
        when 2 then "asset"."vendor_id" is not null and "asset"."warehouse_id" is null and "asset"."crew_id" is null and "asset"."work_location_id" is null and "asset"."field_latitude" is null
        when 3 then "asset"."crew_id" is not null and "asset"."warehouse_id" is null and "asset"."work_location_id" is null and "asset"."field_latitude" is null
        when 4 then "asset"."warehouse_id" is null and "asset"."crew_id" is null and ("asset"."work_location_id" is not null or ("asset"."field_latitude" is not null and "asset"."field_longitude" is not null))
        else false end),
	CONSTRAINT "asset_status_ck" CHECK ("asset"."movement_status" between 1 and 6),
	CONSTRAINT "asset_removal_reason_ck" CHECK ("asset"."removal_reason" is null or "asset"."removal_reason" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "asset" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "asset_movement" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"movement_status" integer NOT NULL,
	"from_location_type" integer,
	"from_warehouse_id" uuid,
	"from_vendor_id" uuid,
	"from_crew_id" uuid,
	"from_work_location_id" uuid,
	"from_latitude" numeric(9, 6),
	"from_longitude" numeric(9, 6),
	"to_location_type" integer NOT NULL,
	"to_warehouse_id" uuid,
	"to_vendor_id" uuid,
	"to_crew_id" uuid,
	"to_work_location_id" uuid,
	"to_latitude" numeric(9, 6),
	"to_longitude" numeric(9, 6),
	"removal_reason" integer,
	"note" text,
	"warehouse_user_id" uuid,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_by" uuid,
	CONSTRAINT "asset_movement_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "asset_movement" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "asset_type" (
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
	"asset_level_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "asset_type_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "asset_type_level_ck" CHECK ("asset_type"."asset_level_id" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "asset_type" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "manufacturer" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"website" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "manufacturer_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "manufacturer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"name" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"website" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "supplier_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "supplier" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "warehouse" (
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
	"address_line" text,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"postal_code" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "warehouse_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "warehouse" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "warehouse_user" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"warehouse_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"designation" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "warehouse_user_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "warehouse_user" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_organisation_id_asset_type_id_asset_type_organisation_id_id_fk" FOREIGN KEY ("organisation_id","asset_type_id") REFERENCES "public"."asset_type"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_organisation_id_manufacturer_id_manufacturer_organisation_id_id_fk" FOREIGN KEY ("organisation_id","manufacturer_id") REFERENCES "public"."manufacturer"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_organisation_id_supplier_id_supplier_organisation_id_id_fk" FOREIGN KEY ("organisation_id","supplier_id") REFERENCES "public"."supplier"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_organisation_id_warehouse_id_warehouse_organisation_id_id_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouse"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_organisation_id_vendor_id_vendor_organisation_id_id_fk" FOREIGN KEY ("organisation_id","vendor_id") REFERENCES "public"."vendor"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_organisation_id_crew_id_crew_organisation_id_id_fk" FOREIGN KEY ("organisation_id","crew_id") REFERENCES "public"."crew"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_organisation_id_work_location_id_work_location_organisation_id_id_fk" FOREIGN KEY ("organisation_id","work_location_id") REFERENCES "public"."work_location"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_organisation_id_asset_id_asset_organisation_id_id_fk" FOREIGN KEY ("organisation_id","asset_id") REFERENCES "public"."asset"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_organisation_id_warehouse_user_id_warehouse_user_organisation_id_id_fk" FOREIGN KEY ("organisation_id","warehouse_user_id") REFERENCES "public"."warehouse_user"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type" ADD CONSTRAINT "asset_type_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer" ADD CONSTRAINT "manufacturer_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier" ADD CONSTRAINT "supplier_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_user" ADD CONSTRAINT "warehouse_user_organisation_id_warehouse_id_warehouse_organisation_id_id_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouse"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_code_uq" ON "asset" USING btree ("organisation_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "asset_serial_uq" ON "asset" USING btree ("organisation_id",lower("serial_number")) WHERE "asset"."serial_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_barcode_uq" ON "asset" USING btree ("organisation_id","barcode") WHERE "asset"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "asset_type_idx" ON "asset" USING btree ("organisation_id","asset_type_id");--> statement-breakpoint
CREATE INDEX "asset_place_idx" ON "asset" USING btree ("organisation_id","location_type","warehouse_id","vendor_id","crew_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_movement_seq_uq" ON "asset_movement" USING btree ("organisation_id","asset_id","seq");--> statement-breakpoint
CREATE INDEX "asset_movement_time_idx" ON "asset_movement" USING btree ("organisation_id","moved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_type_name_uq" ON "asset_type" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "asset_type_code_uq" ON "asset_type" USING btree ("organisation_id",lower("code")) WHERE "asset_type"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturer_name_uq" ON "manufacturer" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_name_uq" ON "supplier" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_name_uq" ON "warehouse" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_code_uq" ON "warehouse" USING btree ("organisation_id",lower("code")) WHERE "warehouse"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_user_email_uq" ON "warehouse_user" USING btree ("organisation_id","warehouse_id",lower("email"));--> statement-breakpoint
CREATE INDEX "warehouse_user_warehouse_idx" ON "warehouse_user" USING btree ("organisation_id","warehouse_id","name");--> statement-breakpoint
CREATE POLICY "tenant_vendor_isolation" ON "asset" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid and (nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "asset_movement" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "asset_type" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "manufacturer" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "supplier" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "warehouse" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "warehouse_user" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);