CREATE TABLE "water_meter_readings" (
	"device_id" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"total_volume" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "silos" ADD COLUMN "volume" real;--> statement-breakpoint
ALTER TABLE "water_meter_readings" ADD CONSTRAINT "water_meter_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "water_meter_readings_device_id_measured_at_key" ON "water_meter_readings" USING btree ("device_id","measured_at");