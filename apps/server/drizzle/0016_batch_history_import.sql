CREATE TABLE "performance_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"adjusted_fcr_reference_weight" double precision NOT NULL,
	"adjusted_fcr_points_per_100g" double precision NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "slaughter_date" date;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "slaughter_animals" integer;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "slaughter_live_weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consumption_history" ADD COLUMN "estimated_amount" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "performance_settings" ADD CONSTRAINT "performance_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_settings" ADD CONSTRAINT "performance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_slaughter_check" CHECK ("slaughter_animals" IS NULL OR ("slaughter_animals" > 0 AND "slaughter_live_weight_kg" > 0));