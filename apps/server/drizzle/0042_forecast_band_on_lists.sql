ALTER TABLE "batch_summaries" ADD COLUMN "predicted_weight_p10" real;--> statement-breakpoint
ALTER TABLE "batch_summaries" ADD COLUMN "predicted_weight_p90" real;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "predicted_weight" real;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "predicted_weight_p10" real;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "predicted_weight_p90" real;--> statement-breakpoint
-- Open batches with a planned slaughter day take their forecast and its band at their next rebuild.
INSERT INTO "stale_rows" ("company_id", "shed_id", "batch_id")
SELECT "company_id", "shed_id", "id" FROM "batches" WHERE "closing_date" IS NULL AND "target_age" IS NOT NULL;--> statement-breakpoint
-- The list rows take their batch summary's forecast on the planned day, and their items the new members,
-- written as the refresh writes them (repositories/shed-list-item-json.ts).
WITH "filled" AS (
  UPDATE "shed_list_entries" AS e
  SET "predicted_weight" = s."predicted_weight", "predicted_weight_p10" = s."predicted_weight_p10", "predicted_weight_p90" = s."predicted_weight_p90"
  FROM "batch_summaries" AS s WHERE s."batch_id" = e."batch_id"
  RETURNING e."shed_id", e."predicted_weight", e."predicted_weight_p10", e."predicted_weight_p90"
)
UPDATE "shed_list_items" AS i SET "middle" = ', ' || left(substr(json_build_object(
    'weight', e."weight", 'variation_coef', e."variation_coef", 'performance', e."performance",
    'conversion_factor', e."conversion_factor", 'production_efficiency', e."production_efficiency",
    'hen_day_percent', e."hen_day_percent", 'hen_day_deviation', e."hen_day_deviation",
    'ration', case when e."ration_type_id" is not null and e."ration_phase" is not null then json_build_object('id', e."ration_type_id", 'phase', e."ration_phase") end,
    'status', e."silo_status",
    'silo_statuses', json_build_object('critical', e."silos_critical", 'low', e."silos_low", 'satisfactory', e."silos_satisfactory", 'no_data', e."silos_no_data"),
    'available', e."available", 'enthalpy', e."enthalpy", 'stage', e."stage", 'priority', e."priority",
    'target_value', e."target_weight", 'target_date', e."target_date",
    'predicted_weight', f."predicted_weight", 'predicted_weight_p10', f."predicted_weight_p10", 'predicted_weight_p90', f."predicted_weight_p90", 'silos', e."silos")::text, 2), -1) || ', "alert_level" : '
FROM "shed_list_entries" AS e LEFT JOIN "filled" AS f ON f."shed_id" = e."shed_id"
WHERE e."shed_id" = i."shed_id";
