CREATE TABLE "slaughter_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slaughter_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"slaughtered_on" date NOT NULL,
	"loads" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" integer
);
--> statement-breakpoint
ALTER TABLE "slaughter_results" ADD CONSTRAINT "slaughter_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slaughter_results" ADD CONSTRAINT "slaughter_results_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slaughter_results" ADD CONSTRAINT "slaughter_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slaughter_results_batch_id_key" ON "slaughter_results" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "slaughter_results_company_id_idx" ON "slaughter_results" USING btree ("company_id");