ALTER TABLE "d0_readings" DROP CONSTRAINT "d0_readings_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "d0_readings" DROP CONSTRAINT "d0_readings_division_id_batch_divisions_id_fk";
--> statement-breakpoint
ALTER TABLE "e0_readings" DROP CONSTRAINT "e0_readings_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "e0_readings" DROP CONSTRAINT "e0_readings_division_id_batch_divisions_id_fk";
--> statement-breakpoint
ALTER TABLE "enthalpy_readings" DROP CONSTRAINT "enthalpy_readings_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "enthalpy_readings" DROP CONSTRAINT "enthalpy_readings_division_id_batch_divisions_id_fk";
--> statement-breakpoint
ALTER TABLE "s0_readings" DROP CONSTRAINT "s0_readings_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "s0_readings" DROP CONSTRAINT "s0_readings_division_id_batch_divisions_id_fk";
--> statement-breakpoint
-- The climate time series keep their references through the parents instead of per-row foreign-key
-- checks on every insert: a deleted division takes its readings with it (as ON DELETE CASCADE did),
-- a deleted device leaves its readings without a device (as ON DELETE SET NULL did). Whatever
-- deletes them (a shed or batch going, cascading here, or a hand-written statement) fires these.
-- The ingest locks (FOR KEY SHARE) the devices and divisions it writes readings for until it
-- commits, so a delete waits for it and then sees its readings.
CREATE FUNCTION readings_follow_divisions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT id FROM gone);
BEGIN
  DELETE FROM s0_readings WHERE division_id = ANY (ids);
  DELETE FROM d0_readings WHERE division_id = ANY (ids);
  DELETE FROM e0_readings WHERE division_id = ANY (ids);
  DELETE FROM enthalpy_readings WHERE division_id = ANY (ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER batch_divisions_deleted AFTER DELETE ON batch_divisions REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION readings_follow_divisions();
--> statement-breakpoint
CREATE FUNCTION readings_forget_devices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT id FROM gone);
BEGIN
  UPDATE s0_readings SET device_id = NULL WHERE device_id = ANY (ids);
  UPDATE d0_readings SET device_id = NULL WHERE device_id = ANY (ids);
  UPDATE e0_readings SET device_id = NULL WHERE device_id = ANY (ids);
  UPDATE enthalpy_readings SET device_id = NULL WHERE device_id = ANY (ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER devices_deleted AFTER DELETE ON devices REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION readings_forget_devices();
