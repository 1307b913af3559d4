CREATE TABLE "access_group" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"project_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	CONSTRAINT "access_group_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "access_group" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "access_group_closure" (
	"organisation_id" uuid NOT NULL,
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "access_group_closure_organisation_id_ancestor_id_descendant_id_pk" PRIMARY KEY("organisation_id","ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "access_group_closure" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project" (
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
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "project_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "access_group" ADD CONSTRAINT "access_group_organisation_id_project_id_project_organisation_id_id_fk" FOREIGN KEY ("organisation_id","project_id") REFERENCES "public"."project"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group" ADD CONSTRAINT "access_group_organisation_id_parent_id_access_group_organisation_id_id_fk" FOREIGN KEY ("organisation_id","parent_id") REFERENCES "public"."access_group"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_closure" ADD CONSTRAINT "access_group_closure_organisation_id_ancestor_id_access_group_organisation_id_id_fk" FOREIGN KEY ("organisation_id","ancestor_id") REFERENCES "public"."access_group"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_closure" ADD CONSTRAINT "access_group_closure_organisation_id_descendant_id_access_group_organisation_id_id_fk" FOREIGN KEY ("organisation_id","descendant_id") REFERENCES "public"."access_group"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_group_name_uq" ON "access_group" USING btree ("organisation_id","project_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "access_group_parent_idx" ON "access_group" USING btree ("organisation_id","project_id","parent_id","name");--> statement-breakpoint
CREATE INDEX "access_group_closure_descendant_idx" ON "access_group_closure" USING btree ("organisation_id","descendant_id","ancestor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_name_uq" ON "project" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_code_uq" ON "project" USING btree ("organisation_id",lower("code")) WHERE "project"."code" is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "access_group" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "access_group_closure" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "project" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);