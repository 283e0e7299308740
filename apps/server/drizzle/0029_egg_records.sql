CREATE TABLE "egg_records" (
	"division_id" integer NOT NULL,
	"age" integer NOT NULL,
	"date" date NOT NULL,
	"total" integer NOT NULL,
	"hatching" integer DEFAULT 0 NOT NULL,
	"cracked" integer DEFAULT 0 NOT NULL,
	"dirty" integer DEFAULT 0 NOT NULL,
	"floor" integer DEFAULT 0 NOT NULL,
	"double_yolk" integer DEFAULT 0 NOT NULL,
	"mean_egg_weight" real,
	"males" integer,
	"entered_by" integer,
	CONSTRAINT "egg_records_counts_check" CHECK ("egg_records"."total" >= 0 AND "egg_records"."hatching" >= 0 AND "egg_records"."cracked" >= 0 AND "egg_records"."dirty" >= 0 AND "egg_records"."floor" >= 0 AND "egg_records"."double_yolk" >= 0),
	CONSTRAINT "egg_records_kinds_check" CHECK ("egg_records"."hatching" + "egg_records"."cracked" + "egg_records"."dirty" + "egg_records"."floor" + "egg_records"."double_yolk" <= "egg_records"."total")
);
--> statement-breakpoint
ALTER TABLE "egg_records" ADD CONSTRAINT "egg_records_division_id_batch_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."batch_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egg_records" ADD CONSTRAINT "egg_records_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "egg_records_division_id_age_key" ON "egg_records" USING btree ("division_id","age");