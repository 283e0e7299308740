-- A message claimed for sending carries, in next_try_at, when it is due again should its copy stop
-- before recording an answer (killed mid-send): the retry index covers those claims too. Claims left
-- without an answer before this migration become due ten minutes after they were made.
DROP INDEX "alert_deliveries_retry_idx";--> statement-breakpoint
CREATE INDEX "alert_deliveries_retry_idx" ON "alert_deliveries" USING btree ("next_try_at") WHERE "alert_deliveries"."status" in ('retrying', 'sending');
--> statement-breakpoint
UPDATE "alert_deliveries" SET "next_try_at" = "claimed_at" + interval '10 minutes' WHERE "status" = 'sending' AND "next_try_at" IS NULL;
