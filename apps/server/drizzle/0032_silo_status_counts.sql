ALTER TABLE "shed_list_entries" ADD COLUMN "silos_critical" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "silos_low" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "silos_satisfactory" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "silos_no_data" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The list rows of sheds that exist take their silos' counts as a refresh works them out (siloLevelOf in packages/domain): capacity by volume × density when both are set, occupation clamped to 0-1, then the silo's own thresholds.
UPDATE "shed_list_entries" AS e
SET "silos_no_data" = c.n0, "silos_critical" = c.n1, "silos_low" = c.n2, "silos_satisfactory" = c.n3
FROM (
  SELECT shed_id, count(*) FILTER (WHERE status = 0) AS n0, count(*) FILTER (WHERE status = 1) AS n1, count(*) FILTER (WHERE status = 2) AS n2, count(*) FILTER (WHERE status = 3) AS n3
  FROM (
    SELECT shed_id, CASE WHEN occupation IS NULL THEN 0 WHEN occupation <= critical_threshold THEN 1 WHEN occupation <= low_threshold THEN 2 ELSE 3 END AS status
    FROM (
      SELECT s.shed_id, s.low_threshold, s.critical_threshold,
        CASE WHEN s.available_weight IS NULL OR NOT (cap.kg > 0) THEN NULL ELSE least(1, greatest(0, s.available_weight / cap.kg)) END AS occupation
      FROM "silos" AS s
      LEFT JOIN "ration_types" AS r ON r.id = s.current_ration_type_id
      CROSS JOIN LATERAL (SELECT CASE WHEN coalesce(s.volume, 0) <> 0 AND coalesce(r.density, 0) <> 0 THEN s.volume * r.density ELSE s.capacity END AS kg) AS cap
      WHERE s.archived_at IS NULL
    ) AS levels
  ) AS statuses
  GROUP BY shed_id
) AS c
WHERE c.shed_id = e.shed_id;
