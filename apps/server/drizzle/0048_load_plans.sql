CREATE TABLE "load_plan_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_plan_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" integer,
	"settings" jsonb NOT NULL,
	"loads" jsonb NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_automatically" boolean,
	"delivery_status" text,
	"delivery_detail" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "load_plan_settings" jsonb;--> statement-breakpoint
ALTER TABLE "load_plan_versions" ADD CONSTRAINT "load_plan_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_plan_versions" ADD CONSTRAINT "load_plan_versions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_plan_versions" ADD CONSTRAINT "load_plan_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_plan_versions_batch_version_key" ON "load_plan_versions" USING btree ("batch_id","version");--> statement-breakpoint
CREATE INDEX "load_plan_versions_company_id_idx" ON "load_plan_versions" USING btree ("company_id");