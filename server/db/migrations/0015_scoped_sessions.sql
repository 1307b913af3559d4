ALTER TABLE "password_reset" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refresh_token" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sign_in_attempt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "password_reset_user_idx";--> statement-breakpoint
DROP INDEX "refresh_token_family_idx";--> statement-breakpoint
DROP INDEX "refresh_token_user_idx";--> statement-breakpoint
ALTER TABLE "password_reset" DROP CONSTRAINT "password_reset_pkey";--> statement-breakpoint
ALTER TABLE "refresh_token" DROP CONSTRAINT "refresh_token_pkey";--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_organisation_id_id_pk" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_organisation_id_id_pk" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset" USING btree ("organisation_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("organisation_id","family_id");--> statement-breakpoint
CREATE INDEX "refresh_token_user_idx" ON "refresh_token" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "password_reset" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refresh_token" AS PERMISSIVE FOR ALL TO "app_user" USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid) WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);