CREATE TABLE "forecast_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forecast_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"made_on" date NOT NULL,
	"target_date" date NOT NULL,
	"target_age" integer NOT NULL,
	"days_ahead" integer NOT NULL,
	"method" text NOT NULL,
	"weight" real NOT NULL,
	"weight_p10" real,
	"weight_p90" real
);
--> statement-breakpoint
ALTER TABLE "forecast_snapshots" ADD CONSTRAINT "forecast_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_snapshots" ADD CONSTRAINT "forecast_snapshots_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_snapshots_batch_day_key" ON "forecast_snapshots" USING btree ("batch_id","made_on");--> statement-breakpoint
CREATE INDEX "forecast_snapshots_company_id_idx" ON "forecast_snapshots" USING btree ("company_id");