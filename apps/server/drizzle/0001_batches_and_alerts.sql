CREATE TABLE "batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shed_id" integer NOT NULL,
	"identification" text NOT NULL,
	"stage" text NOT NULL,
	"current_lodged" integer DEFAULT 0 NOT NULL,
	"opening_date" timestamp with time zone NOT NULL,
	"closing_date" timestamp with time zone,
	CONSTRAINT "batches_stage_check" CHECK ("stage" IN ('empty_batch', 'pre_lodged', 'lodged', 'slaughter', 'storage', 'simulation'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shed_id" integer NOT NULL,
	"batch_id" integer,
	"type" text NOT NULL,
	"subtype" text NOT NULL,
	"message" text NOT NULL,
	"age" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alerts_type_check" CHECK ("type" IN ('Ambiência', 'Sanidade', 'Desempenho', 'Nutrição'))
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_shed_id_sheds_id_fk" FOREIGN KEY ("shed_id") REFERENCES "public"."sheds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_shed_id_sheds_id_fk" FOREIGN KEY ("shed_id") REFERENCES "public"."sheds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_shed_id_idx" ON "batches" USING btree ("shed_id");--> statement-breakpoint
CREATE INDEX "batches_company_id_stage_idx" ON "batches" USING btree ("company_id","stage");--> statement-breakpoint
CREATE INDEX "alerts_company_id_occurred_at_idx" ON "alerts" USING btree ("company_id","occurred_at");