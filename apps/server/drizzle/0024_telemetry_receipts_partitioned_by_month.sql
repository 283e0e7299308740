-- The telemetry receipts become partitioned by calendar month (UTC) of the reading's device time,
-- `measured_at`, and keyed by (device_id, message_id, measured_at) (docs/retention.md, "Telemetry
-- receipts"). A retried message carries the same device time, so it meets its receipt in the same
-- partition and under the same key however late it is retried. Readings taken more than the telemetry
-- window ago are refused, so the partition job drops a receipt month whole once its last instant is
-- older than that window (plus a day), instead of deleting rows. New months come from the same job
-- and function as the raw readings' (create_reading_month, migration 0020); a month without a
-- partition lands in the DEFAULT partition and is moved out on the job's next run.
-- create_reading_month now takes, before it creates a month, a lock on the parent table that keeps
-- writers out (SHARE ROW EXCLUSIVE: readers go on), then the DEFAULT partition's. Without them, a
-- writer that stored a row of that month in DEFAULT after the move and before the attach made the
-- attach fail; a writer retrying a row the move was deleting waited for the move, which waited for
-- that writer's lock on DEFAULT (a deadlock); and an insert that had routed its row to DEFAULT before
-- the attach failed after it ("violates partition constraint"). With the parent locked first, a
-- writer waits before routing its rows, for the few moments the move lasts, and then routes them to
-- the new month.
CREATE OR REPLACE FUNCTION create_reading_month(parent text, time_column text, month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  child text := format('%s_p%s', parent, to_char(first_day, 'YYYY_MM'));
  lower_bound text := to_char(first_day, 'YYYY-MM-DD') || ' 00:00:00+00';
  upper_bound text := to_char((first_day + interval '1 month')::date, 'YYYY-MM-DD') || ' 00:00:00+00';
BEGIN
  IF to_regclass(quote_ident(child)) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', parent);
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', child, parent);
  IF to_regclass(quote_ident(parent || '_default')) IS NOT NULL THEN
    EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE', parent || '_default');
    EXECUTE format(
      'WITH moved AS (DELETE FROM %I WHERE %I >= %L::timestamptz AND %I < %L::timestamptz RETURNING *) INSERT INTO %I SELECT * FROM moved',
      parent || '_default', time_column, lower_bound, time_column, upper_bound, child);
  END IF;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, child, lower_bound, upper_bound);
  RETURN true;
END $$;
--> statement-breakpoint
DROP INDEX "telemetry_receipts_received_at_idx";
--> statement-breakpoint
ALTER TABLE "telemetry_receipts" DROP CONSTRAINT "telemetry_receipts_pkey";
--> statement-breakpoint
ALTER TABLE "telemetry_receipts" RENAME TO "telemetry_receipts_unpartitioned";
--> statement-breakpoint
CREATE TABLE "telemetry_receipts" (
	"device_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telemetry_receipts_pkey" PRIMARY KEY("device_id","message_id","measured_at")
) PARTITION BY RANGE ("measured_at");
--> statement-breakpoint
CREATE TABLE "telemetry_receipts_default" PARTITION OF "telemetry_receipts" DEFAULT;
--> statement-breakpoint
-- The receipts received so far have no device time, and nothing links one to the reading it wrote
-- (readings do not keep the message id), so each takes its received time as its measured_at. That is
-- safe for their keeping: the reading was accepted when it arrived, so its device time was at most
-- the clock skew (5 minutes) after received_at, and the receipt's month is kept as long as a retry of
-- the message can still be accepted. What it cannot do is meet a retry: a retry carries the reading's
-- own device time, another key, so a message received before this migration and sent again within
-- the window is a new message (docs/telemetry.md, "Receipts", says what is written then). Such a
-- retry is the only case an old receipt could still matter for, and no row holds what would tell it apart.
SELECT create_reading_month('telemetry_receipts', 'measured_at', month) FROM (
  SELECT DISTINCT date_trunc('month', "received_at" AT TIME ZONE 'UTC')::date AS month FROM "telemetry_receipts_unpartitioned"
) AS months;
--> statement-breakpoint
INSERT INTO "telemetry_receipts" ("device_id", "message_id", "measured_at", "received_at")
  SELECT "device_id", "message_id", "received_at", "received_at" FROM "telemetry_receipts_unpartitioned";
--> statement-breakpoint
DROP TABLE "telemetry_receipts_unpartitioned";
