CREATE TABLE "settlement_contract_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_contract_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"module" text,
	"sex" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "settlement_contract_versions_version_check" CHECK ("settlement_contract_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "settlement_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"version" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"contract_version_id" integer NOT NULL,
	"slaughter_date" date NOT NULL,
	"period_week" text NOT NULL,
	"period_batches" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"statement" jsonb NOT NULL,
	"payable_cents" bigint NOT NULL,
	"reason" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "settlement_statements_version_check" CHECK ("settlement_statements"."version" >= 1),
	CONSTRAINT "settlement_statements_reason_check" CHECK ("settlement_statements"."version" = 1 OR "settlement_statements"."reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "settlement_contract_versions" ADD CONSTRAINT "settlement_contract_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_contract_versions" ADD CONSTRAINT "settlement_contract_versions_contract_id_settlement_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."settlement_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_contract_versions" ADD CONSTRAINT "settlement_contract_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_contracts" ADD CONSTRAINT "settlement_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_contract_id_settlement_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."settlement_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_contract_version_id_settlement_contract_versions_id_fk" FOREIGN KEY ("contract_version_id") REFERENCES "public"."settlement_contract_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_contract_versions_contract_version_key" ON "settlement_contract_versions" USING btree ("contract_id","version");--> statement-breakpoint
CREATE INDEX "settlement_contract_versions_company_id_idx" ON "settlement_contract_versions" USING btree ("company_id","species","sex");--> statement-breakpoint
CREATE INDEX "settlement_contracts_company_id_idx" ON "settlement_contracts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_batch_version_key" ON "settlement_statements" USING btree ("batch_id","version");--> statement-breakpoint
CREATE INDEX "settlement_statements_period_idx" ON "settlement_statements" USING btree ("company_id","contract_id","period_week");