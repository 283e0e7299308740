CREATE TABLE "shed_list_items" (
	"shed_id" integer PRIMARY KEY NOT NULL,
	"head" text NOT NULL,
	"middle" text NOT NULL,
	"tail" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shed_list_items" ADD CONSTRAINT "shed_list_items_shed_id_shed_list_entries_shed_id_fk" FOREIGN KEY ("shed_id") REFERENCES "public"."shed_list_entries"("shed_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rows that exist take their list items as the refresh writes them (repositories/shed-list-item-json.ts).
INSERT INTO "shed_list_items" ("shed_id", "head", "middle", "tail")
SELECT "shed_id",
  '{' || left(substr(json_build_object(
    'id', "shed_id", 'identification', "identification", 'name', "name", 'shedName', "name", 'core', "core",
    'producer', "producer_name", 'property', "property_id", 'property_name', "property_name", 'property_owner', "property_owner",
    'production_type', json_build_object('external_id', "production_type_external_id"),
    'lineage', case when "batch_id" is not null then "lineage" end, 'sex', case when "batch_id" is not null then case "sex_external_id" when 1 then json_build_object('name', 'mixed', 'external_id', 1) when 2 then json_build_object('name', 'female', 'external_id', 2) when 3 then json_build_object('name', 'male', 'external_id', 3) end end)::text, 2), -1) || ', "age" : ',
  ', ' || left(substr(json_build_object(
    'weight', "weight", 'variation_coef', "variation_coef", 'performance', "performance",
    'conversion_factor', "conversion_factor", 'production_efficiency', "production_efficiency",
    'hen_day_percent', "hen_day_percent", 'hen_day_deviation', "hen_day_deviation",
    'ration', case when "ration_type_id" is not null and "ration_phase" is not null then json_build_object('id', "ration_type_id", 'phase', "ration_phase") end,
    'status', "silo_status",
    'silo_statuses', json_build_object('critical', "silos_critical", 'low', "silos_low", 'satisfactory', "silos_satisfactory", 'no_data', "silos_no_data"),
    'available', "available", 'enthalpy', "enthalpy", 'stage', "stage", 'priority', "priority",
    'target_value', "target_weight", 'target_date', "target_date", 'silos', "silos")::text, 2), -1) || ', "alert_level" : ',
  ', ' || left(substr(json_build_object('lastBatch', "batch_id", 'last_batch', "batch_id")::text, 2), -1) || '}'
FROM "shed_list_entries";
