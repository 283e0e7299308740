CREATE TABLE "lay_standard_weeks" (
	"standard_id" integer NOT NULL,
	"week" integer NOT NULL,
	"hen_day_percent" real,
	"hen_housed_eggs" real,
	"egg_weight" real,
	"body_weight" real,
	"feed_per_hen_day" real,
	CONSTRAINT "lay_standard_weeks_standard_id_week_pk" PRIMARY KEY("standard_id","week")
);
--> statement-breakpoint
CREATE TABLE "lay_standards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lay_standards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"module" text NOT NULL,
	"lineage" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer,
	CONSTRAINT "lay_standards_module_check" CHECK ("lay_standards"."module" IN ('matrizeiro', 'aves_poedeiras'))
);
--> statement-breakpoint
ALTER TABLE "lay_standard_weeks" ADD CONSTRAINT "lay_standard_weeks_standard_id_lay_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."lay_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lay_standards" ADD CONSTRAINT "lay_standards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lay_standards" ADD CONSTRAINT "lay_standards_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lay_standards_company_module_lineage_key" ON "lay_standards" USING btree ("company_id","module",lower("lineage"));