CREATE TABLE "batch_divisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_divisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"identification" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"current_lodge" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_summaries" (
	"batch_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"weight" real,
	"weight_age" integer,
	"gain" real,
	"week_gain" real,
	"variation_coef" real,
	"uniformity" real,
	"performance" real,
	"conversion_factor" real,
	"mortality" integer DEFAULT 0 NOT NULL,
	"enthalpy" smallint DEFAULT -1 NOT NULL,
	"ration_type_id" integer,
	"silo_status" smallint DEFAULT 0 NOT NULL,
	"available" real,
	"predicted_weight" real,
	"ration_end_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shed_id" integer NOT NULL,
	"type" text NOT NULL,
	"identification" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "airsacculitis" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "airsacculitis_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"age" integer NOT NULL,
	"percentage" real NOT NULL,
	"contaminated_birds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "d0_readings" (
	"device_id" integer,
	"division_id" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"age" integer NOT NULL,
	"co2" real,
	"intern_humidity" real,
	"intern_temperature" real
);
--> statement-breakpoint
CREATE TABLE "e0_readings" (
	"device_id" integer,
	"division_id" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"age" integer NOT NULL,
	"type" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enthalpy_readings" (
	"device_id" integer,
	"division_id" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"age" integer NOT NULL,
	"value" real NOT NULL,
	"code" smallint NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mortality" (
	"division_id" integer NOT NULL,
	"age" integer NOT NULL,
	"date" date NOT NULL,
	"amount_mortality" integer DEFAULT 0 NOT NULL,
	"amount_eliminated" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_data" (
	"division_id" integer NOT NULL,
	"age" integer NOT NULL,
	"date" date NOT NULL,
	"weight" real,
	"adjusted_weight" real,
	"predict_weight" real,
	"ideal_weight" real,
	"gain" real
);
--> statement-breakpoint
CREATE TABLE "s0_readings" (
	"device_id" integer,
	"division_id" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"age" integer NOT NULL,
	"bed_temperature" real,
	"environment_temperature" real,
	"water_temperature" real,
	"humidity" real
);
--> statement-breakpoint
CREATE TABLE "weighings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weighings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"division_id" integer NOT NULL,
	"device_id" integer,
	"weighed_at" timestamp with time zone NOT NULL,
	"age" integer NOT NULL,
	"samples" real[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumption_history" (
	"batch_id" integer NOT NULL,
	"age" integer NOT NULL,
	"date" date NOT NULL,
	"amount" real NOT NULL,
	"ideal_amount" real,
	"current_lodged" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_controls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_controls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"silo_id" integer NOT NULL,
	"ration_type_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"quantity" real NOT NULL,
	"measured_quantity" real,
	"movimentation_type" smallint DEFAULT 1 NOT NULL,
	"feed_control_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_controls_type_check" CHECK ("feed_control_type" IN (1, 2)),
	CONSTRAINT "feed_controls_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "minimum_consumption_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "minimum_consumption_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shed_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_consumption_value" real NOT NULL,
	"start_time" smallint NOT NULL,
	"end_time" smallint NOT NULL,
	"interval" smallint NOT NULL,
	"active_alert" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ration_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ration_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"phase" text NOT NULL,
	"density" real NOT NULL,
	CONSTRAINT "ration_types_phase_check" CHECK ("phase" IN ('pre_initial', 'initial', 'growth', 'general'))
);
--> statement-breakpoint
CREATE TABLE "silo_occupation_readings" (
	"silo_id" integer NOT NULL,
	"device_id" integer,
	"device_time" timestamp with time zone NOT NULL,
	"total_weight" real NOT NULL,
	"total_occupation" real NOT NULL,
	"free_capacity" real NOT NULL,
	"is_blackout" boolean DEFAULT false NOT NULL,
	"consuming_ration_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "silos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "silos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shed_id" integer NOT NULL,
	"identification" text NOT NULL,
	"capacity" real NOT NULL,
	"low_threshold" real DEFAULT 0.25 NOT NULL,
	"critical_threshold" real DEFAULT 0.1 NOT NULL,
	"current_ration_type_id" integer,
	"available_weight" real,
	"last_reading_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pcp_projections" (
	"batch_id" integer NOT NULL,
	"age" integer NOT NULL,
	"weight" real NOT NULL,
	"projection" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slaughter_projections" (
	"batch_id" integer NOT NULL,
	"age" integer NOT NULL,
	"date" date NOT NULL,
	"weight" real NOT NULL,
	"accumulated_consumption" real NOT NULL,
	"necessary_ration" real NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "batches_shed_id_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "altitude" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "lineage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "sex_external_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "initial_lodged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "age_at_lodging" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "entry_weight" real;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "target_weight" real;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "target_age" integer;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "target_date" date;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "priority" smallint;--> statement-breakpoint
ALTER TABLE "batch_divisions" ADD CONSTRAINT "batch_divisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_divisions" ADD CONSTRAINT "batch_divisions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_summaries" ADD CONSTRAINT "batch_summaries_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_summaries" ADD CONSTRAINT "batch_summaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_summaries" ADD CONSTRAINT "batch_summaries_ration_type_id_ration_types_id_fk" FOREIGN KEY ("ration_type_id") REFERENCES "public"."ration_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_shed_id_sheds_id_fk" FOREIGN KEY ("shed_id") REFERENCES "public"."sheds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airsacculitis" ADD CONSTRAINT "airsacculitis_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "d0_readings" ADD CONSTRAINT "d0_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "d0_readings" ADD CONSTRAINT "d0_readings_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e0_readings" ADD CONSTRAINT "e0_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e0_readings" ADD CONSTRAINT "e0_readings_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enthalpy_readings" ADD CONSTRAINT "enthalpy_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enthalpy_readings" ADD CONSTRAINT "enthalpy_readings_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortality" ADD CONSTRAINT "mortality_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_data" ADD CONSTRAINT "performance_data_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "s0_readings" ADD CONSTRAINT "s0_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "s0_readings" ADD CONSTRAINT "s0_readings_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_history" ADD CONSTRAINT "consumption_history_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_controls" ADD CONSTRAINT "feed_controls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_controls" ADD CONSTRAINT "feed_controls_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_controls" ADD CONSTRAINT "feed_controls_silo_id_silos_id_fk" FOREIGN KEY ("silo_id") REFERENCES "public"."silos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_controls" ADD CONSTRAINT "feed_controls_ration_type_id_ration_types_id_fk" FOREIGN KEY ("ration_type_id") REFERENCES "public"."ration_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minimum_consumption_alerts" ADD CONSTRAINT "minimum_consumption_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minimum_consumption_alerts" ADD CONSTRAINT "minimum_consumption_alerts_shed_id_sheds_id_fk" FOREIGN KEY ("shed_id") REFERENCES "public"."sheds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ration_types" ADD CONSTRAINT "ration_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silo_occupation_readings" ADD CONSTRAINT "silo_occupation_readings_silo_id_silos_id_fk" FOREIGN KEY ("silo_id") REFERENCES "public"."silos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silo_occupation_readings" ADD CONSTRAINT "silo_occupation_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silo_occupation_readings" ADD CONSTRAINT "silo_occupation_readings_consuming_ration_type_id_ration_types_id_fk" FOREIGN KEY ("consuming_ration_type_id") REFERENCES "public"."ration_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silos" ADD CONSTRAINT "silos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silos" ADD CONSTRAINT "silos_shed_id_sheds_id_fk" FOREIGN KEY ("shed_id") REFERENCES "public"."sheds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silos" ADD CONSTRAINT "silos_current_ration_type_id_ration_types_id_fk" FOREIGN KEY ("current_ration_type_id") REFERENCES "public"."ration_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcp_projections" ADD CONSTRAINT "pcp_projections_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slaughter_projections" ADD CONSTRAINT "slaughter_projections_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_divisions_batch_id_idx" ON "batch_divisions" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batch_summaries_company_id_idx" ON "batch_summaries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "devices_shed_id_idx" ON "devices" USING btree ("shed_id");--> statement-breakpoint
CREATE INDEX "devices_company_id_idx" ON "devices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "airsacculitis_batch_id_idx" ON "airsacculitis" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "d0_readings_device_id_measured_at_idx" ON "d0_readings" USING btree ("device_id","measured_at");--> statement-breakpoint
CREATE INDEX "d0_readings_division_id_measured_at_idx" ON "d0_readings" USING btree ("division_id","measured_at");--> statement-breakpoint
CREATE INDEX "e0_readings_device_id_measured_at_idx" ON "e0_readings" USING btree ("device_id","measured_at");--> statement-breakpoint
CREATE INDEX "e0_readings_division_id_measured_at_idx" ON "e0_readings" USING btree ("division_id","measured_at");--> statement-breakpoint
CREATE INDEX "enthalpy_readings_device_id_measured_at_idx" ON "enthalpy_readings" USING btree ("device_id","measured_at");--> statement-breakpoint
CREATE INDEX "enthalpy_readings_division_id_measured_at_idx" ON "enthalpy_readings" USING btree ("division_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mortality_division_id_age_key" ON "mortality" USING btree ("division_id","age");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_data_division_id_age_key" ON "performance_data" USING btree ("division_id","age");--> statement-breakpoint
CREATE INDEX "s0_readings_device_id_measured_at_idx" ON "s0_readings" USING btree ("device_id","measured_at");--> statement-breakpoint
CREATE INDEX "s0_readings_division_id_measured_at_idx" ON "s0_readings" USING btree ("division_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weighings_division_id_weighed_at_key" ON "weighings" USING btree ("division_id","weighed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumption_history_batch_id_age_key" ON "consumption_history" USING btree ("batch_id","age");--> statement-breakpoint
CREATE INDEX "feed_controls_batch_id_date_idx" ON "feed_controls" USING btree ("batch_id","date");--> statement-breakpoint
CREATE INDEX "feed_controls_silo_id_date_idx" ON "feed_controls" USING btree ("silo_id","date");--> statement-breakpoint
CREATE INDEX "minimum_consumption_alerts_shed_id_idx" ON "minimum_consumption_alerts" USING btree ("shed_id");--> statement-breakpoint
CREATE INDEX "ration_types_company_id_idx" ON "ration_types" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "silo_occupation_readings_silo_id_device_time_key" ON "silo_occupation_readings" USING btree ("silo_id","device_time");--> statement-breakpoint
CREATE INDEX "silos_shed_id_idx" ON "silos" USING btree ("shed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pcp_projections_batch_id_age_key" ON "pcp_projections" USING btree ("batch_id","age");--> statement-breakpoint
CREATE UNIQUE INDEX "slaughter_projections_batch_id_age_key" ON "slaughter_projections" USING btree ("batch_id","age");--> statement-breakpoint
CREATE INDEX "sheds_company_id_production_type_idx" ON "sheds" USING btree ("company_id","production_type_external_id");--> statement-breakpoint
CREATE INDEX "batches_shed_id_current_idx" ON "batches" USING btree ("shed_id",("closing_date" IS NOT NULL),"opening_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_sex_check" CHECK ("sex_external_id" IN (1, 2, 3));