ALTER TABLE "batch_summaries" ADD COLUMN "hen_day_percent" real;--> statement-breakpoint
ALTER TABLE "batch_summaries" ADD COLUMN "hen_day_deviation" real;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "hen_day_percent" real;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "hen_day_deviation" real;--> statement-breakpoint
-- The list rows of sheds that exist take their batch summary's figures, as a refresh would (a flock's hen-day figures are stored from its next egg, loss or standard refresh on).
UPDATE "shed_list_entries" AS e SET "hen_day_percent" = s."hen_day_percent", "hen_day_deviation" = s."hen_day_deviation" FROM "batch_summaries" AS s WHERE s."batch_id" = e."batch_id";
