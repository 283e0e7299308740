CREATE TABLE "climate_hours" (
	"division_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"age" integer NOT NULL,
	"temperature_sum" double precision,
	"temperature_count" integer DEFAULT 0 NOT NULL,
	"temperature_min" real,
	"temperature_max" real,
	"humidity_sum" double precision,
	"humidity_count" integer DEFAULT 0 NOT NULL,
	"co2_sum" double precision,
	"co2_count" integer DEFAULT 0 NOT NULL,
	"comfortable_seconds" double precision,
	"intermediary_seconds" double precision,
	"critical_seconds" double precision,
	"lethal_seconds" double precision,
	CONSTRAINT "climate_hours_division_id_hour_device_id_age_pk" PRIMARY KEY("division_id","hour","device_id","age")
);
--> statement-breakpoint
CREATE TABLE "climate_rollups" (
	"division_id" integer PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL,
	"profile" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "climate_hours" ADD CONSTRAINT "climate_hours_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climate_rollups" ADD CONSTRAINT "climate_rollups_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A reading written or deleted over five minutes after it was taken may fall in an hour already summed
-- into climate_hours (the sums stop at least ten minutes before the hour being summed ends): take that
-- hour, the one before it (whose last reading's time it changes) and every later one back out, so they
-- are summed again from the readings. Advisory key 7310005 is advisoryLocks.climateHours: taken shared
-- here, so writers never wait on each other, and tried exclusively by the summing, which skips a busy division.
CREATE FUNCTION climate_hours_take_back() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  late record;
BEGIN
  FOR late IN
    SELECT c.division_id, date_bin('1 hour', min(c.measured_at), timestamptz 'epoch') - interval '1 hour' AS from_hour
    FROM changed c
    WHERE c.measured_at < clock_timestamp() - interval '5 minutes'
    GROUP BY c.division_id ORDER BY c.division_id
  LOOP
    PERFORM pg_advisory_xact_lock_shared(7310005, late.division_id);
    UPDATE climate_rollups SET rolled_until = late.from_hour WHERE division_id = late.division_id AND rolled_until > late.from_hour;
    IF FOUND THEN
      DELETE FROM climate_hours WHERE division_id = late.division_id AND hour >= late.from_hour;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER s0_readings_written AFTER INSERT ON s0_readings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
CREATE TRIGGER s0_readings_deleted AFTER DELETE ON s0_readings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
CREATE TRIGGER d0_readings_written AFTER INSERT ON d0_readings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
CREATE TRIGGER d0_readings_deleted AFTER DELETE ON d0_readings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
CREATE TRIGGER enthalpy_readings_written AFTER INSERT ON enthalpy_readings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
CREATE TRIGGER enthalpy_readings_deleted AFTER DELETE ON enthalpy_readings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
