CREATE TABLE "batch_removals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_removals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"age" integer NOT NULL,
	"animals" integer NOT NULL,
	"live_weight_kg" double precision NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_removals_animals_check" CHECK ("batch_removals"."animals" > 0),
	CONSTRAINT "batch_removals_live_weight_check" CHECK ("batch_removals"."live_weight_kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "batch_removals" ADD CONSTRAINT "batch_removals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_removals" ADD CONSTRAINT "batch_removals_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_removals" ADD CONSTRAINT "batch_removals_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_removals" ADD CONSTRAINT "batch_removals_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_removals_batch_id_idx" ON "batch_removals" USING btree ("batch_id");