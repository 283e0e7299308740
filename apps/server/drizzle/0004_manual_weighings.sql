ALTER TABLE "mortality" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "weighings" ADD COLUMN "mean_weight" real;--> statement-breakpoint
ALTER TABLE "weighings" ADD COLUMN "bird_count" integer;--> statement-breakpoint
ALTER TABLE "weighings" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "mortality" ADD CONSTRAINT "mortality_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_values_check" CHECK (cardinality("weighings"."samples") > 0 OR ("weighings"."mean_weight" > 0 AND "weighings"."bird_count" > 0));