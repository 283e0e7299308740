CREATE TABLE "telemetry_dead_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"device_id" integer,
	"topic" text NOT NULL,
	"reason" text NOT NULL,
	"payload" text NOT NULL,
	"payload_bytes" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telemetry_dead_letters" ADD CONSTRAINT "telemetry_dead_letters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_dead_letters" ADD CONSTRAINT "telemetry_dead_letters_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telemetry_dead_letters_company_received_idx" ON "telemetry_dead_letters" USING btree ("company_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);