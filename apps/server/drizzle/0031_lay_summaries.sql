ALTER TABLE "batch_summaries" ADD COLUMN "hen_day_percent" real;--> statement-breakpoint
ALTER TABLE "batch_summaries" ADD COLUMN "hen_day_deviation" real;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "hen_day_percent" real;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "hen_day_deviation" real;