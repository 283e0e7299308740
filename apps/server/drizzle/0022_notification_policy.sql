CREATE TABLE "notification_policies" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"policy" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" DROP CONSTRAINT "alert_deliveries_alert_id_user_id_channel_pk";--> statement-breakpoint
ALTER TABLE "alert_deliveries" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "alert_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "status" text DEFAULT 'sending' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "provider_status" integer;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "provider_detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "next_try_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "link_used_at" timestamp with time zone;--> statement-breakpoint
-- Deliveries from before the log: each was one e-mail, sent.
UPDATE "alert_deliveries" SET "status" = 'sent', "tries" = 1, "claimed_at" = "sent_at";--> statement-breakpoint
ALTER TABLE "notification_policies" ADD CONSTRAINT "notification_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_policies" ADD CONSTRAINT "notification_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_claim_key" ON "alert_deliveries" USING btree ("alert_id","user_id","channel","attempt");--> statement-breakpoint
CREATE INDEX "alert_deliveries_retry_idx" ON "alert_deliveries" USING btree ("next_try_at") WHERE "alert_deliveries"."status" = 'retrying';--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_status_check" CHECK ("status" IN ('sending', 'sent', 'retrying', 'failed'));