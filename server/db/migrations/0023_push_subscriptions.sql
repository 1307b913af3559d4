CREATE TABLE "push_subscription" (
	"organisation_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscription_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "push_subscription" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "push_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "push_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_organisation_id_user_id_user_account_organisation_id_id_fk" FOREIGN KEY ("organisation_id","user_id") REFERENCES "public"."user_account"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscription_endpoint_uq" ON "push_subscription" USING btree ("organisation_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE INDEX "notification_push_idx" ON "notification" USING btree ("push_status","created_at") WHERE "notification"."push_status" in ('pending', 'sending');--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "push_subscription" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);