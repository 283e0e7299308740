ALTER TABLE "companies" ADD COLUMN "readings_retention_months" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_readings_retention_months_check" CHECK ("companies"."readings_retention_months" BETWEEN 4 AND 120);
--> statement-breakpoint
-- The raw reading tables become partitioned by calendar month (UTC) of their time column, so that
-- expired months go as whole partitions (DETACH + DROP) rather than by row deletes (docs/retention.md).
-- A month with no partition yet lands in the table's DEFAULT partition and is still accepted; the
-- partition job (jobs/reading-partitions.job.ts, on start and every six hours) creates the current month and
-- the next ones and moves such rows out. Here, only the months that already have readings get a partition.
-- create_reading_month(parent, time column, month) creates one month's partition: built beside the
-- table, filled with that month's rows from the DEFAULT partition (if any), then attached. Rows moved
-- from partition to partition are not new readings, so the climate-hours triggers (on the parent) do not fire.
CREATE FUNCTION create_reading_month(parent text, time_column text, month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  child text := format('%s_p%s', parent, to_char(first_day, 'YYYY_MM'));
  lower_bound text := to_char(first_day, 'YYYY-MM-DD') || ' 00:00:00+00';
  upper_bound text := to_char((first_day + interval '1 month')::date, 'YYYY-MM-DD') || ' 00:00:00+00';
BEGIN
  IF to_regclass(quote_ident(child)) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', child, parent);
  IF to_regclass(quote_ident(parent || '_default')) IS NOT NULL THEN
    EXECUTE format(
      'WITH moved AS (DELETE FROM %I WHERE %I >= %L::timestamptz AND %I < %L::timestamptz RETURNING *) INSERT INTO %I SELECT * FROM moved',
      parent || '_default', time_column, lower_bound, time_column, upper_bound, child);
  END IF;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, child, lower_bound, upper_bound);
  RETURN true;
END $$;
--> statement-breakpoint
-- s0_readings: partitioned by measured_at, existing rows moved over
DROP INDEX "s0_readings_device_id_measured_at_idx";
--> statement-breakpoint
DROP INDEX "s0_readings_division_id_measured_at_idx";
--> statement-breakpoint
DROP TRIGGER s0_readings_written ON s0_readings;
--> statement-breakpoint
DROP TRIGGER s0_readings_deleted ON s0_readings;
--> statement-breakpoint
ALTER TABLE "s0_readings" RENAME TO "s0_readings_unpartitioned";
--> statement-breakpoint
CREATE TABLE "s0_readings" (LIKE "s0_readings_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("measured_at");
--> statement-breakpoint
CREATE TABLE "s0_readings_default" PARTITION OF "s0_readings" DEFAULT;
--> statement-breakpoint
SELECT create_reading_month('s0_readings', 'measured_at', month) FROM (
  SELECT DISTINCT date_trunc('month', "measured_at" AT TIME ZONE 'UTC')::date AS month FROM "s0_readings_unpartitioned"
) AS months;
--> statement-breakpoint
INSERT INTO "s0_readings" SELECT * FROM "s0_readings_unpartitioned";
--> statement-breakpoint
DROP TABLE "s0_readings_unpartitioned";
--> statement-breakpoint
CREATE INDEX "s0_readings_device_id_measured_at_idx" ON "s0_readings" USING btree ("device_id","measured_at");
--> statement-breakpoint
CREATE INDEX "s0_readings_division_id_measured_at_idx" ON "s0_readings" USING btree ("division_id","measured_at");
--> statement-breakpoint
CREATE TRIGGER s0_readings_written AFTER INSERT ON s0_readings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
CREATE TRIGGER s0_readings_deleted AFTER DELETE ON s0_readings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
-- d0_readings: partitioned by measured_at, existing rows moved over
DROP INDEX "d0_readings_device_id_measured_at_idx";
--> statement-breakpoint
DROP INDEX "d0_readings_division_id_measured_at_idx";
--> statement-breakpoint
DROP TRIGGER d0_readings_written ON d0_readings;
--> statement-breakpoint
DROP TRIGGER d0_readings_deleted ON d0_readings;
--> statement-breakpoint
ALTER TABLE "d0_readings" RENAME TO "d0_readings_unpartitioned";
--> statement-breakpoint
CREATE TABLE "d0_readings" (LIKE "d0_readings_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("measured_at");
--> statement-breakpoint
CREATE TABLE "d0_readings_default" PARTITION OF "d0_readings" DEFAULT;
--> statement-breakpoint
SELECT create_reading_month('d0_readings', 'measured_at', month) FROM (
  SELECT DISTINCT date_trunc('month', "measured_at" AT TIME ZONE 'UTC')::date AS month FROM "d0_readings_unpartitioned"
) AS months;
--> statement-breakpoint
INSERT INTO "d0_readings" SELECT * FROM "d0_readings_unpartitioned";
--> statement-breakpoint
DROP TABLE "d0_readings_unpartitioned";
--> statement-breakpoint
CREATE INDEX "d0_readings_device_id_measured_at_idx" ON "d0_readings" USING btree ("device_id","measured_at");
--> statement-breakpoint
CREATE INDEX "d0_readings_division_id_measured_at_idx" ON "d0_readings" USING btree ("division_id","measured_at");
--> statement-breakpoint
CREATE TRIGGER d0_readings_written AFTER INSERT ON d0_readings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
CREATE TRIGGER d0_readings_deleted AFTER DELETE ON d0_readings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
-- e0_readings: partitioned by measured_at, existing rows moved over
DROP INDEX "e0_readings_device_id_measured_at_idx";
--> statement-breakpoint
DROP INDEX "e0_readings_division_id_measured_at_idx";
--> statement-breakpoint
ALTER TABLE "e0_readings" RENAME TO "e0_readings_unpartitioned";
--> statement-breakpoint
CREATE TABLE "e0_readings" (LIKE "e0_readings_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("measured_at");
--> statement-breakpoint
CREATE TABLE "e0_readings_default" PARTITION OF "e0_readings" DEFAULT;
--> statement-breakpoint
SELECT create_reading_month('e0_readings', 'measured_at', month) FROM (
  SELECT DISTINCT date_trunc('month', "measured_at" AT TIME ZONE 'UTC')::date AS month FROM "e0_readings_unpartitioned"
) AS months;
--> statement-breakpoint
INSERT INTO "e0_readings" SELECT * FROM "e0_readings_unpartitioned";
--> statement-breakpoint
DROP TABLE "e0_readings_unpartitioned";
--> statement-breakpoint
CREATE INDEX "e0_readings_device_id_measured_at_idx" ON "e0_readings" USING btree ("device_id","measured_at");
--> statement-breakpoint
CREATE INDEX "e0_readings_division_id_measured_at_idx" ON "e0_readings" USING btree ("division_id","measured_at");
--> statement-breakpoint
-- enthalpy_readings: partitioned by measured_at, existing rows moved over
DROP INDEX "enthalpy_readings_device_id_measured_at_idx";
--> statement-breakpoint
DROP INDEX "enthalpy_readings_division_id_measured_at_idx";
--> statement-breakpoint
DROP TRIGGER enthalpy_readings_written ON enthalpy_readings;
--> statement-breakpoint
DROP TRIGGER enthalpy_readings_deleted ON enthalpy_readings;
--> statement-breakpoint
ALTER TABLE "enthalpy_readings" RENAME TO "enthalpy_readings_unpartitioned";
--> statement-breakpoint
CREATE TABLE "enthalpy_readings" (LIKE "enthalpy_readings_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("measured_at");
--> statement-breakpoint
CREATE TABLE "enthalpy_readings_default" PARTITION OF "enthalpy_readings" DEFAULT;
--> statement-breakpoint
SELECT create_reading_month('enthalpy_readings', 'measured_at', month) FROM (
  SELECT DISTINCT date_trunc('month', "measured_at" AT TIME ZONE 'UTC')::date AS month FROM "enthalpy_readings_unpartitioned"
) AS months;
--> statement-breakpoint
INSERT INTO "enthalpy_readings" SELECT * FROM "enthalpy_readings_unpartitioned";
--> statement-breakpoint
DROP TABLE "enthalpy_readings_unpartitioned";
--> statement-breakpoint
CREATE INDEX "enthalpy_readings_device_id_measured_at_idx" ON "enthalpy_readings" USING btree ("device_id","measured_at");
--> statement-breakpoint
CREATE INDEX "enthalpy_readings_division_id_measured_at_idx" ON "enthalpy_readings" USING btree ("division_id","measured_at");
--> statement-breakpoint
CREATE TRIGGER enthalpy_readings_written AFTER INSERT ON enthalpy_readings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
CREATE TRIGGER enthalpy_readings_deleted AFTER DELETE ON enthalpy_readings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION climate_hours_take_back();
--> statement-breakpoint
-- silo_occupation_readings: partitioned by device_time, existing rows moved over
DROP INDEX "silo_occupation_readings_silo_id_device_time_key";
--> statement-breakpoint
ALTER TABLE "silo_occupation_readings" RENAME TO "silo_occupation_readings_unpartitioned";
--> statement-breakpoint
CREATE TABLE "silo_occupation_readings" (LIKE "silo_occupation_readings_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("device_time");
--> statement-breakpoint
CREATE TABLE "silo_occupation_readings_default" PARTITION OF "silo_occupation_readings" DEFAULT;
--> statement-breakpoint
SELECT create_reading_month('silo_occupation_readings', 'device_time', month) FROM (
  SELECT DISTINCT date_trunc('month', "device_time" AT TIME ZONE 'UTC')::date AS month FROM "silo_occupation_readings_unpartitioned"
) AS months;
--> statement-breakpoint
INSERT INTO "silo_occupation_readings" SELECT * FROM "silo_occupation_readings_unpartitioned";
--> statement-breakpoint
DROP TABLE "silo_occupation_readings_unpartitioned";
--> statement-breakpoint
CREATE UNIQUE INDEX "silo_occupation_readings_silo_id_device_time_key" ON "silo_occupation_readings" USING btree ("silo_id","device_time");
--> statement-breakpoint
ALTER TABLE "silo_occupation_readings" ADD CONSTRAINT "silo_occupation_readings_silo_id_silos_id_fk" FOREIGN KEY ("silo_id") REFERENCES "public"."silos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "silo_occupation_readings" ADD CONSTRAINT "silo_occupation_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "silo_occupation_readings" ADD CONSTRAINT "silo_occupation_readings_consuming_ration_type_id_ration_types_id_fk" FOREIGN KEY ("consuming_ration_type_id") REFERENCES "public"."ration_types"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- water_meter_readings: partitioned by measured_at, existing rows moved over
DROP INDEX "water_meter_readings_device_id_measured_at_key";
--> statement-breakpoint
ALTER TABLE "water_meter_readings" RENAME TO "water_meter_readings_unpartitioned";
--> statement-breakpoint
CREATE TABLE "water_meter_readings" (LIKE "water_meter_readings_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("measured_at");
--> statement-breakpoint
CREATE TABLE "water_meter_readings_default" PARTITION OF "water_meter_readings" DEFAULT;
--> statement-breakpoint
SELECT create_reading_month('water_meter_readings', 'measured_at', month) FROM (
  SELECT DISTINCT date_trunc('month', "measured_at" AT TIME ZONE 'UTC')::date AS month FROM "water_meter_readings_unpartitioned"
) AS months;
--> statement-breakpoint
INSERT INTO "water_meter_readings" SELECT * FROM "water_meter_readings_unpartitioned";
--> statement-breakpoint
DROP TABLE "water_meter_readings_unpartitioned";
--> statement-breakpoint
CREATE UNIQUE INDEX "water_meter_readings_device_id_measured_at_key" ON "water_meter_readings" USING btree ("device_id","measured_at");
--> statement-breakpoint
ALTER TABLE "water_meter_readings" ADD CONSTRAINT "water_meter_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;
