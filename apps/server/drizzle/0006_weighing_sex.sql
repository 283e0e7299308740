ALTER TABLE "weighings" ADD COLUMN "sex_external_id" smallint;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_sex_check" CHECK ("weighings"."sex_external_id" IN (1, 2, 3));