ALTER TABLE "refresh_token" DROP CONSTRAINT "refresh_token_token_hash_unique";--> statement-breakpoint
CREATE INDEX "refresh_token_token_hash_idx" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_organisation_token_hash_unique" UNIQUE("organisation_id","token_hash");