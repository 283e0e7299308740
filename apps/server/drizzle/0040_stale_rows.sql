CREATE TABLE "stale_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stale_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shed_id" integer NOT NULL,
	"batch_id" integer
);
--> statement-breakpoint
CREATE INDEX "stale_rows_company_id_idx" ON "stale_rows" USING btree ("company_id");
--> statement-breakpoint
-- What the rows of a statement touched is written to stale_rows once per statement (transition
-- tables), except while the rows derived from them are being rebuilt (plantel.rebuilding on): the
-- rebuild's own writes to batch_summaries are followed by the list rows' rebuild anyway. Readings
-- from devices (a scale's weighings, climate and silo readings) are left to the telemetry follow-up,
-- which gathers them over a few seconds before rebuilding.
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_batches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select c.company_id, c.shed_id, c.id from changed c) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "batches_inserted_stale_rows" AFTER INSERT ON "batches" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batches"();
--> statement-breakpoint
CREATE TRIGGER "batches_updated_from_stale_rows" AFTER UPDATE ON "batches" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batches"();
--> statement-breakpoint
CREATE TRIGGER "batches_updated_to_stale_rows" AFTER UPDATE ON "batches" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batches"();
--> statement-breakpoint
CREATE TRIGGER "batches_deleted_stale_rows" AFTER DELETE ON "batches" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batches"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_batch_divisions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select b.company_id, b.shed_id, b.id from changed c join batches b on b.id = c.batch_id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "batch_divisions_inserted_stale_rows" AFTER INSERT ON "batch_divisions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_divisions"();
--> statement-breakpoint
CREATE TRIGGER "batch_divisions_updated_from_stale_rows" AFTER UPDATE ON "batch_divisions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_divisions"();
--> statement-breakpoint
CREATE TRIGGER "batch_divisions_updated_to_stale_rows" AFTER UPDATE ON "batch_divisions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_divisions"();
--> statement-breakpoint
CREATE TRIGGER "batch_divisions_deleted_stale_rows" AFTER DELETE ON "batch_divisions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_divisions"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_batch_removals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select b.company_id, b.shed_id, b.id from changed c join batches b on b.id = c.batch_id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "batch_removals_inserted_stale_rows" AFTER INSERT ON "batch_removals" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_removals"();
--> statement-breakpoint
CREATE TRIGGER "batch_removals_updated_from_stale_rows" AFTER UPDATE ON "batch_removals" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_removals"();
--> statement-breakpoint
CREATE TRIGGER "batch_removals_updated_to_stale_rows" AFTER UPDATE ON "batch_removals" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_removals"();
--> statement-breakpoint
CREATE TRIGGER "batch_removals_deleted_stale_rows" AFTER DELETE ON "batch_removals" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_removals"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_feed_controls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select b.company_id, b.shed_id, b.id from changed c join batches b on b.id = c.batch_id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "feed_controls_inserted_stale_rows" AFTER INSERT ON "feed_controls" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_feed_controls"();
--> statement-breakpoint
CREATE TRIGGER "feed_controls_updated_from_stale_rows" AFTER UPDATE ON "feed_controls" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_feed_controls"();
--> statement-breakpoint
CREATE TRIGGER "feed_controls_updated_to_stale_rows" AFTER UPDATE ON "feed_controls" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_feed_controls"();
--> statement-breakpoint
CREATE TRIGGER "feed_controls_deleted_stale_rows" AFTER DELETE ON "feed_controls" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_feed_controls"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_weighings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select b.company_id, b.shed_id, b.id from changed c join batch_divisions d on d.id = c.division_id join batches b on b.id = d.batch_id where c.device_id is null) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "weighings_inserted_stale_rows" AFTER INSERT ON "weighings" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_weighings"();
--> statement-breakpoint
CREATE TRIGGER "weighings_updated_from_stale_rows" AFTER UPDATE ON "weighings" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_weighings"();
--> statement-breakpoint
CREATE TRIGGER "weighings_updated_to_stale_rows" AFTER UPDATE ON "weighings" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_weighings"();
--> statement-breakpoint
CREATE TRIGGER "weighings_deleted_stale_rows" AFTER DELETE ON "weighings" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_weighings"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_performance_data"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select b.company_id, b.shed_id, b.id from changed c join batch_divisions d on d.id = c.division_id join batches b on b.id = d.batch_id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "performance_data_inserted_stale_rows" AFTER INSERT ON "performance_data" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_performance_data"();
--> statement-breakpoint
CREATE TRIGGER "performance_data_updated_from_stale_rows" AFTER UPDATE ON "performance_data" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_performance_data"();
--> statement-breakpoint
CREATE TRIGGER "performance_data_updated_to_stale_rows" AFTER UPDATE ON "performance_data" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_performance_data"();
--> statement-breakpoint
CREATE TRIGGER "performance_data_deleted_stale_rows" AFTER DELETE ON "performance_data" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_performance_data"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_mortality"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select b.company_id, b.shed_id, b.id from changed c join batch_divisions d on d.id = c.division_id join batches b on b.id = d.batch_id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mortality_inserted_stale_rows" AFTER INSERT ON "mortality" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_mortality"();
--> statement-breakpoint
CREATE TRIGGER "mortality_updated_from_stale_rows" AFTER UPDATE ON "mortality" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_mortality"();
--> statement-breakpoint
CREATE TRIGGER "mortality_updated_to_stale_rows" AFTER UPDATE ON "mortality" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_mortality"();
--> statement-breakpoint
CREATE TRIGGER "mortality_deleted_stale_rows" AFTER DELETE ON "mortality" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_mortality"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_egg_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select b.company_id, b.shed_id, b.id from changed c join batch_divisions d on d.id = c.division_id join batches b on b.id = d.batch_id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "egg_records_inserted_stale_rows" AFTER INSERT ON "egg_records" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_egg_records"();
--> statement-breakpoint
CREATE TRIGGER "egg_records_updated_from_stale_rows" AFTER UPDATE ON "egg_records" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_egg_records"();
--> statement-breakpoint
CREATE TRIGGER "egg_records_updated_to_stale_rows" AFTER UPDATE ON "egg_records" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_egg_records"();
--> statement-breakpoint
CREATE TRIGGER "egg_records_deleted_stale_rows" AFTER DELETE ON "egg_records" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_egg_records"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_batch_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select b.company_id, b.shed_id, null::integer from changed c join batches b on b.id = c.batch_id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "batch_summaries_inserted_stale_rows" AFTER INSERT ON "batch_summaries" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_summaries"();
--> statement-breakpoint
CREATE TRIGGER "batch_summaries_updated_from_stale_rows" AFTER UPDATE ON "batch_summaries" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_summaries"();
--> statement-breakpoint
CREATE TRIGGER "batch_summaries_updated_to_stale_rows" AFTER UPDATE ON "batch_summaries" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_summaries"();
--> statement-breakpoint
CREATE TRIGGER "batch_summaries_deleted_stale_rows" AFTER DELETE ON "batch_summaries" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_batch_summaries"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_sheds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select c.company_id, c.id, null::integer from changed c) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sheds_inserted_stale_rows" AFTER INSERT ON "sheds" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_sheds"();
--> statement-breakpoint
CREATE TRIGGER "sheds_updated_from_stale_rows" AFTER UPDATE ON "sheds" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_sheds"();
--> statement-breakpoint
CREATE TRIGGER "sheds_updated_to_stale_rows" AFTER UPDATE ON "sheds" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_sheds"();
--> statement-breakpoint
CREATE TRIGGER "sheds_deleted_stale_rows" AFTER DELETE ON "sheds" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_sheds"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_shed_divisions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select c.company_id, c.shed_id, null::integer from changed c) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shed_divisions_inserted_stale_rows" AFTER INSERT ON "shed_divisions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_shed_divisions"();
--> statement-breakpoint
CREATE TRIGGER "shed_divisions_updated_from_stale_rows" AFTER UPDATE ON "shed_divisions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_shed_divisions"();
--> statement-breakpoint
CREATE TRIGGER "shed_divisions_updated_to_stale_rows" AFTER UPDATE ON "shed_divisions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_shed_divisions"();
--> statement-breakpoint
CREATE TRIGGER "shed_divisions_deleted_stale_rows" AFTER DELETE ON "shed_divisions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_shed_divisions"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_silos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select c.company_id, c.shed_id, null::integer from changed c) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "silos_inserted_stale_rows" AFTER INSERT ON "silos" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_silos"();
--> statement-breakpoint
CREATE TRIGGER "silos_updated_from_stale_rows" AFTER UPDATE ON "silos" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_silos"();
--> statement-breakpoint
CREATE TRIGGER "silos_updated_to_stale_rows" AFTER UPDATE ON "silos" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_silos"();
--> statement-breakpoint
CREATE TRIGGER "silos_deleted_stale_rows" AFTER DELETE ON "silos" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_silos"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select s.company_id, s.id, null::integer from changed c join sheds s on s.property_id = c.id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_inserted_stale_rows" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_properties"();
--> statement-breakpoint
CREATE TRIGGER "properties_updated_from_stale_rows" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_properties"();
--> statement-breakpoint
CREATE TRIGGER "properties_updated_to_stale_rows" AFTER UPDATE ON "properties" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_properties"();
--> statement-breakpoint
CREATE TRIGGER "properties_deleted_stale_rows" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_properties"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_producers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select s.company_id, s.id, null::integer from changed c join properties p on p.producer_id = c.id join sheds s on s.property_id = p.id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "producers_inserted_stale_rows" AFTER INSERT ON "producers" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_producers"();
--> statement-breakpoint
CREATE TRIGGER "producers_updated_from_stale_rows" AFTER UPDATE ON "producers" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_producers"();
--> statement-breakpoint
CREATE TRIGGER "producers_updated_to_stale_rows" AFTER UPDATE ON "producers" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_producers"();
--> statement-breakpoint
CREATE TRIGGER "producers_deleted_stale_rows" AFTER DELETE ON "producers" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_producers"();
--> statement-breakpoint
CREATE FUNCTION "stale_rows_from_ration_types"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plantel.rebuilding', true), '') = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stale_rows (company_id, shed_id, batch_id) SELECT DISTINCT * FROM (select e.company_id, e.shed_id, null::integer from changed c join shed_list_entries e on e.ration_type_id = c.id) touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ration_types_inserted_stale_rows" AFTER INSERT ON "ration_types" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_ration_types"();
--> statement-breakpoint
CREATE TRIGGER "ration_types_updated_from_stale_rows" AFTER UPDATE ON "ration_types" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_ration_types"();
--> statement-breakpoint
CREATE TRIGGER "ration_types_updated_to_stale_rows" AFTER UPDATE ON "ration_types" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_ration_types"();
--> statement-breakpoint
CREATE TRIGGER "ration_types_deleted_stale_rows" AFTER DELETE ON "ration_types" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "stale_rows_from_ration_types"();
