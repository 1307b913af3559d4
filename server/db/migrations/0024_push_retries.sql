DROP INDEX "notification_push_idx";--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "push_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "push_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "push_devices" uuid[];--> statement-breakpoint
CREATE INDEX "notification_push_idx" ON "notification" USING btree ("push_status","created_at") WHERE "notification"."push_status" in ('pending', 'sending', 'retry');