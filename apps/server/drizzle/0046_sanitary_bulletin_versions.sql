CREATE TABLE "sanitary_bulletin_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sanitary_bulletin_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"version" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" integer,
	"automatic" boolean NOT NULL,
	"content" jsonb NOT NULL,
	"delivery_status" text NOT NULL,
	"delivery_detail" text,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "events_webhook_url" text;--> statement-breakpoint
ALTER TABLE "sanitary_bulletin_versions" ADD CONSTRAINT "sanitary_bulletin_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_bulletin_versions" ADD CONSTRAINT "sanitary_bulletin_versions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_bulletin_versions" ADD CONSTRAINT "sanitary_bulletin_versions_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sanitary_bulletin_versions_batch_version_key" ON "sanitary_bulletin_versions" USING btree ("batch_id","version");--> statement-breakpoint
CREATE INDEX "sanitary_bulletin_versions_company_id_idx" ON "sanitary_bulletin_versions" USING btree ("company_id");