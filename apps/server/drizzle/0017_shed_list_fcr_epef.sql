-- Through numeric, a stored float4 keeps the value it was written as (1.45, not 1.4500000476837158).
ALTER TABLE "batch_summaries" ALTER COLUMN "conversion_factor" SET DATA TYPE double precision USING "conversion_factor"::numeric::double precision;--> statement-breakpoint
ALTER TABLE "batch_summaries" ADD COLUMN "production_efficiency" double precision;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "conversion_factor" double precision;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "production_efficiency" double precision;--> statement-breakpoint
-- The list rows of sheds that exist take their batch summary's figures, as a refresh would (EPEF is stored from each batch's next growth refresh on).
UPDATE "shed_list_entries" AS e SET "conversion_factor" = s."conversion_factor", "production_efficiency" = s."production_efficiency" FROM "batch_summaries" AS s WHERE s."batch_id" = e."batch_id";
