ALTER TABLE "ration_types" ADD COLUMN "module" text;--> statement-breakpoint
ALTER TABLE "ration_types" ADD CONSTRAINT "ration_types_module_check" CHECK ("module" IS NULL OR "module" IN ('frangos_de_corte', 'matrizeiro', 'aves_poedeiras', 'suinos'));--> statement-breakpoint
-- The demo's formulas, seeded before ration types had a species, named by it.
UPDATE "ration_types" SET "module" = CASE
  WHEN "name" LIKE 'Frango %' THEN 'frangos_de_corte'
  WHEN "name" LIKE 'Matriz %' THEN 'matrizeiro'
  WHEN "name" LIKE 'Poedeira %' THEN 'aves_poedeiras'
  WHEN "name" LIKE 'Suíno %' THEN 'suinos'
END WHERE "module" IS NULL;
